// 订单评审 through HTTP: an order arrives for review, the technology department edits its BOM (diff
// against the standard, new price), both departments audit in parallel, a technical change touching
// one of its parts blocks SetReady until handled, a missing picture is uploaded, SetReady passes; the
// change's impact lists the order and the open purchase order lines. Refusals save nothing; grants
// and isolation hold.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { createTestApp, type TestApp } from '../../../test/helpers'
import { signIn, uploadFile, type UserClient } from '../../../test/clients'
import { pubMateriel } from '../../identity/partner-schema'
import { saOrder } from '../../business/vehicle-schema'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-review-'))
let t: TestApp
let tech: UserClient
let prod: UserClient
let admin: UserClient
let sup: UserClient
let cust: UserClient
let svc: UserClient
type Row = Record<string, any>

beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[tech, prod, admin, sup, cust, svc] = await Promise.all(['revtech01', 'revprod01', 'admin', 'sup1001', 'cust01', 'svc01'].map((u) => signIn(t, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const A = '/api/OrderAudit'
const mtr = async (code: string) => (await t.db.select({ id: pubMateriel.mtrId }).from(pubMateriel).where(eq(pubMateriel.mtrCode, code)))[0]!.id
const orderId = async (no: string) => Number((await t.db.select({ id: saOrder.id }).from(saOrder).where(eq(saOrder.order_no, no)))[0]!.id)

describe('订单评审 demo data', () => {
  it('lists orders in every review state, with audits, pictures and changes', async () => {
    const all = (await admin.post(`${A}/GetOrderListQuery`, { rows: 50 })).body.Data
    const states = new Set(all.rows.map((r: Row) => r.status))
    for (const s of ['待评审', '评审中', '已退回', '已就绪']) expect(states).toContain(s)
    const open = (await tech.post(`${A}/GetOrderList`, {})).body.Data
    expect(open.rows.every((r: Row) => r.status !== '已就绪')).toBe(true)
    const items = (await admin.post('/api/SaPictureItem/GetSaPictureItems', {})).body.Data
    expect(items.rows.map((r: Row) => r.status)).toContain('作废')
    const todoTech = (await tech.get(`${A}/GetUnHandNotince`, { kind: 'td' })).body.Data as Row[]
    const todoProd = (await prod.get(`${A}/GetUnHandNotince`, { kind: 'td' })).body.Data as Row[]
    expect(todoTech.length).toBe(0)
    expect(todoProd.length).toBeGreaterThan(0)
    expect(todoProd.every((r) => r.dept_name === '生产部' && r.age_days >= 0)).toBe(true)
    const tcProd = (await prod.get(`${A}/GetUnHandNotince`, { kind: 'tc' })).body.Data as Row[]
    expect(tcProd.length).toBeGreaterThan(0)
    // called as the spec lists it, without kind: the department's changes of both kinds
    const both = await prod.get(`${A}/GetUnHandNotince`)
    expect(both.status, JSON.stringify(both.body)).toBe(200)
    const key = (r: Row) => `${r.kind}:${r.id}`
    expect((both.body.Data as Row[]).map(key).sort()).toEqual([...tcProd, ...todoProd].map(key).sort())
    expect((both.body.Data as Row[]).every((r) => r.dept_name === '生产部')).toBe(true)
    expect((await prod.get(`${A}/GetUnHandOrderAduit`)).body.Data.length).toBeGreaterThan(0)
  })
})

describe('订单评审 flow', () => {
  let id: number
  let orderNo: string
  it('an order arrives for review: the standard BOM, one level per request', async () => {
    orderNo = 'SO202609004'
    id = await orderId(orderNo)
    const header = (await tech.get(`${A}/GetOrderHeader`, { order_id: id })).body.Data
    expect(header.status).toBe('待评审')
    const top = (await tech.get(`${A}/GetBomOfTree`, { order_id: id })).body.Data as Row[]
    expect(top.map((l) => l.mtr_name).sort()).toEqual(['动力总成', '底盘总成', '电气系统'].sort())
    expect(top.every((l) => l.has_children && l.mark === '')).toBe(true)
    const chassis = top.find((l) => l.mtr_name === '底盘总成')!
    const level2 = (await tech.get(`${A}/GetBomOfTree`, { order_id: id, parent_mtr_id: chassis.mtr_id })).body.Data as Row[]
    expect(level2.map((l) => l.mtr_name)).toContain('悬架系统')
  })

  let priceBefore: number
  it('technology changes its BOM: the diff and the new price show', async () => {
    priceBefore = (await tech.post(`${A}/GetBomPrice`, { order_id: id })).body.Data.total
    expect(priceBefore).toBeGreaterThan(0)
    const suspension = (await tech.get(`${A}/GetBomOfTree`, { order_id: id, parent_mtr_id: (await tech.get(`${A}/GetBomOfTree`, { order_id: id })).body.Data.find((l: Row) => l.mtr_name === '底盘总成').mtr_id })).body.Data.find((l: Row) => l.mtr_name === '悬架系统')
    const shock = await mtr('2905010-B01')
    const bearing = await mtr('3103020-B01')
    const gasket = await mtr('1003020-E02')
    // bad input saves nothing
    const bad = await tech.post(`${A}/SaveBom`, { order_id: id, parent_mtr_id: suspension.mtr_id, lines: [{ mtr_id: shock, qty: 0 }] })
    expect(bad.status).toBe(400)
    expect(bad.body.Msg).toBe('数量须大于0')
    const cycle = await tech.post(`${A}/SaveBom`, { order_id: id, parent_mtr_id: suspension.mtr_id, lines: [{ mtr_id: suspension.mtr_id, qty: 1 }] })
    expect(cycle.status).toBe(400)
    expect(cycle.body.Msg).toContain('不能是自身的下级')
    const dup = await tech.post(`${A}/SaveBom`, { order_id: id, parent_mtr_id: suspension.mtr_id, lines: [{ mtr_id: shock, qty: 1 }, { mtr_id: shock, qty: 2 }] })
    expect(dup.body.Msg).toContain('重复')
    // shock absorbers 4 → 6, bearings removed, a gasket added
    const saved = await tech.post(`${A}/SaveBom`, { order_id: id, parent_mtr_id: suspension.mtr_id, lines: [{ mtr_id: shock, qty: 6 }, { mtr_id: gasket, qty: 2 }] })
    expect(saved.body.Msg, JSON.stringify(saved.body)).toBe('保存成功')
    const marks = Object.fromEntries((saved.body.Data as Row[]).map((l) => [l.mtr_code, l.mark]))
    expect(marks).toEqual({ '2905010-B01': '变更', '3103020-B01': '删除', '1003020-E02': '新增' })
    const list = (await tech.get(`${A}/GetOrderBomList`, { order_id: id })).body.Data as Row[]
    expect(list.filter((l) => l.mark).length).toBe(3)
    const price = (await tech.post(`${A}/GetBomPrice`, { order_id: id })).body.Data
    expect(price.total).not.toBe(priceBefore)
    for (const l of price.lines) expect(l.flagged ? l.source === '无有效价格' : l.source.startsWith('价格审核')).toBe(true)
    expect((await tech.get(`${A}/GetOrderHeader`, { order_id: id })).body.Data.status).toBe('评审中')
  })

  it('departments audit in parallel; disagreeing returns the order with the reason', async () => {
    const noReason = await prod.post(`${A}/SaveSaOrderAuditrst`, { order_id: id, result: '不同意' })
    expect(noReason.status).toBe(400)
    expect(noReason.body.Msg).toBe('不同意时请填写评审意见')
    const no = await prod.post(`${A}/SaveSaOrderAuditrst`, { order_id: id, result: '不同意', opinion: '货箱图片未提供' })
    expect(no.status).toBe(200)
    const back = (await prod.get(`${A}/GetOrderHeader`, { order_id: id })).body.Data
    expect(back).toMatchObject({ status: '已退回', reason: '货箱图片未提供' })
    const agreed = await tech.post(`${A}/SaveSaOrderAuditrst`, { order_id: id, result: '同意', opinion: 'BOM已调整' })
    expect(agreed.status).toBe(200)
    // a reviewer sees his department's audit only
    const mine = (await tech.get(`${A}/GetSaOrderAuditrst`, { order_id: id })).body.Data as Row[]
    expect(mine.map((a) => a.dept_name)).toEqual(['技术部'])
    expect(mine[0]).toMatchObject({ result: '同意', user_name: '冯建军' })
    expect((await admin.get(`${A}/GetSaOrderAuditrst`, { order_id: id })).body.Data.length).toBe(2)
    const bad = await tech.post(`${A}/SaveSaOrderAuditrst`, { order_id: id, result: '也许' })
    expect(bad.status).toBe(400)
    // a reviewer cannot speak for another department: refused, neither department's audit changed
    const before = (await admin.get(`${A}/GetSaOrderAuditrst`, { order_id: id })).body.Data as Row[]
    const techDept = before.find((a) => a.dept_name === '技术部')!.dept_id
    const forOther = await prod.post(`${A}/SaveSaOrderAuditrst`, { order_id: id, result: '不同意', opinion: '代技术部填写', dept_id: techDept })
    expect([forOther.status, forOther.body.Msg]).toEqual([403, '只能填写本部门的评审意见'])
    expect((await admin.get(`${A}/GetSaOrderAuditrst`, { order_id: id })).body.Data).toEqual(before)
    expect(before.find((a) => a.dept_name === '技术部')).toMatchObject({ result: '同意', opinion: 'BOM已调整' })
    expect(before.find((a) => a.dept_name === '生产部')).toMatchObject({ result: '不同意', opinion: '货箱图片未提供' })
  })

  let changeId: number
  it('a technical change touching one of its parts is issued: SetReady is refused naming it', async () => {
    const gasket = await mtr('1003020-E02')
    const saved = await tech.post('/api/SaTdeal/Save', { title: '气缸垫材料变更', models: 'WJ3250 自卸车', effective_date: '2099-01-01', depts: '技术部', lines: [{ mtr_id: gasket, change_desc: '改为多层钢' }] })
    expect(saved.body.Msg, JSON.stringify(saved.body)).toBe('保存成功')
    changeId = saved.body.Data.id
    const badDept = await tech.post('/api/SaTdeal/Save', { title: 'x', effective_date: '2099-01-01', depts: '不存在部', lines: [{ mtr_id: gasket }] })
    expect(badDept.status).toBe(400)
    expect(badDept.body.Msg).toBe('部门不存在部不存在')
    expect((await tech.post('/api/SaTdeal/Issue', { id: changeId })).status).toBe(200)
    const changeNo = (await tech.get('/api/SaTdeal/GetDetail', { id: changeId })).body.Data.header.change_no
    const ofOrder = (await tech.get(`${A}/GetSaOrderTdealList`, { order_id: id })).body.Data as Row[]
    expect(ofOrder.find((c) => c.id === changeId)).toMatchObject({ unhandled: '技术部', parts: '1003020-E02' })
    const refused = await admin.post(`${A}/SetReady`, { order_id: id })
    expect(refused.status).toBe(409)
    expect(refused.body.Msg).toContain(`变更${changeNo}尚未处理（技术部）`)
    expect(refused.body.Msg).toContain('生产部尚未同意')
    expect(refused.body.Msg).toContain('缺少图片“货箱内部”')
    // the impact: this order and the open purchase order lines of the part
    const impact = (await tech.get('/api/SaChange/GetImpact', { kind: 'td', id: changeId })).body.Data
    expect(impact.orders.map((o: Row) => o.order_no)).toContain(orderNo)
    expect([...impact.before, ...impact.after].every((l: Row) => l.mtr_code === '1003020-E02')).toBe(true)
    expect(impact.before.length).toBeGreaterThan(0)
  })

  it('the department handles the change: it leaves the to-do', async () => {
    const todo = async () => ((await tech.get(`${A}/GetUnHandNotince`, { kind: 'td' })).body.Data as Row[]).map((r) => r.id)
    expect(await todo()).toContain(changeId)
    const other = await prod.post('/api/SaChange/Handle', { kind: 'td', id: changeId })
    expect(other.status).toBe(403)
    expect(other.body.Msg).toBe('该变更不需要您的部门处理')
    expect((await tech.post('/api/SaChange/Handle', { kind: 'td', id: changeId, opinion: '已确认' })).status).toBe(200)
    expect(await todo()).not.toContain(changeId)
    expect((await tech.post('/api/SaChange/Handle', { kind: 'td', id: changeId })).status).toBe(409)
  })

  it('production agrees after the missing picture is uploaded; SetReady passes', async () => {
    const pics = (await prod.get(`${A}/GetPictureByOrderNo`, { order_no: orderNo })).body.Data as Row[]
    const missing = pics.filter((p) => !p.present)
    expect(missing.map((p) => p.item_name)).toContain('货箱内部')
    for (const p of missing) {
      const [file] = await uploadFile(t, prod, 'document', `${p.item_name}.png`, 'png')
      const saved = await prod.post(`${A}/SavePicture`, { order_id: id, item_id: p.item_id, file_ids: [file!.id] })
      expect(saved.body.Msg, JSON.stringify(saved.body)).toBe('上传成功')
    }
    expect(((await prod.get(`${A}/GetPictureByOrderNo`, { order_no: orderNo })).body.Data as Row[]).every((p) => p.present)).toBe(true)
    expect((await prod.post(`${A}/SaveSaOrderAuditrst`, { order_id: id, result: '同意', opinion: '已排产' })).status).toBe(200)
    expect((await prod.get(`${A}/GetOrderHeader`, { order_id: id })).body.Data.status).toBe('评审中')
    // production still has the demo's pending changes touching this BOM
    for (const kind of ['tc', 'td']) {
      for (const ch of (await prod.get(`${A}/GetUnHandNotince`, { kind })).body.Data as Row[]) await prod.post('/api/SaChange/Handle', { kind, id: ch.id })
    }
    const ready = await prod.post(`${A}/SetReady`, { order_id: id })
    expect(ready.body.Msg, JSON.stringify(ready.body)).toBe('订单已就绪')
    expect(ready.body.Data.status).toBe('已就绪')
    const locked = await tech.post(`${A}/SaveBom`, { order_id: id, parent_mtr_id: 0, lines: [] })
    expect(locked.status).toBe(409)
  })

  it('a new change touching the ready order reopens the audits of the departments it concerns', async () => {
    const shock = await mtr('2905010-B01')
    const saved = await tech.post('/api/SaTcnotice/Save', { title: '减震器供应商切换', effective_date: '2099-02-01', depts: '生产部', lines: [{ mtr_id: shock }] })
    await tech.post('/api/SaTcnotice/Issue', { id: saved.body.Data.id })
    const header = (await admin.get(`${A}/GetOrderHeader`, { order_id: id })).body.Data
    expect(header.status).toBe('评审中')
    const rows = (await admin.get(`${A}/GetSaOrderAuditrst`, { order_id: id })).body.Data as Row[]
    expect(rows.find((a) => a.dept_name === '生产部')!.result).toBeNull()
    expect(rows.find((a) => a.dept_name === '技术部')!.result).toBe('同意')
  })
})

describe('订单评审 grants and isolation', () => {
  it('suppliers, customers and staff without the function are refused', async () => {
    for (const client of [sup, cust, svc]) {
      expect((await client.post(`${A}/GetOrderList`, {})).status).toBe(403)
      expect((await client.get(`${A}/GetUnHandNotince`, { kind: 'tc' })).status).toBe(403)
      expect((await client.post('/api/SaPictureItem/GetSaPictureItems', {})).status).toBe(403)
      expect((await client.post(`${A}/SetReady`, { order_id: 1 })).status).toBe(403)
    }
  })

  it('bad input answers a Chinese message, never a 500', async () => {
    expect((await tech.get(`${A}/GetBomOfTree`, { order_id: 'x' })).body.Msg).toBe('请选择订单')
    expect((await tech.get(`${A}/GetOrderHeader`, { order_id: 999999 })).status).toBe(404)
    expect((await tech.get(`${A}/GetUnHandNotince`, { kind: 'xx' })).status).toBe(400)
    expect((await tech.post(`${A}/GetBomPrice`, { order_id: 1, on: '2026-13' })).body.Msg).toBe('日期格式错误')
    expect((await admin.post(`${A}/DelBatch`, { ids: [] })).status).toBe(400)
    expect((await tech.post(`${A}/DelBatch`, { ids: [1] })).status).toBe(403)
  })

  it('picture items: saved, duplicate refused, retired by SwitchCancel', async () => {
    const saved = await tech.post('/api/SaPictureItem/SaveItem', { item_name: '底盘号拓印', model: 'WJ1180 载货汽车' })
    expect(saved.body.Msg).toBe('保存成功')
    expect((await tech.post('/api/SaPictureItem/SaveItem', { item_name: '底盘号拓印', model: 'WJ1180 载货汽车' })).status).toBe(409)
    expect((await tech.post('/api/SaPictureItem/SaveItem', { item_name: '' })).body.Msg).toBe('请输入图片项目名称')
    const off = await tech.post('/api/SaPictureItem/SwitchCancel', { id: saved.body.Data.id })
    expect(off.body.Data.status).toBe('作废')
    const pics = (await tech.get(`${A}/GetPictureByOrderNo`, { order_no: 'SO202605002' })).body.Data as Row[]
    expect(pics.map((p) => p.item_name)).not.toContain('底盘号拓印')
  })
})
