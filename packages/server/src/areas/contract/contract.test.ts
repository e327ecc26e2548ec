import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'
import { downloadSheet } from '../order/testing'
import { addDays, today } from '../../platform/input'
import { sysRoleFunction } from '../menu/schema'

let t: TestApp
let buyer: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  buyer = await loginAs(t.app, 'buyer01')
})
afterAll(() => t.close())

const contract = (extra: object = {}) => ({
  contract_no: `HT-T-${Math.random().toString(36).slice(2, 8)}`,
  supplyid: 1003,
  title: '线束总成补充采购合同',
  amount: 125000.5,
  sign_date: today(),
  valid_from: today(),
  valid_to: addDays(today(), 365),
  files: [{ file_name: '合同正文.pdf', file_path: 'contracts/t/1.pdf', file_size: 2048 }],
  ...extra,
})

describe('contracts', () => {
  it('lists the demo contracts with their validity status', async () => {
    const res = await buyer.post('/api/Contract/GetList', { rows: 50 })
    expect(res.status).toBe(200)
    const statuses = new Set(res.body.Data.rows.map((r: any) => r.status))
    for (const s of ['生效中', '即将到期', '已过期', '未生效']) expect(statuses, s).toContain(s)
    const expired = await buyer.post('/api/Contract/GetList', { status: '已过期' })
    expect(expired.body.Data.rows.every((r: any) => r.valid_to < today())).toBe(true)
    expect((await buyer.post('/api/Contract/GetList', { status: '作废' })).body.Msg).toBe('合同状态不正确')
  })

  it('filters by validity overlapping a date range', async () => {
    const from = addDays(today(), 200)
    const to = addDays(today(), 300)
    const res = await buyer.post('/api/Contract/GetList', { valid_date_from: from, valid_date_to: to, rows: 500 })
    expect(res.status).toBe(200)
    const rows = res.body.Data.rows
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r: any) => r.valid_to >= from && r.valid_from <= to)).toBe(true)
    const year = today().slice(0, 4)
    expect(rows.map((r: any) => r.contract_no)).toEqual(expect.arrayContaining([`HT${year}-003`, `HT${year}-004`]))
    expect(rows.map((r: any) => r.contract_no)).not.toContain(`HT${year}-001`)
    const past = await buyer.post('/api/Contract/GetList', { valid_date_to: addDays(today(), -200) })
    expect(past.body.Data.rows.every((r: any) => r.valid_from <= addDays(today(), -200))).toBe(true)
    expect((await buyer.post('/api/Contract/GetList', { valid_date_from: '2026-02-30' })).body.Msg).toContain('有效期起')
  })

  it('creates, reads, updates (replacing files) and deletes a contract', async () => {
    const created = await buyer.post('/api/Contract/Save', contract())
    expect(created.status).toBe(200)
    const c = created.body.Data
    expect(c).toMatchObject({ supply_name: '宁波东海汽车电器有限公司', status: '生效中', amount: 125000.5, file_count: 1, created_by: '李文涛' })
    expect(c.files).toEqual([expect.objectContaining({ file_name: '合同正文.pdf', file_path: 'contracts/t/1.pdf', file_size: 2048 })])
    const updated = await buyer.post('/api/Contract/Save', { ...contract({ contract_no: c.contract_no }), id: c.id, valid_to: addDays(today(), 10), files: [] })
    expect(updated.body.Data).toMatchObject({ status: '即将到期', file_count: 0, files: [] })
    expect((await buyer.get('/api/Contract/GetDetail', { id: c.id })).body.Data.valid_to).toBe(addDays(today(), 10))
    expect((await buyer.post('/api/Contract/Del', { ids: [c.id] })).status).toBe(200)
    expect((await buyer.get('/api/Contract/GetDetail', { id: c.id })).status).toBe(404)
  })

  it('refuses bad contracts with Chinese messages', async () => {
    const existing = (await buyer.post('/api/Contract/GetList', {})).body.Data.rows[0]
    const cases: [object, string][] = [
      [contract({ contract_no: '' }), '请填写合同编号'],
      [contract({ contract_no: existing.contract_no }), '合同编号已存在'],
      [contract({ title: '' }), '请填写合同名称'],
      [contract({ supplyid: '' }), '请选择供应商'],
      [contract({ supplyid: 424242 }), '供应商不存在'],
      [contract({ amount: -1 }), '合同金额不能小于0'],
      [contract({ valid_to: addDays(today(), -1) }), '有效期止不能早于有效期起'],
      [contract({ sign_date: '20260101' }), '签订日期格式不正确'],
      [contract({ files: [{ file_name: 'a.pdf' }] }), '第1个附件：请填写文件路径'],
    ]
    for (const [body, msg] of cases) expect((await buyer.post('/api/Contract/Save', body)).body, msg).toMatchObject({ Code: 0, Msg: msg })
    expect((await buyer.post('/api/Contract/Del', { ids: [existing.id, 999999] })).status).toBe(404)
    expect((await buyer.get('/api/Contract/GetDetail', { id: existing.id })).status).toBe(200) // nothing half-deleted
  })

  it('exports contracts and keeps other roles out', async () => {
    const sheet = await downloadSheet(t.app, await login(t.app, 'buyer01'), '/api/Contract/Export')
    expect(sheet.rows[0]).toEqual(expect.arrayContaining(['合同编号', '合同名称', '供应商', '合同金额', '状态']))
    const wh = await loginAs(t.app, 'wh01')
    expect((await wh.post('/api/Contract/GetList', {})).status).toBe(403)
    expect((await wh.post('/api/Contract/Save', contract())).status).toBe(403)
  })

  it('saves a supplier user’s contracts for his own supplier only, whatever the body says', async () => {
    await t.db.insert(sysRoleFunction).values({ role: 'supplier', functionId: 'contract_query', buttons: ['add', 'edit'] })
    const sup = await loginAs(t.app, 'sup1001')
    const created = await sup.post('/api/Contract/Save', contract({ supplyid: 1002 }))
    expect(created.body.Data).toMatchObject({ supplyid: 1001 })
    const moved = await sup.post('/api/Contract/Save', { ...contract({ contract_no: created.body.Data.contract_no, supplyid: 1002 }), id: created.body.Data.id })
    expect(moved.body.Data).toMatchObject({ supplyid: 1001 })
    const other = await loginAs(t.app, 'sup1002')
    expect((await other.get('/api/Contract/GetDetail', { id: created.body.Data.id })).status).toBe(404)
  })
})

describe('pickers', () => {
  it('finds materials and the buyers in charge of them', async () => {
    const res = await buyer.get('/api/pubtable/getpub_materiel', { searchKey: '滤清器' })
    expect(res.body.Data.rows.length).toBe(3)
    expect(res.body.Data.rows[0]).toMatchObject({ supply_name: '无锡华盛滤清器有限公司', unit: '个' })
    expect(typeof res.body.Data.rows[0].price).toBe('number')
    const buyers = await buyer.get('/api/pubtable/Getpc_buyerBymtr_id', { mtr_id: res.body.Data.rows[0].mtr_id })
    expect(buyers.body.Data).toEqual([expect.objectContaining({ usercode: 'buyer01', UserName: '李文涛', is_default: true })])
    expect((await buyer.get('/api/pubtable/Getpc_buyerBymtr_id', { mtr_id: 'x' })).body.Msg).toBe('物料不正确')
    expect((await buyer.get('/api/pubtable/Getpc_buyerBymtr_id', { mtr_id: 999999 })).status).toBe(404)
  })
})
