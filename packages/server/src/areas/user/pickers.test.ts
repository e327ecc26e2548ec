import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp } from '../../../test/helpers'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('user pick lists', () => {
  it('GetSimpleUsers: staff see everyone, a supplier sees staff and his own company only', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    const all = await buyer.post('/User/User/GetSimpleUsers?searchKey=&time=1700000000000')
    expect(all.status).toBe(200)
    const codes = all.body.Data.map((u: { usercode: string }) => u.usercode)
    expect(codes).toEqual(expect.arrayContaining(['admin', 'sup1001', 'sup1002', 'cust01']))
    expect(all.body.Data.find((u: { usercode: string }) => u.usercode === 'qe01')).toMatchObject({ UserName: '陈晓雯', dept_name: '质量部', user_type: 'staff' })
    const customers = (await buyer.post('/User/User/GetSimpleUsers?isCustomer=1')).body.Data.map((u: { usercode: string }) => u.usercode)
    expect(customers).toEqual(['cust01', 'cust02'])
    const sup = await loginAs(t.app, 'sup1001')
    const seen = (await sup.post('/User/User/GetSimpleUsers')).body.Data.map((u: { usercode: string }) => u.usercode)
    expect(seen).toContain('buyer01')
    expect(seen).toContain('sup1001')
    expect(seen).not.toContain('sup1002')
    expect(seen).not.toContain('cust01')
    expect((await buyer.post('/User/User/GetSimpleUsers', { searchKey: '李文' })).body.Data.map((u: { usercode: string }) => u.usercode)).toEqual(['buyer01'])
  })

  it('staff pick lists answer staff and refuse partners', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    const supplies = (await buyer.get('/User/User/Getpc_supply_cd')).body.Data
    expect(supplies[0]).toMatchObject({ supplyid: 1001 })
    expect(supplies[0].supply_name).toBeTruthy()
    const customers = (await buyer.get('/User/User/Getsale_customer')).body.Data
    expect(customers.map((c: { cust_code: string }) => c.cust_code)).toEqual(['C0001', 'C0002', 'C0003', 'C0004'])
    const users = (await buyer.get('/User/User/Getpub_userinfo')).body.Data
    expect(users.find((u: { usercode: string }) => u.usercode === 'sup1001').user_type).toBe('supplier')
    const quality = (await buyer.get('/User/User/GetEmper', { searchKey: 'qe' })).body.Data
    expect(quality).toEqual([expect.objectContaining({ usercode: 'qe01', dept_name: '质量部', station_name: '质量工程师' })])
    const byDept = (await buyer.get('/User/User/GetEmper', { dept_id: quality[0].dept_id })).body.Data
    expect(byDept.every((u: { dept_name: string }) => u.dept_name === '质量部')).toBe(true)
    expect((await buyer.get('/User/User/GetEmper', { dept_id: 'x' })).body.Msg).toBe('部门编号格式不正确')
    const sup = await loginAs(t.app, 'sup1001')
    for (const path of ['/User/User/Getpc_supply_cd', '/User/User/Getsale_customer', '/User/User/Getpub_userinfo', '/User/User/GetEmper']) {
      expect((await sup.get(path)).status, path).toBe(403)
    }
  })
})
