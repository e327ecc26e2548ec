import { z } from 'zod'
import { claimDocument, handlingDocument, INSPECTION_MESSAGES, inspectionDocument, DISPOSITIONS } from '@scm/core/quality'
import { and, asc, count, desc, eq, inArray, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Db } from '../../db'
import { documentArea } from '../../document/routes'
import { bindDocument, saveDocument } from '../../document/records'
import { accepts, fail, listQuery, ok, readBody, requireFn, SUPPLIER_OWNED, type AppEnv, type CurrentUser } from '../../http'
import { listOrder, listPage, readListQuery, searchAny, type ListRequest } from '../../http/list'
import { xlsxResponse, type XlsxColumn } from '../../platform/xlsx'
import { actorOf, writeAudit } from '../../platform/audit'
import { isStaff, managedSuppliers, ownerScope } from '../../platform/owner-scope'
import { isBlank, parseId, today } from '../../platform/input'
import { pcSupply } from '../../identity/partner-schema'
import { getRecord, ResourceError } from '../../resource/records'
import { ownerOf } from '../../resource/routes'
import { pcReceipt, pcReceiptLine } from '../../business/receipt-schema'
import { handlingHooks } from './handling'
import { receiptLinePrice } from '../../business/part-price'
import { inspectionBinding, inspectionHooks, resumeSwitching } from './inspection'
import { claimTables, handlingTables, inspectionTables, qulClaim, qulDefectCode, qulHandling, qulHandlingLine, qulInspection, qulInspectionLine, qulStandard, qulSwitching } from './schema'
import { idValue } from '../../http/params'

/**
 * 来料检验单 /api/QulInspection and 判定处理单 /api/QulHandling (the kit's calls with the areas'
 * hooks), and beside them: the inspection tasks, raising a claim from a rejected lot, and the
 * handling lines (判定处理明细).
 */
export const inspectionRoutes = new Hono<AppEnv>()
inspectionRoutes.route('/', documentArea(inspectionDocument, inspectionTables, inspectionHooks))
inspectionRoutes.route('/', documentArea(handlingDocument, handlingTables, handlingHooks))

const RL = pcReceiptLine
const I = qulInspection

/** Quantity of a receipt line taken by inspections that are not voided. */
const inspectedQty = sql<string>`coalesce((select sum(${I.lot_qty}) from ${I} where ${I.receipt_line_id} = ${RL.id} and ${I.status} <> '已作废'), 0)`

/**
 * POST /api/QulInspection/GetTasks — 检验任务: receipt lines 待检 with quantity not yet inspected,
 * oldest first; filters supplyid, searchKey (receipt no, material, supplier). A supplier sees
 * his own lines only; staff the suppliers they manage.
 */
