// The account calls are signed: every /SaleCheck call carries the `code` header (core's signRequest
// of the API base + path + body); a missing, wrong or stale one is refused with 请求签名无效 before
// anything is read or saved. And 对账项目 (item types) under the spec's GetAllItem / SaveItem.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SIGN_HEADER, signRequest } from '@scm/core'
import { api, createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-account-sign-'))
let t: TestApp
let buyer: SignedInClient
let sup: SignedInClient
let wh: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[buyer, sup, wh] = await Promise.all(['buyer01', 'sup1001', 'wh01'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const B = '/SaleCheck'
const BAD = '请求签名无效'

describe('request signature on every SaleCheck call', () => {
  it('accepts a call signed over the API base, path and exact body', async () => {
    expect((await buyer.post(`${B}/GetAllItem`, { page: 1, rows: 10 })).status).toBe(200)
    expect((await buyer.post(`${B}/GetList`, { page: 1, rows: 10 })).status).toBe(200)
  })

  it('refuses a missing, wrong or other-body signature with a clear message, saving nothing', async () => {
    for (const code of ['', 'ABC', signRequest(t.config.apiBase, `${B}/SaveItem`, '{}')]) {
      const res = await buyer.post(`${B}/SaveItem`, { code: '98', name: '签名测试', direction: '加项' }, { [SIGN_HEADER]: code })
      expect(res).toMatchObject({ status: 400, body: { Code: 0, Msg: BAD } })
    }
    const list = await buyer.post(`${B}/GetAllItem`, { page: 1, rows: 50 })
    expect((list.body.Data.rows as { code: string }[]).some((r) => r.code === '98')).toBe(false)
  })

  it('refuses a signature made for another API base or path', async () => {
    const body = JSON.stringify({ page: 1, rows: 10 })
    for (const code of [signRequest('http://elsewhere.example', `${B}/GetList`, body), signRequest(t.config.apiBase, `${B}/GetAllItem`, body)]) {
      expect((await buyer.post(`${B}/GetList`, body, { [SIGN_HEADER]: code })).body.Msg).toBe(BAD)
    }
  })

  it('checks GETs (empty body) and the supplier’s calls too; an anonymous call is asked to sign in first', async () => {
    expect((await buyer.get(`${B}/GetDetail`, { id: 1 }, { [SIGN_HEADER]: '' })).body.Msg).toBe(BAD)
    expect((await sup.post(`${B}/ConfirmLine`, { id: 1, line_ids: [1] }, { [SIGN_HEADER]: 'x' })).body.Msg).toBe(BAD)
    expect((await api(t.app).post(`${B}/GetList`, { page: 1 })).status).toBe(401)
  })
})

describe('对账项目 (GetAllItem, SaveItem, DelItem)', () => {
  it('lists the demo items, with directions and the disabled one', async () => {
    const res = await buyer.post(`${B}/GetAllItem`, { page: 1, rows: 50 })
    const rows = res.body.Data.rows as { code: string; name: string; direction: string; enabled: boolean }[]
    expect(rows.map((r) => r.code)).toEqual(['01', '02', '03', '04', '05'])
    expect(rows.find((r) => r.code === '02')).toMatchObject({ name: '质量扣款', direction: '减项' })
    expect(rows.find((r) => r.code === '05')!.enabled).toBe(false)
  })

  it('saves an item with a digits-only code and a direction, and deletes it', async () => {
    expect((await buyer.post(`${B}/SaveItem`, { code: 'A1', name: '模具摊销', direction: '加项' })).body.Data.errors.code).toBe('编码只能为数字')
    expect((await buyer.post(`${B}/SaveItem`, { code: '06', name: '模具摊销' })).status).toBe(400)
    const saved = await buyer.post(`${B}/SaveItem`, { code: '06', name: '模具摊销', direction: '加项' })
    expect(saved.body.Msg).toBe('保存成功')
    expect((await buyer.post(`${B}/SaveItem`, { code: '06', name: '重复', direction: '减项' })).body.Msg).toBe('编码已存在')
    expect((await buyer.post(`${B}/DelItem`, { ids: [saved.body.Data.id] })).body.Msg).toBe('删除成功')
  })

  it('keeps an item in use from being deleted', async () => {
    const rows = (await buyer.post(`${B}/GetAllItem`, { page: 1, rows: 50 })).body.Data.rows as { id: number; code: string }[]
    const freight = rows.find((r) => r.code === '01')!
    expect((await buyer.post(`${B}/DelItem`, { ids: [freight.id] })).body.Msg).toBe('数据已被引用，不能删除')
  })

  it('offers the items to a statement’s 其他 lines through the statement’s RefOptions', async () => {
    const res = await buyer.get(`${B}/RefOptions`, { field: 'item_id' })
    expect((res.body.Data as { label: string }[]).map((o) => o.label)).toEqual(expect.arrayContaining(['运费补贴', '质量扣款']))
    expect((await buyer.get(`${B}/RefOptions`, { field: 'company_id' })).body.Data.length).toBeGreaterThanOrEqual(2)
    expect((await buyer.get(`${B}/RefOptions`, { field: 'amount' })).status).toBe(400)
  })

  it('is staff base data: a supplier or the warehouse has no grant', async () => {
    expect((await sup.post(`${B}/GetAllItem`, { page: 1, rows: 10 })).status).toBe(403)
    expect((await wh.post(`${B}/SaveItem`, { code: '07', name: 'x', direction: '加项' })).status).toBe(403)
  })
})
