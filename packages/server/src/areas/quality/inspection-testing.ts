// What the incoming inspection tests share (imported by them only): an app of the test file's own
// with the accounts that receive, inspect and see lots, a confirmed order to receive on, and the
// calls that receive, plan, enter and judge a lot.
import { expect } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { INSPECTION_MESSAGES } from '@scm/core/quality'
import { appWithAccounts } from '../../../test/clients'
import { confirmedOrder } from '../../../test/procurement'
import { pubMateriel } from '../../identity/partner-schema'
import { qulSwitching } from './schema'

export const I = '/api/QulInspection'
export const H = '/api/QulHandling'

/** Awaited at the top of a test file. */
export async function inspectionApp() {
  const accounts = await appWithAccounts({ buyer: 'buyer01', sup: 'sup1001', sup2: 'sup1002', wh: 'wh01', qe: 'qe01', cust: 'cust01' })
  const { t, buyer, sup, wh, qe } = accounts
  // order lines of supplier 1001: 气缸垫 (level II, AQL 1.0), 水泵总成 (v2: level II, AQL 1.0), 散热器总成 (standard only a draft)
  const order = await confirmedOrder(buyer, sup, t.db, [700, 120, 10])
  const checkType: number = (await qe.get(`${I}/RefOptions?field=check_type_id`)).body.Data[0].value
  const defectCode: string = (await qe.post('/api/DefectCode/GetList', { rows: 1 })).body.Data.rows[0].code
  // the plans below start from normal inspection, whatever the demo lots of these materials did
  const ids = (await t.db.select({ id: pubMateriel.mtrId }).from(pubMateriel).where(inArray(pubMateriel.mtrCode, ['1003020-E02', '1307010-E02']))).map((m) => m.id)
  await t.db.delete(qulSwitching).where(and(eq(qulSwitching.supplyid, 1001), inArray(qulSwitching.mtr_id, ids)))

  async function receive(lineIndex: number, qty: number) {
    const res = await wh.post('/api/Receive/Save', { order_id: order.id, warehouse: '总装厂二号库', lines: [{ order_line_id: order.lines[lineIndex].id, qty }] })
    expect(res.status).toBe(200)
    return res.body.Data as { id: number; rcv_no: string; status: string; lines: { id: number; check_status: string }[] }
  }
  const create = (receipt_line_id: number, lot_qty: number) => qe.post(`${I}/Save`, { receipt_line_id, lot_qty, check_type_id: checkType })
  const detail = async (id: number) => (await qe.get(`${I}/GetDetail`, { id })).body.Data
  /** Saves the lines as the entry form does: the items with measured values, plus defect lines. */
  async function enter(id: number, values: Record<number, { measured?: number; nonconforming?: number; defect_code?: string }>, extra: object[] = []) {
    const d = await detail(id)
    const lines = d.lines.map((l: any, i: number) => ({ id: l.id, measured: l.measured, defect_code: l.defect_code ?? '', nonconforming: l.nonconforming ?? 0, ...values[i] }))
    return qe.post(`${I}/Save`, { ...d.header, lines: [...lines, ...extra] })
  }
  const orderLine = async (i: number) => (await buyer.get('/Order/OrderPublish/GetDetail', { id: order.id })).body.Data.lines[i]
  const receiptLine = async (receiptId: number) => (await wh.get('/api/Receive/GetDetail', { id: receiptId })).body.Data
  const inTotal = async (code: string) => Number((await wh.post('/api/Receive/GetInTotal', { group_by: 'material', mtr: code })).body.Data.sum.qualified_qty)

  /**
   * Receives `qty` on order line `lineIndex` and judges it: with `acceptFirst`, a lot of that many
   * accepted by the rule, then the rest rejected by the rule (one nonconforming more than Ac).
   */
  async function rejectLot(lineIndex: number, qty: number, acceptFirst = 0): Promise<number> {
    const r = await receive(lineIndex, qty + acceptFirst)
    const lineId = r.lines[0]!.id
    if (acceptFirst) {
      const first = await create(lineId, acceptFirst)
      expect((await qe.post(`${I}/Accept`, { id: first.body.Data.id })).status).toBe(200)
      const partial = await receiptLine(r.id)
      expect(partial.lines[0]).toMatchObject({ check_status: '待检', qualified_qty: acceptFirst })
      expect(partial.status).toBe('待检验')
      expect((await create(lineId, qty + 1)).body.Msg).toBe(`${INSPECTION_MESSAGES.overLot}（未检验 ${qty}）`)
    }
    const res = await create(lineId, qty)
    const id = res.body.Data.id as number
    const re = res.body.Data.re as number
    expect((await enter(id, {}, [{ defect_code: defectCode, nonconforming: re }])).body.Data.rule_verdict).toBe('不合格')
    expect((await qe.post(`${I}/Reject`, { id })).status).toBe(200)
    return id
  }

  return { ...accounts, order, checkType, defectCode, receive, create, detail, enter, orderLine, receiptLine, inTotal, rejectLot }
}