inspectionRoutes.post(`${inspectionDocument.basePath}/GetTasks`, requireFn([inspectionDocument.fn, 'QulManage_check_infor_add'], SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const db = c.get('db')
  const user = c.get('user')
  const q = await readListQuery(c)
  const columns = {
    id: RL.id,
    receipt_id: RL.receiptId,
    rcv_no: pcReceipt.rcvNo,
    rcv_date: pcReceipt.rcvDate,
    supplyid: RL.supplyid,
    supply_name: pcSupply.supplyName,
    mtr_id: RL.mtrId,
    mtr_code: RL.mtrCode,
    mtr_name: RL.mtrName,
    spec: RL.spec,
    unit: RL.unit,
    qty: RL.qty,
    inspected_qty: sql<number>`${inspectedQty}`.mapWith(Number),
    remaining_qty: sql<number>`${RL.qty} - ${inspectedQty}`.mapWith(Number),
    has_standard: sql<boolean>`exists (select 1 from ${qulStandard} where ${qulStandard.mtr_id} = ${RL.mtrId} and ${qulStandard.status} = '已批准')`,
    stopped: sql<boolean>`exists (select 1 from ${qulSwitching} where ${qulSwitching.supplyid} = ${RL.supplyid} and ${qulSwitching.mtr_id} = ${RL.mtrId} and ${qulSwitching.state}->>'severity' = 'discontinued')`,
  }
  const where = and(
    eq(RL.checkStatus, '待检'),
    sql`${RL.qty} > ${inspectedQty}`,
    ownerScope(user, { supplyid: RL.supplyid }),
    managedSuppliers(user, RL.supplyid),
    isBlank(q.filters.supplyid) ? undefined : eq(RL.supplyid, parseId(q.filters.supplyid, '供应商')),
    searchAny(q.searchKey, [pcReceipt.rcvNo, RL.mtrCode, RL.mtrName, pcSupply.supplyName]),
  )
  const from = <T extends ReturnType<Db['select']>>(s: T) =>
    s.from(RL).innerJoin(pcReceipt, eq(pcReceipt.id, RL.receiptId)).innerJoin(pcSupply, eq(pcSupply.supplyid, RL.supplyid))
  const order = listOrder(q, { rcv_no: pcReceipt.rcvNo, rcv_date: pcReceipt.rcvDate, mtr_code: RL.mtrCode, supply_name: pcSupply.supplyName }, [asc(pcReceipt.rcvDate), asc(RL.id)])
  const rows = await from(db.select(columns)).where(where).orderBy(...order).limit(q.rows).offset(q.offset)
  const [{ n } = { n: 0 }] = await from(db.select({ n: count().mapWith(Number) })).where(where)
  return ok(c, listPage(rows, Number(n), q.page))
})

/**
 * POST /api/QulInspection/ResumeInspection {supplyid, mtr_id} — 恢复检验 of a supplier × material
 * stopped by the switching rules (quality staff holding audit): it resumes on tightened inspection.
 */
inspectionRoutes.post(`${inspectionDocument.basePath}/ResumeInspection`, requireFn(inspectionDocument.fn, 'audit'), accepts({ body: z.object({ supplyid: idValue, mtr_id: idValue }) }), async (c) => {
  const body = await readBody(c)
  const supplyid = parseId(body.supplyid, '供应商')
  const mtrId = parseId(body.mtr_id, '物料')
  const state = await c.get('db').transaction(async (tx) => {
    const resumed = await resumeSwitching(tx, supplyid, mtrId)
    await writeAudit(tx, actorOf(c), { area: inspectionDocument.name, action: '恢复检验', target: `供应商 ${supplyid} 物料 ${mtrId}`, targetId: mtrId, after: resumed })
    return resumed
  })
  return ok(c, state, INSPECTION_MESSAGES.resumed)
})

const claimBinding = bindDocument(claimDocument, claimTables)

/** The defects of an inspection as a claim line says them: 缺陷名称 ×不合格数, …, or its main reason. */
async function defectText(db: Db, id: number): Promise<string> {
  const rows = await db
    .select({ code: qulInspectionLine.defect_code, item: qulInspectionLine.item_name, bad: qulInspectionLine.nonconforming, name: qulDefectCode.name })
    .from(qulInspectionLine)
    .leftJoin(qulDefectCode, eq(qulDefectCode.code, qulInspectionLine.defect_code))
    .where(and(eq(qulInspectionLine.doc_id, id), sql`${qulInspectionLine.nonconforming} > 0`))
    .orderBy(desc(qulInspectionLine.nonconforming))
  const text = rows.map((r) => `${String(r.name ?? r.item ?? r.code ?? '')} ×${Number(r.bad)}`).join('，')
  return (text || '来料检验不合格').slice(0, 200)
}

/**
 * A draft 索赔单 from a rejected inspection (或 its handling): source 来料检验, the supplier, one line
 * with the material, the defects, the rejected quantity and its amount at the order line's price;
 * the inspection number in the claim's source_no. Answers the claim's id.
 */
