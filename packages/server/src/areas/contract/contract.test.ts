import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, downloadSheet, login, loginAs, type TestApp } from '../../../test/helpers'
import { download, signIn, uploadFile, type UserClient } from '../../../test/clients'
import { addDays, today } from '../../platform/input'
import { sysRoleFunction } from '../../identity/role-schema'

let t: TestApp
let buyer: UserClient
beforeAll(async () => {
  t = await createTestApp()
  buyer = await signIn(t, 'buyer01')
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
    const [file] = await uploadFile(t, buyer, 'contract', '合同正文.txt', '合同正文内容')
    const created = await buyer.post('/api/Contract/Save', contract({ file_ids: [file!.id] }))
    expect(created.status).toBe(200)
    const c = created.body.Data
    expect(c).toMatchObject({ supply_name: '宁波东海汽车电器有限公司', status: '生效中', amount: 125000.5, file_count: 1, created_by: '李文涛' })
    expect(c.files).toEqual([expect.objectContaining({ file_id: file!.id, file_name: '合同正文.txt', file_size: 18, uploaded_by: '李文涛' })])
    const updated = await buyer.post('/api/Contract/Save', { ...contract({ contract_no: c.contract_no }), id: c.id, valid_to: addDays(today(), 10), file_ids: [] })
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
      [contract({ file_ids: [{ file_name: 'a.pdf' }] }), '第1个附件不正确'],
      [contract({ file_ids: 'x' }), '附件格式错误'],
      [contract({ file_ids: [2147483000] }), '附件不存在'],
    ]
    for (const [body, msg] of cases) expect((await buyer.post('/api/Contract/Save', body)).body, msg).toMatchObject({ Code: 0, Msg: msg })
    expect((await buyer.post('/api/Contract/Del', { ids: [existing.id, 999999] })).status).toBe(404)
    expect((await buyer.get('/api/Contract/GetDetail', { id: existing.id })).status).toBe(200) // nothing half-deleted
  })

  it('keeps files in order, downloads them to whoever sees the contract, and lets go of them on delete', async () => {
    const [a] = await uploadFile(t, buyer, 'contract', '正文.txt', '正文')
    const [b] = await uploadFile(t, buyer, 'contract', '技术协议.txt', '技术协议内容')
    const c = (await buyer.post('/api/Contract/Save', contract({ supplyid: 1001, file_ids: [b!.id, a!.id] }))).body.Data
    expect(c.files.map((f: any) => f.file_name)).toEqual(['技术协议.txt', '正文.txt'])
    const path = (contractId: number, fileId: number) => `/api/Contract/DownloadAttachment?contract_id=${contractId}&file_id=${fileId}`
    const got = await download(t, buyer, path(c.id, a!.id))
    expect(got.status).toBe(200)
    expect(await got.text()).toBe('正文')
    // the owning supplier reads it (given the contract screens); another supplier and a file not on the contract answer 404
    await t.db.insert(sysRoleFunction).values(['contract_query', 'contract_detail'].map((functionId) => ({ role: 'supplier', functionId, buttons: [] })))
    const own = await signIn(t, 'sup1001')
    expect(await (await download(t, own, path(c.id, b!.id))).text()).toBe('技术协议内容')
    expect((await download(t, await signIn(t, 'sup1002'), path(c.id, b!.id))).status).toBe(404)
    const [other] = await uploadFile(t, buyer, 'contract', '其他.txt', '其他')
    expect((await download(t, buyer, path(c.id, other!.id))).status).toBe(404)
    // a kept file keeps its place and who attached it; another buyer may keep the files, not add his own
    const admin = await signIn(t, 'admin')
    const [mine] = await uploadFile(t, admin, 'contract', '管理员.txt', '管理员')
    const edited = await admin.post('/api/Contract/Save', { ...contract({ contract_no: c.contract_no, supplyid: 1001 }), id: c.id, file_ids: [a!.id, mine!.id] })
    expect(edited.body.Data.files.map((f: any) => [f.file_name, f.uploaded_by])).toEqual([
      ['正文.txt', '李文涛'],
      ['管理员.txt', '系统管理员'],
    ])
    expect((await buyer.post('/api/Contract/Save', { ...contract({ contract_no: c.contract_no, supplyid: 1001 }), id: c.id, file_ids: [a!.id, mine!.id] })).status).toBe(200)
    expect((await buyer.post('/api/Contract/Save', { ...contract({ contract_no: c.contract_no, supplyid: 1001 }), id: c.id, file_ids: [b!.id, mine!.id] })).body.Data.file_count).toBe(2)
    // an attached file cannot be deleted; once the contract is gone it can
    expect((await buyer.post('/File/File/DelUploadFile', { id: b!.id })).status).not.toBe(200)
    expect((await buyer.post('/api/Contract/Del', { id: c.id })).status).toBe(200)
    expect((await buyer.post('/File/File/DelUploadFile', { id: b!.id })).status).toBe(200)
  })

  it('serves the demo contracts\' files', async () => {
    const year = today().slice(0, 4)
    const row = (await buyer.post('/api/Contract/GetList', { contract_no: `HT${year}-001` })).body.Data.rows[0]
    expect(row.file_count).toBe(2)
    const detail = (await buyer.get('/api/Contract/GetDetail', { id: row.id })).body.Data
    expect(detail.files.map((f: any) => f.file_name)).toEqual(['冷却系统零部件年度采购框架合同.pdf', '技术协议附件.pdf'])
    const got = await download(t, buyer, `/api/Contract/DownloadAttachment?contract_id=${row.id}&file_id=${detail.files[0].file_id}`)
    expect(got.headers.get('content-type')).toBe('application/pdf')
    expect((await got.text()).startsWith('%PDF-1.4')).toBe(true)
  })

  it('exports contracts and keeps other roles out', async () => {
    const sheet = await downloadSheet(t.app, await login(t.app, 'buyer01'), '/api/Contract/Export')
    expect(sheet.rows[0]).toEqual(expect.arrayContaining(['合同编号', '合同名称', '供应商', '合同金额', '状态']))
    const wh = await loginAs(t.app, 'wh01')
    expect((await wh.post('/api/Contract/GetList', {})).status).toBe(403)
    expect((await wh.post('/api/Contract/Save', contract())).status).toBe(403)
  })

  it('saves a supplier user’s contracts for his own supplier only, whatever the body says', async () => {
    await t.db
      .insert(sysRoleFunction)
      .values({ role: 'supplier', functionId: 'contract_query', buttons: ['add', 'edit'] })
      .onConflictDoUpdate({ target: [sysRoleFunction.role, sysRoleFunction.functionId], set: { buttons: ['add', 'edit'] } })
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
