import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { api, createTestApp, loginAs, type TestApp } from './helpers'
import { mailReceiver } from '../src/areas/mail/schema'
import { sysUser } from '../src/identity/user-schema'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ apiBase: 'https://scm.example/api' })
})
afterAll(() => t.close())

describe('portal calls', () => {
  it('GET /api/SysConfig/GetSys_Company answers the company rows, the portal’s company info first', async () => {
    const res = await (await loginAs(t.app, 'sup1001')).get('/api/SysConfig/GetSys_Company')
    expect(res.body.Code).toBe(1)
    expect(res.body.Data[0]).toEqual(
      { co_desc: '皖江汽车动力股份有限公司', co_addr: '安徽省合肥市经济技术开发区紫云路168号', co_rep_title: '皖江汽车动力股份有限公司供应链协同平台', remark: '整车及柴油发动机制造' },
    )
    // the engine plant, whose statements the account area keeps apart (issue 12)
    expect(res.body.Data.map((c: { co_desc: string }) => c.co_desc)).toContain('皖江汽车动力股份有限公司发动机厂')
    expect((await api(t.app).get('/api/SysConfig/GetSys_Company')).status).toBe(401)
  })

  it('GET /api/SysConfig/Getsys_webconfig answers the web parameters', async () => {
    const res = await (await loginAs(t.app, 'buyer01')).get('/api/SysConfig/Getsys_webconfig')
    const byName = Object.fromEntries(res.body.Data.map((r: { name: string; value: string }) => [r.name, r.value]))
    expect(byName).toMatchObject({ home: 'scm', show_mail: '1' })
    expect(byName.title).toContain('SCM')
    expect(byName).not.toHaveProperty('rcv_skip_check') // business switches are not web config
  })

  it('GET /api/test/getconfig is public and carries the API base', async () => {
    const res = await api(t.app).get('/api/test/getconfig')
    expect(res.body).toMatchObject({ Code: 1, Data: { ApiBase: 'https://scm.example/api', home: 'scm' } })
  })

  it('GET /Email/MSMailRecord/GetUnReadNum counts the caller unread received mail', async () => {
    const unread = async (u: string) => (await (await loginAs(t.app, u)).get('/Email/MSMailRecord/GetUnReadNum')).body.Data
    // seed: buyer01 has unread system notice + warehouse note; qe01 unread system notice; sup1001 unread portal notice
    expect(await unread('buyer01')).toBe(2)
    expect(await unread('qe01')).toBe(2)
    expect(await unread('sup1001')).toBe(1)
    expect(await unread('sup1002')).toBe(1)
    expect(await unread('sup1003')).toBe(1) // the draft to sup1003 does not count
    const [buyer] = await t.db.select().from(sysUser).where(eq(sysUser.usercode, 'buyer01'))
    await t.db.update(mailReceiver).set({ isRead: true }).where(and(eq(mailReceiver.userid, buyer!.userid)))
    expect(await unread('buyer01')).toBe(0)
  })
})