export async function raiseClaim(tx: Db, id: number, user: CurrentUser, scope?: SQL): Promise<{ id: number; existing: boolean; no?: string }> {
  const insp = await getRecord(tx, inspectionBinding.header, id, scope)
  if (!insp) throw new ResourceError('检验单不存在', 404)
  if (insp.status !== '不合格' && insp.status !== '已处理') throw new ResourceError(INSPECTION_MESSAGES.noClaim, 409)
  // one live claim per inspection: the row lock makes a double click or a second user wait and
  // then find the first one's claim
  await tx.select({ id: qulInspection.id }).from(qulInspection).where(eq(qulInspection.id, id)).for('update')
  const [claimed] = await tx
    .select({ id: qulClaim.id, no: qulClaim.claim_no })
    .from(qulClaim)
    .where(and(eq(qulClaim.source, '来料检验'), eq(qulClaim.source_no, String(insp.insp_no)), ne(qulClaim.status, '已作废')))
    .limit(1)
  // a second click (or a colleague) is answered the claim already raised
  if (claimed) return { id: claimed.id as number, existing: true, no: String(claimed.no) }
  const qty = Number(insp.rejected_qty ?? 0)
  // priced as the statements price the receipt line (a receipt without an order too)
  const price = await receiptLinePrice(tx, Number(insp.receipt_line_id))
  const amount = Math.round(qty * (price ?? 0) * 100) / 100
  const defect = await defectText(tx, id)
  const claimId = await saveDocument(
    tx,
    claimBinding,
    {
      supplyid: insp.supplyid,
      source: '来料检验',
      source_no: insp.insp_no,
      claim_date: today(),
      reason: `来料检验 ${String(insp.insp_no)}（收货单 ${String(insp.rcv_no)}）不合格：${defect}`.slice(0, 500),
      lines: [{ mtr_code: insp.mtr_code, mtr_name: insp.mtr_name, defect, qty, amount }],
    },
    null,
    { user, owner: {} },
  )
  return { id: claimId, existing: false }
}

/** POST /api/QulInspection/RaiseClaim {id}: 发起索赔 (staff who may add claims). Data: {id} of the draft claim. */
inspectionRoutes.post(`${inspectionDocument.basePath}/RaiseClaim`, requireFn(claimDocument.fn, 'add'), accepts({ body: z.object({ id: idValue }) }), async (c) => {
  const body = await readBody(c)
  // a claim is the enterprise's: a supplier holding the claim screen answers claims, never raises them
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const id = Number(body.id)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return fail(c, '请选择检验单', 400)
  const raised = await c.get('db').transaction(async (tx) => {
    const raised = await raiseClaim(tx, id, c.get('user'), ownerOf(c, inspectionBinding.header).scope)
    if (raised.existing) return raised
    const after = await getRecord(tx, claimBinding.header, raised.id)
    await writeAudit(tx, actorOf(c), { area: claimDocument.name, action: '新增', target: `${claimDocument.title} ${String(after?.claim_no ?? raised.id)}`, targetId: raised.id, after })
    return raised
  })
  return ok(c, { id: raised.id, existing: raised.existing }, raised.existing ? INSPECTION_MESSAGES.claimed.replace('{no}', raised.no ?? '') : '已生成索赔单草稿')
})

const H = qulHandling
const HL = qulHandlingLine

const handlingLineColumns = {
  id: HL.id,
  handling_id: H.id,
  handle_no: H.handle_no,
  status: H.status,
  line_no: HL.line_no,
  disposition: HL.disposition,
  qty: sql<number>`${HL.qty}`.mapWith(Number),
  reason: HL.reason,
  handler: H.handler,
  handled_at: sql<string>`coalesce(to_char(${H.handled_at}, 'YYYY-MM-DD HH24:MI:SS'), '')`,
  insp_id: H.insp_id,
  insp_no: H.insp_no,
  supplyid: H.supplyid,
  supply_name: pcSupply.supplyName,
  mtr_code: H.mtr_code,
  mtr_name: H.mtr_name,
}

