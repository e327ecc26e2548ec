// 来料检验单 (QulInspection) and 判定处理单 (QulHandling) through HTTP: the ISO 2859-1 plan of a
// lot, line checks, judging with and without the rule, partial lots, the flow back to the receipt,
// the order line and /PcRcv/intotal, handling and its flow back, raising a claim, and who sees and
// does what. Switching to tightened inspection and stopping: inspection-switching.test.ts.
import { describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { HANDLING_MESSAGES, INSPECTION_MESSAGES } from '@scm/core/quality'
import { downloadSheet } from '../../../test/helpers'
import { pubMateriel } from '../../identity/partner-schema'
import { qulLedger } from './ledger-schema'
import { H, I, inspectionApp } from './inspection-testing'

const { t, sup, sup2, wh, qe, cust, order, checkType, defectCode, receive, create, detail, enter, orderLine, receiptLine, inTotal, rejectLot } = await inspectionApp()

describe('来料检验', () => {
  it('demo data: inspections in every status, an override, handlings of each disposition, months of ledger, open tasks', async () => {
    const rows = (await qe.post(`${I}/GetList`, { rows: 500 })).body.Data.rows as any[]
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['检验中', '合格', '不合格', '已处理', '已作废']))
    const overridden = await Promise.all(rows.filter((r) => r.verdict).map((r) => detail(r.id)))
    expect(overridden.some((d) => d.header.override_reason && d.header.verdict !== d.header.rule_verdict)).toBe(true)
    const lines = (await qe.post(`${H}/GetLines`, { rows: 500 })).body.Data.rows as any[]
    expect(new Set(lines.filter((l) => l.status === '已完成').map((l) => l.disposition))).toEqual(new Set(['退货', '让步接收', '返工', '报废']))
    expect(lines.some((l) => l.status === '处理中')).toBe(true)
    const months = await t.db.selectDistinct({ m: qulLedger.event_date }).from(qulLedger)
    expect(new Set(months.map((m) => String(m.m).slice(0, 7))).size).toBeGreaterThanOrEqual(6)
    const tasks = (await qe.post(`${I}/GetTasks`, { rows: 500 })).body.Data.rows as any[]
    expect(tasks.some((r) => r.has_standard && r.inspected_qty > 0)).toBe(true)
    expect(tasks.some((r) => !r.has_standard)).toBe(true)
  })

  let receipt: Awaited<ReturnType<typeof receive>>
  let inspId: number

  it('a receipt line waiting for inspection is a task, seen by its supplier only', async () => {
    receipt = await receive(0, 500)
    expect(receipt.status).toBe('待检验')
    const tasks = (await qe.post(`${I}/GetTasks`, { rows: 500 })).body.Data
    expect(tasks.rows.find((r: any) => r.id === receipt.lines[0]!.id)).toMatchObject({ rcv_no: receipt.rcv_no, mtr_code: '1003020-E02', qty: 500, remaining_qty: 500, has_standard: true })
    expect((await sup.post(`${I}/GetTasks`, { rows: 500 })).body.Data.rows.some((r: any) => r.id === receipt.lines[0]!.id)).toBe(true)
    const other = (await sup2.post(`${I}/GetTasks`, { rows: 500 })).body.Data.rows
    expect(other.every((r: any) => r.supplyid === 1002)).toBe(true)
    expect((await cust.post(`${I}/GetTasks`, {})).status).toBe(403)
  })

  it('plans a lot of 500 at level II, AQL 1.0: n 50, Ac 1, Re 2, with the standard items', async () => {
    expect((await create(receipt.lines[0]!.id, 501)).body.Msg).toBe(`${INSPECTION_MESSAGES.overLot}（未检验 500）`)
    expect((await create(receipt.lines[0]!.id, 12.5)).body.Msg).toBe(INSPECTION_MESSAGES.lotInteger)
    const res = await create(receipt.lines[0]!.id, 500)
    expect(res.status).toBe(200)
    inspId = res.body.Data.id
    expect(res.body.Data).toMatchObject({ status: '检验中', lot_qty: 500, code_letter: 'H', sample_size: 50, ac: 1, re: 2, severity: '正常检验', inspection_level: 'II', aql: '1.0', supplyid: 1001, rcv_no: receipt.rcv_no, rule_verdict: '合格' })
    expect(res.body.Data.insp_no).toMatch(/^JY\d{12}$/)
    expect(res.body.Data.standard_version).toBeGreaterThanOrEqual(1)
    const d = await detail(inspId)
    expect(d.lines.map((l: any) => l.item_name)).toEqual(['厚度', '缸孔直径', '外观'])
    expect(d.lines[0]).toMatchObject({ lower_limit: 1.15, upper_limit: 1.25, unit: 'mm', key_item: true })
    // the whole line is taken: no task left
    expect((await qe.post(`${I}/GetTasks`, { rows: 500 })).body.Data.rows.some((r: any) => r.id === receipt.lines[0]!.id)).toBe(false)
  })

  it('refuses a measured value outside its limits without a nonconforming count, keeps the limits', async () => {
    const bad = await enter(inspId, { 0: { measured: 1.3 } })
    expect(bad.status).toBe(400)
    expect(bad.body.Msg).toBe(`第1行：${INSPECTION_MESSAGES.outOfLimits}`)
    expect((await enter(inspId, {}, [{ nonconforming: 1 }])).body.Msg).toBe(`第4行：${INSPECTION_MESSAGES.defectCode}`)
    expect((await enter(inspId, {}, [{ defect_code: 'NOPE', nonconforming: 1 }])).body.Msg).toBe(`第4行：${INSPECTION_MESSAGES.unknownDefect}`)
    const d = await detail(inspId)
    expect(d.lines.every((l: any) => l.measured === null)).toBe(true)
    // limits come from the standard, whatever the form sends
    const tampered = await qe.post(`${I}/Save`, { ...d.header, lines: d.lines.map((l: any, i: number) => ({ ...l, upper_limit: 9, measured: i === 0 ? 1.3 : null })) })
    expect(tampered.body.Msg).toBe(`第1行：${INSPECTION_MESSAGES.outOfLimits}`)
    const dropped = await qe.post(`${I}/Save`, { ...d.header, lines: d.lines.slice(1) })
    expect(dropped.body.Msg).toBe(INSPECTION_MESSAGES.itemsKept)
  })

  it('3 nonconforming → rule 不合格; the other verdict needs a reason; the supplier cannot judge; of two judges one wins', async () => {
    const saved = await enter(inspId, { 0: { measured: 1.3, nonconforming: 2, defect_code: defectCode } }, [{ defect_code: defectCode, nonconforming: 1 }])
    expect(saved.status).toBe(200)
    expect(saved.body.Data).toMatchObject({ defect_total: 3, rule_verdict: '不合格' })
    const accept = await qe.post(`${I}/Accept`, { id: inspId })
    expect(accept.status).toBe(400)
    expect(accept.body.Msg).toBe(INSPECTION_MESSAGES.overrideReason)
    expect((await sup.post(`${I}/Reject`, { id: inspId })).status).toBe(403)
    const raced = await Promise.all([qe.post(`${I}/Reject`, { id: inspId }), qe.post(`${I}/Accept`, { id: inspId, reason: '偏差经技术评审可接受' })])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409])
    const d = await detail(inspId)
    const rejected = d.header.status === '不合格'
    expect(d.header).toMatchObject(rejected ? { verdict: '不合格', override_reason: '', accepted_qty: 0, rejected_qty: 500 } : { verdict: '合格', override_reason: '偏差经技术评审可接受', accepted_qty: 500, rejected_qty: 0 })
    expect(d.header.inspector).toBe('陈晓雯')
    expect(d.header.inspected_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    // the receipt line is inspected, the receipt in stock (its history says by whom)
    const r = await receiptLine(receipt.id)
    expect(r.status).toBe('已入库')
    expect(r.lines[0]).toMatchObject({ check_status: '已检', qualified_qty: rejected ? 0 : 500, rejected_qty: rejected ? 500 : 0 })
    expect(r.history.at(-1)).toMatchObject({ action: '入库', from_status: '待检验', to_status: '已入库', side: 'quality' })
    expect((await orderLine(0)).qualified_qty).toBe(rejected ? 0 : 500)
    const [event] = await t.db.select().from(qulLedger).where(and(eq(qulLedger.doc_id, inspId), eq(qulLedger.kind, '检验')))
    expect(event).toMatchObject({ verdict: d.header.verdict, lot_qty: 500, sample_size: 50, defect_qty: 3, defect_code: defectCode })
    if (!rejected) {
      // make the story of the issue hold: judge a second lot of the same material 不合格 by the rule
      inspId = await rejectLot(0, 100)
    }
  })

  it('handling: the lines must add up; completing flows back and moves the inspection to 已处理', async () => {
    const lot = await rejectLot(1, 40, 60)
    const rejected = (await detail(lot)).header.rejected_qty as number
    expect(rejected).toBe(40)
    const lines = [
      { disposition: '让步接收', qty: 10, reason: '外观轻微划伤，不影响装配' },
      { disposition: '返工', qty: 10, reason: '供应商驻厂返修' },
      { disposition: '退货', qty: 15, reason: '尺寸超差' },
      { disposition: '报废', qty: 4, reason: '变形无法修复' },
    ]
    const short = await qe.post(`${H}/Save`, { insp_id: lot, lines })
    expect(short.status).toBe(400)
    expect(short.body.Msg).toBe(HANDLING_MESSAGES.sum(39, 40))
    expect((await qe.post(`${H}/GetList`, { filters: { insp_no: { op: 'contains', value: (await detail(lot)).header.insp_no } } })).body.Data.total).toBe(0)
    lines[3]!.qty = 5
    const saved = await qe.post(`${H}/Save`, { insp_id: lot, lines })
    expect(saved.status).toBe(200)
    expect(saved.body.Data).toMatchObject({ status: '处理中', rejected_qty: 40, total_qty: 40, supplyid: 1001, mtr_code: '1307010-E02' })
    expect((await qe.post(`${H}/Save`, { insp_id: lot, lines })).body.Msg).toBe(HANDLING_MESSAGES.exists)
    const before = await inTotal('1307010-E02')
    expect((await sup.post(`${H}/Complete`, { id: saved.body.Data.id })).status).toBe(403)
    expect((await qe.post(`${H}/Complete`, { id: saved.body.Data.id })).status).toBe(200)
    expect((await detail(lot)).header.status).toBe('已处理')
    const receiptId = (await detail(lot)).header.receipt_id
    const r = await receiptLine(receiptId)
    // 60 accepted before + 10 concession + 10 rework; 15 go back to the supplier
    expect(r.lines[0]).toMatchObject({ check_status: '已检', qualified_qty: 80, rejected_qty: 20, returned_qty: 15 })
    // the supplier sees the quantity to take back on his receipt
    expect((await sup.get('/api/Receive/GetDetail', { id: receiptId })).body.Data.lines[0].returned_qty).toBe(15)
    expect(r.status).toBe('已入库')
    expect((await orderLine(1)).qualified_qty).toBe(80)
    expect((await inTotal('1307010-E02')) - before).toBe(20)
    const events = await t.db.select().from(qulLedger).where(and(eq(qulLedger.doc_id, saved.body.Data.id), eq(qulLedger.kind, '处理')))
    expect(events.map((e) => [e.disposition, Number(e.rejected_qty)])).toEqual(lines.map((l) => [l.disposition, l.qty]))
    // 判定处理明细: the lines, owner-scoped
    const dtl = (await qe.post(`${H}/GetLines`, { searchKey: saved.body.Data.handle_no })).body.Data
    expect(dtl.rows.map((x: any) => x.disposition)).toEqual(['让步接收', '返工', '退货', '报废'])
    expect(dtl.summary.qty).toBe(40)
    const sheet = (await downloadSheet(t.app, qe.token, `${H}/ExportLines`, { searchKey: saved.body.Data.handle_no })).rows
    expect(sheet[0]!.slice(0, 4)).toEqual(['处理单号', '状态', '处理方式', '数量'])
    expect(sheet.slice(1).map((r) => r[2])).toEqual(['让步接收', '返工', '退货', '报废'])
    expect((await qe.post(`${H}/GetLines`, { disposition: '丢弃' })).body.Msg).toBe('处理方式不正确')
    expect((await sup.post(`${H}/GetLines`, { searchKey: saved.body.Data.handle_no })).body.Data.total).toBe(4)
    expect((await sup2.post(`${H}/GetLines`, { searchKey: saved.body.Data.handle_no })).body.Data.total).toBe(0)
    expect((await sup.post(`${H}/GetList`, { rows: 100 })).body.Data.rows.every((x: any) => x.supplyid === 1001)).toBe(true)
    expect((await sup2.get(`${H}/GetDetail`, { id: saved.body.Data.id })).status).toBe(404)
    expect((await cust.post(`${H}/GetList`, {})).status).toBe(403)
  })

  it('partial lots: what is received after an accepted lot flows to the order line and the warehousing statistics', async () => {
    // (made by rejectLot above: a lot of 60 accepted by the rule, then 40 rejected)
    const rows = (await qe.post(`${I}/GetList`, { rows: 100, filters: { mtr_code: { op: 'contains', value: '1307010-E02' } } })).body.Data.rows
    const mine = rows.filter((r: any) => r.rcv_no === rows[0].rcv_no)
    expect(mine.map((r: any) => r.lot_qty).sort()).toEqual([40, 60])
  })

  it('raises a claim from a rejected lot at the order line price', async () => {
    expect((await sup.post(`${I}/RaiseClaim`, { id: inspId })).status).toBe(403)
    const res = await qe.post(`${I}/RaiseClaim`, { id: inspId })
    expect(res.status).toBe(200)
    const claim = (await qe.get('/api/QulClaim/GetDetail', { id: res.body.Data.id })).body.Data
    const d = await detail(inspId)
    const price = Number(order.lines[0].unit_price)
    expect(claim.header).toMatchObject({ status: '草稿', source: '来料检验', supplyid: 1001, total_qty: d.header.rejected_qty })
    expect(claim.header.reason).toContain(d.header.insp_no)
    expect(claim.lines[0]).toMatchObject({ mtr_code: '1003020-E02', qty: d.header.rejected_qty, amount: Math.round(d.header.rejected_qty * price * 100) / 100 })
    // a second click (or a colleague) finds the claim already raised, and no second claim is made
    const claimsOf = async () => (await qe.post('/api/QulClaim/GetList', { rows: 50, filters: { source_no: { op: 'contains', value: d.header.insp_no } } })).body.Data.total
    // (issue 22 item 11: the existing draft is answered, so the screen opens it)
    const again = await qe.post(`${I}/RaiseClaim`, { id: inspId })
    expect(again.status).toBe(200)
    expect(again.body.Msg).toBe(INSPECTION_MESSAGES.claimed.replace('{no}', claim.header.claim_no))
    expect(again.body.Data).toEqual({ id: res.body.Data.id, existing: true })
    expect(await claimsOf()).toBe(1)
    // once that claim is withdrawn (已作废), a new one may be raised
    expect((await qe.post('/api/QulClaim/Publish', { id: res.body.Data.id })).status).toBe(200)
    expect((await qe.post('/api/QulClaim/Withdraw', { id: res.body.Data.id, reason: '金额有误，重新发起' })).status).toBe(200)
    const raisedAgain = await qe.post(`${I}/RaiseClaim`, { id: inspId })
    expect(raisedAgain.status).toBe(200)
    expect(await claimsOf()).toBe(2)
    const open = await create((await receive(0, 10)).lines[0]!.id, 10)
    expect((await qe.post(`${I}/RaiseClaim`, { id: open.body.Data.id })).body.Msg).toBe(INSPECTION_MESSAGES.noClaim)
    expect((await qe.post(`${I}/Void`, { id: open.body.Data.id })).status).toBe(400)
    expect((await qe.post(`${I}/Void`, { id: open.body.Data.id, reason: '录入错误' })).status).toBe(200)
  })

  it('a material without an approved standard is refused clearly; an exempt material makes no task', async () => {
    const radiator = await receive(2, 5)
    expect((await create(radiator.lines[0]!.id, 5)).body.Msg).toBe(INSPECTION_MESSAGES.noStandard)
    await t.db.update(pubMateriel).set({ inspectionExempt: true }).where(eq(pubMateriel.mtrCode, '1301010-A01'))
    const exempt = await receive(2, 5)
    expect(exempt.lines[0]!.check_status).toBe('免检')
    expect((await create(exempt.lines[0]!.id, 5)).body.Msg).toBe(INSPECTION_MESSAGES.notPending)
    await t.db.update(pubMateriel).set({ inspectionExempt: false }).where(eq(pubMateriel.mtrCode, '1301010-A01'))
  })

  it('two inspectors taking the rest of one line at once: one lot is planned, the other refused', async () => {
    const r = await receive(1, 20)
    const both = await Promise.all([create(r.lines[0]!.id, 20), create(r.lines[0]!.id, 20)])
    expect(both.map((x) => x.status).sort()).toEqual([200, 400])
    expect(both.find((x) => x.status === 400)!.body.Msg).toBe(`${INSPECTION_MESSAGES.overLot}（未检验 0）`)
  })

  it('suppliers see their own judged inspections only, read-only; customers none', async () => {
    const mine = (await sup.post(`${I}/GetList`, { rows: 500 })).body.Data.rows
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((r: any) => r.supplyid === 1001 && !['检验中', '已作废'].includes(r.status))).toBe(true)
    expect((await sup2.post(`${I}/GetList`, { rows: 500 })).body.Data.rows.some((r: any) => r.supplyid === 1001)).toBe(false)
    expect((await sup2.get(`${I}/GetDetail`, { id: inspId })).status).toBe(404)
    const own = await sup.get(`${I}/GetDetail`, { id: inspId })
    expect(own.status).toBe(200)
    expect(own.body.Data.actions).toEqual([])
    expect((await sup.post(`${I}/Save`, { receipt_line_id: 1, lot_qty: 1, check_type_id: checkType })).status).toBe(403)
    expect((await cust.post(`${I}/GetList`, {})).status).toBe(403)
  })
})
