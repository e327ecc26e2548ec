// Owner scope behind the grants: sup1002 is GIVEN the screens (so the function check passes) and
// must still never reach sup1001's contracts, parts pictures, receipts or batches.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient, downloadSheet } from './helpers'
import { sysRoleFunction } from '../src/identity/role-schema'
import { pcContract } from '../src/areas/contract/schema'
import { CONTRACT_DOC } from '../src/areas/contract/contract-files'
import { docFile } from '../src/platform/schema'
import { confirmedOrder, shipBatch } from './procurement'

let t: TestApp
let sup1002: SignedInClient
let token1002: string
const own: { order: any; batch: any; receipt: any; contract: any } = {} as never
const ALL = ['add', 'edit', 'delete', 'export']

beforeAll(async () => {
  t = await createTestApp()
  const buyer = await loginAs(t.app, 'buyer01')
  const sup1001 = await loginAs(t.app, 'sup1001')
  own.order = await confirmedOrder(buyer, sup1001, t.db, [30, 20])
  own.batch = await shipBatch(sup1001, own.order, [10, 5])
  const wh = await loginAs(t.app, 'wh01')
  own.receipt = (await wh.post('/api/Receive/Save', { order_id: own.order.id, batch_id: own.batch.id, warehouse: '总装厂二号库', lines: [{ order_line_id: own.order.lines[0].id, qty: 5 }] })).body.Data
  ;[own.contract] = await t.db.select().from(pcContract).where(eq(pcContract.supplyid, 1001))
  const granted = ['contract_query', 'contract_detail', 'PcRcv_QueryProOfImgs', 'PcRcv_PcRcvList', 'order_supplySendRecord', 'MyAccount_MyPcRcv_query']
  await t.db.insert(sysRoleFunction).values(granted.map((functionId) => ({ role: 'supplier', functionId, buttons: ALL }))).onConflictDoUpdate({
    target: [sysRoleFunction.role, sysRoleFunction.functionId],
    set: { buttons: ALL },
  })
  token1002 = await login(t.app, 'sup1002')
  sup1002 = await loginAs(t.app, 'sup1002')
})
afterAll(() => t.close())

const NAME_1001 = '合肥精工'

describe('sup1002, granted the screens, on sup1001 records', () => {
  it('contracts: list, detail (with its files), export, save and delete', async () => {
    const list = await sup1002.post('/api/Contract/GetList', { rows: 500 })
    expect(list.status).toBe(200)
    expect(list.body.Data.rows.length).toBeGreaterThan(0)
    expect(list.body.Data.rows.every((r: any) => r.supplyid === 1002)).toBe(true)
    expect((await sup1002.post('/api/Contract/GetList', { supplyid: 1001 })).body.Data.total).toBe(0)
    const detail = await sup1002.get('/api/Contract/GetDetail', { id: own.contract.id })
    expect(detail.status).toBe(404)
    expect(JSON.stringify(detail.body)).not.toContain('.pdf')
    const filesOfOwn = () => t.db.select().from(docFile).where(and(eq(docFile.docType, CONTRACT_DOC), eq(docFile.docId, own.contract.id)))
    const links = await filesOfOwn()
    expect(links.length).toBeGreaterThan(0)
    const got = await t.app.request(`/api/Contract/DownloadAttachment?contract_id=${own.contract.id}&file_id=${links[0]!.fileId}`, { headers: { Authorization: `Bearer ${token1002}` } })
    expect(got.status).toBe(404)
    const sheet = await downloadSheet(t.app, token1002, '/api/Contract/Export', {})
    expect(sheet.status).toBe(200)
    expect(sheet.rows.length).toBeGreaterThan(1)
    expect(JSON.stringify(sheet.rows)).not.toContain(own.contract.contractNo)
    const save = await sup1002.post('/api/Contract/Save', {
      id: own.contract.id, contract_no: own.contract.contractNo, supplyid: 1002, title: 'x', amount: 1,
      sign_date: own.contract.signDate, valid_from: own.contract.validFrom, valid_to: own.contract.validTo, file_ids: [],
    })
    expect(save.status).toBe(404)
    expect((await sup1002.post('/api/Contract/Del', { id: own.contract.id })).status).toBe(404)
    const [after] = await t.db.select().from(pcContract).where(eq(pcContract.id, own.contract.id))
    expect(after).toMatchObject({ supplyid: 1001, title: own.contract.title })
    expect(await filesOfOwn()).toEqual(links)
  })

  it('parts pictures: only its own supplier’s parts', async () => {
    const res = await sup1002.post('/api/Receive/QueryProOfImgs', { rows: 500 })
    expect(res.status).toBe(200)
    expect(res.body.Data.rows.length).toBeGreaterThan(0)
    expect(JSON.stringify(res.body.Data)).not.toContain(NAME_1001)
    expect((await sup1002.post('/api/Receive/QueryProOfImgs', { searchKey: '气缸垫' })).body.Data.total).toBe(0)
    expect((await sup1002.post('/api/Receive/QueryProOfImgs', { searchKey: '活塞' })).body.Data.total).toBe(1)
  })

  it('receipts: list, detail and export', async () => {
    for (const filters of [{}, { supplyid: 1001 }, { order_no: own.order.order_no }]) {
      const res = await sup1002.post('/api/Receive/GetList', { rows: 500, ...filters })
      expect(res.status).toBe(200)
      expect(JSON.stringify(res.body.Data)).not.toContain(own.receipt.rcv_no)
    }
    const detail = await sup1002.get('/api/Receive/GetDetail', { id: own.receipt.id })
    expect(detail.status).toBe(404)
    const sheet = await downloadSheet(t.app, token1002, '/api/Receive/Export', {})
    expect(sheet.status).toBe(200)
    expect(JSON.stringify(sheet.rows)).not.toContain(own.receipt.rcv_no)
    expect((await sup1002.post('/api/Receive/GetInTotal', {})).status).toBe(403)
  })

  it('batches: list, detail, delivery note data and export', async () => {
    for (const path of ['/Order/SupplyBatch/GetList', '/Order/SupplyBatch/GetOverdueList']) {
      for (const filters of [{}, { supplyid: 1001 }, { batch_no: own.batch.batch_no }]) {
        const res = await sup1002.post(path, { rows: 500, ...filters })
        expect(res.status, path).toBe(200)
        expect(JSON.stringify(res.body.Data), path).not.toContain(own.batch.batch_no)
      }
    }
    const detail = await sup1002.get('/Order/SupplyBatch/GetDetail', { id: own.batch.id })
    expect(detail.status).toBe(404)
    expect(JSON.stringify(detail.body)).not.toContain(own.batch.public_key)
    for (const overdue of [true, false]) {
      const sheet = await downloadSheet(t.app, token1002, '/Order/SupplyBatch/Export', { overdue })
      expect(sheet.status).toBe(200)
      expect(JSON.stringify(sheet.rows)).not.toContain(own.batch.batch_no)
      expect(JSON.stringify(sheet.rows)).not.toContain(NAME_1001)
    }
  })
})