/** The handling lines a caller may see, filtered as asked (disposition, supplyid, status, searchKey). */
function handlingLines(db: Db, user: CurrentUser, q: ListRequest) {
  const disposition = isBlank(q.filters.disposition) ? null : String(q.filters.disposition).trim()
  if (disposition !== null && !(DISPOSITIONS as readonly string[]).includes(disposition)) throw new ResourceError('处理方式不正确', 400)
  const where = and(
    ownerScope(user, { supplyid: H.supplyid }),
    isStaff(user) ? managedSuppliers(user, H.supplyid) : notInArray(H.status, [...handlingDocument.hiddenFromOwner]),
    disposition === null ? undefined : eq(HL.disposition, disposition),
    isBlank(q.filters.supplyid) ? undefined : eq(H.supplyid, parseId(q.filters.supplyid, '供应商')),
    isBlank(q.filters.status) ? undefined : inArray(H.status, [String(q.filters.status)]),
    searchAny(q.searchKey, [H.handle_no, H.insp_no, H.mtr_code, H.mtr_name, HL.reason]),
  )
  const from = <T extends ReturnType<Db['select']>>(s: T) => s.from(HL).innerJoin(H, eq(H.id, HL.doc_id)).innerJoin(pcSupply, eq(pcSupply.supplyid, H.supplyid)).where(where)
  const order = listOrder(q, { handle_no: H.handle_no, handled_at: H.handled_at, disposition: HL.disposition, qty: HL.qty }, [desc(H.id), asc(HL.line_no)])
  return { rows: () => from(db.select(handlingLineColumns)).orderBy(...order), totals: () => from(db.select({ n: count().mapWith(Number), qty: sql<number>`coalesce(sum(${HL.qty}), 0)`.mapWith(Number) })) }
}

/**
 * POST /api/QulHandling/GetLines — 判定处理明细: every handling line with its handling's number,
 * status, who and when, the inspection, supplier and material; filters disposition, supplyid,
 * searchKey. A supplier sees the lines of his completed handlings only.
 */
inspectionRoutes.post(`${handlingDocument.basePath}/GetLines`, requireFn('QulManage_qulQueryDtl', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const lines = handlingLines(c.get('db'), c.get('user'), q)
  const rows = await lines.rows().limit(q.rows).offset(q.offset)
  const [sum = { n: 0, qty: 0 }] = await lines.totals()
  return ok(c, listPage(rows, Number(sum.n), q.page, { qty: Number(sum.qty) }))
})

const HANDLING_LINE_EXPORT: XlsxColumn[] = [
  { header: '处理单号', key: 'handle_no', width: 18 },
  { header: '状态', key: 'status', width: 8 },
  { header: '处理方式', key: 'disposition', width: 10 },
  { header: '数量', key: 'qty', kind: 'qty', width: 10 },
  { header: '原因', key: 'reason', width: 30 },
  { header: '处理人', key: 'handler', width: 10 },
  { header: '完成时间', key: 'handled_at', width: 20 },
  { header: '检验单号', key: 'insp_no', width: 18 },
  { header: '供应商', key: 'supply_name', width: 24 },
  { header: '物料编码', key: 'mtr_code', width: 14 },
  { header: '物料名称', key: 'mtr_name', width: 16 },
]

/** POST /api/QulHandling/ExportLines — the same lines (same filters, no paging) as .xlsx. */
inspectionRoutes.post(`${handlingDocument.basePath}/ExportLines`, requireFn('QulManage_qulQueryDtl', 'export', SUPPLIER_OWNED), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const lines = handlingLines(c.get('db'), c.get('user'), q)
  async function* batches() {
    for (let offset = 0; ; offset += 2000) {
      const rows = await lines.rows().limit(2000).offset(offset)
      if (rows.length) yield rows as Record<string, unknown>[]
      if (rows.length < 2000) return
    }
  }
  return xlsxResponse('判定处理明细', HANDLING_LINE_EXPORT, batches())
})
