// 包装规格 (PackageSpec) through HTTP: a supplier submits for his own parts only, with the photos
// the package type requires; a change is the next version compared field by field with the approved
// one; staff approve (never their own submission) or return with a reason; the approved pack
// quantity reaches receiving through the platform's shared record.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { PACKAGE_MESSAGES } from '@scm/core/catalogue'
import { createTestApp, login, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-pkg-'))
let t: TestApp
let buyer: SignedInClient
let sup1: SignedInClient
let sup2: SignedInClient
let wh: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[buyer, sup1, sup2, wh] = await Promise.all(['buyer01', 'sup1001', 'sup1002', 'wh01'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const base = '/api/PackageSpec'
const rows = async (db: TestApp['db'], q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: Record<string, unknown>[] }).rows
const mtrId = async (code: string) => Number((await rows(t.db, sql`select mtr_id from pub_materiel where mtr_code = ${code}`))[0]!.mtr_id)

async function upload(usercode: string): Promise<number> {
  const token = await login(t.app, usercode)
  const form = new FormData()
  form.append('category', 'document')
  form.append('file', new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], '包装照片.png', { type: 'image/png' }))
  const up = await (await t.app.request('/File/File/UploadFiles', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).json()
  return up.Data[0].id as number
}

describe('包装规格', () => {
  it('demo: approved, superseded-to-be, pending and returned specifications; suppliers see their own', async () => {
    const all = (await buyer.post(`${base}/GetList`, { rows: 100 })).body.Data.rows as { status: string; supplyid: number }[]
    for (const s of ['已批准', '待审核', '已退回', '草稿']) expect(all.map((r) => r.status)).toContain(s)
    const mine = (await sup1.post(`${base}/GetList`, { rows: 100 })).body.Data.rows as { supplyid: number }[]
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((r) => r.supplyid === 1001)).toBe(true)
    const others = all.filter((r) => r.supplyid !== 1001) as unknown as { id: number }[]
    expect((await sup1.get(`${base}/GetDetail`, { id: others[0]!.id })).status).toBe(404)
    expect((await sup1.get(`${base}/Compare`, { id: others[0]!.id })).status).toBe(404)
  })

  it('refuses a part he does not supply, a net weight over the gross, and a submission without its photos', async () => {
    const notHis = await sup1.post(`${base}/Save`, { mtr_id: await mtrId('1005011-E02'), package_type: '纸箱', qty_per_package: 10, gross_weight: 10, net_weight: 9 })
    expect(notHis.status).toBe(400)
    expect(notHis.body.Msg).toBe(PACKAGE_MESSAGES.notHisPart)
    const heavy = await sup1.post(`${base}/Save`, { mtr_id: await mtrId('1301010-A01'), package_type: '木箱', qty_per_package: 2, gross_weight: 10, net_weight: 12 })
    expect(heavy.status).toBe(400)
    const ok = await sup1.post(`${base}/Save`, { mtr_id: await mtrId('1301010-A01'), package_type: '木箱', qty_per_package: 2, gross_weight: 90, net_weight: 80 })
    expect(ok.status).toBe(200)
    const id = ok.body.Data.id as number
    const bare = await sup1.post(`${base}/Submit`, { id })
    expect(bare.status).toBe(400)
    expect(bare.body.Msg).toBe(PACKAGE_MESSAGES.photos('木箱', 2))
    // a second open version of the same part is refused
    const again = await sup1.post(`${base}/Save`, { mtr_id: await mtrId('1301010-A01'), package_type: '纸箱', qty_per_package: 2, gross_weight: 9, net_weight: 8 })
    expect(again.status).toBe(409)
    expect(again.body.Msg).toBe(PACKAGE_MESSAGES.open)
  })

  it('a change is the next version, compared field by field; approved, it reaches receiving', async () => {
    const m = await mtrId('1003020-E02')
    const list = (await sup1.post(`${base}/GetList`, { rows: 100, filters: { mtr_id: { op: 'eq', value: m }, status: { op: 'eq', value: '已批准' } } })).body.Data.rows as { id: number; version: number; qty_per_package: number }[]
    expect(list).toHaveLength(1)
    const approved = list[0]!
    const revised = await sup1.post(`${base}/Revise`, { id: approved.id })
    expect(revised.status).toBe(200)
    const id = revised.body.Data.id as number
    const draft = (await sup1.get(`${base}/GetDetail`, { id })).body.Data.header
    expect(draft.version).toBe(approved.version + 1)
    expect((await sup1.post(`${base}/Save`, { ...draft, id, qty_per_package: 60, gross_weight: 19.8, net_weight: 18 })).status).toBe(200)
    expect((await sup1.post(`${base}/Attach`, { id, file_ids: [await upload('sup1001')] })).status).toBe(200)
    expect((await sup1.post(`${base}/Submit`, { id })).status).toBe(200)

    const cmp = (await buyer.get(`${base}/Compare`, { id })).body.Data
    expect(cmp.approved.id).toBe(approved.id)
    const changed = cmp.fields.filter((f: { changed: boolean }) => f.changed).map((f: { field: string }) => f.field)
    expect(changed.sort()).toEqual(['gross_weight', 'net_weight', 'qty_per_package'])
    expect(cmp.fields.find((f: { field: string }) => f.field === 'qty_per_package')).toMatchObject({ label: '每包装数量', approved: 50, value: 60 })

    // the supplier does not approve; a return needs a reason
    expect((await sup1.post(`${base}/Approve`, { id })).status).toBe(403)
    expect((await buyer.post(`${base}/Return`, { id })).status).toBe(400)
    expect((await buyer.post(`${base}/Approve`, { id })).status).toBe(200)
    const old = (await buyer.get(`${base}/GetDetail`, { id: approved.id })).body.Data.header
    expect(old.status).toBe('已替代')

    // receiving: the open order of 气缸垫 from 1001 shows the new pack quantity
    const [order] = await rows(t.db, sql`select o.id from purchase_order o join purchase_order_line l on l.order_id = o.id where o.supplyid = 1001 and l.mtr_id = ${m} and o.status in ('已确认', '交货中') order by o.id limit 1`)
    const lines = (await wh.get('/api/Receive/GetReceivable', { order_id: Number(order!.id) })).body.Data.lines as { mtr_id: number; pack_qty: number | null }[]
    expect(lines.find((l) => l.mtr_id === m)!.pack_qty).toBe(60)
    // receiving without an order reads the same pack quantity; a part without an approved spec has none
    const other = await mtrId('1109010-E02')
    const packs = await wh.get('/api/Receive/GetPackQuantities', { supplyid: 1001, mtr_ids: `${m},${other}` })
    expect(packs.body.Data).toEqual({ [m]: 60 })
    const bad = await wh.get('/api/Receive/GetPackQuantities', { supplyid: 1001, mtr_ids: 'x' })
    expect([bad.status, bad.body.Msg]).toEqual([400, '物料不正确'])
    expect((await buyer.get('/api/Receive/GetPackQuantities', { supplyid: 1001, mtr_ids: String(m) })).status).toBe(403)
  })

  it('staff never approve their own submission; warehouse reads but does not write', async () => {
    expect((await wh.post(`${base}/GetList`, {})).status).toBe(200)
    expect((await wh.get(`${base}/Compare`, { id: 1 })).status).toBe(200)
    expect((await wh.post(`${base}/Save`, { supplyid: 1005, mtr_id: await mtrId('1109010-E02'), package_type: '纸箱', qty_per_package: 1, gross_weight: 1, net_weight: 1 })).status).toBe(403)
    // a spec staff entered for a supplier: whoever created it cannot approve it
    const m = await mtrId('1109010-E02')
    const saved = await buyer.post(`${base}/Save`, { supplyid: 1005, mtr_id: m, package_type: '纸箱', qty_per_package: 100, gross_weight: 12, net_weight: 10 })
    expect(saved.status).toBe(200)
    const id = saved.body.Data.id as number
    await t.db.execute(sql`update pc_package_spec set status = '待审核' where id = ${id}`)
    const own = await buyer.post(`${base}/Approve`, { id })
    expect(own.status).toBe(403)
    expect(own.body.Msg).toBe(PACKAGE_MESSAGES.ownSubmission)
    void sup2
  })
})
