import { claimDocument, FAULT_MESSAGES as M, processFaultDocument, TRACE_MESSAGES } from '@scm/core/quality'
import { and, eq, ne, sql } from 'drizzle-orm'
import { nowSql } from '../../clock/sql'
import type { Db } from '../../db'
import type { DocumentHooks } from '../../document/hooks'
import { bindDocument, saveDocument } from '../../document/records'
import type { CurrentUser } from '../../http'
import { pcSupply, pubMateriel } from '../../identity/partner-schema'
import { round2, today } from '../../platform/input'
import { getRecord, ResourceError, type Row } from '../../resource/records'
import { seCustVehicle } from '../../business/vehicle-schema'
import { pcReceipt, pcReceiptLine } from '../../business/receipt-schema'
import { recordQualityEvent } from './ledger'
import { receiptLinePrice } from '../../business/part-price'
import { claimTables, qulClaim, qulFaultCode } from './schema'
import { processFaultTables, qulPartBinding, qulProcessFault } from './trace-schema'

// 生产过程故障: what the kit does not say — the VIN resolves to the vehicle, the part at fault to
// its binding's batch (and its supplier), the finder and time are the server's; a fault charged to
// a supplier enters the quality ledger, and can raise one claim draft (source 生产过程).

export const processFaultBinding = bindDocument(processFaultDocument, processFaultTables)
const claimBinding = bindDocument(claimDocument, claimTables)

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim())

async function resolveFault(tx: Db, body: Row, created: boolean, user: CurrentUser): Promise<Row> {
  const vin = text(body.vin).toUpperCase()
  const [v] = await tx.select({ id: seCustVehicle.id, model: seCustVehicle.model }).from(seCustVehicle).where(eq(seCustVehicle.vin, vin))
  if (!v) throw new ResourceError(TRACE_MESSAGES.noVehicle(vin), 400)
  const forced: Row = { vin, vehicle_id: v.id, model: v.model }
  let supplyid = body.supplyid == null || body.supplyid === '' ? null : Number(body.supplyid)
  const bindingId = body.binding_id == null || body.binding_id === '' ? null : Number(body.binding_id)
  if (bindingId) {
    const [b] = await tx
      .select({ vehicle_id: qulPartBinding.vehicle_id, supplyid: qulPartBinding.supplyid, rcv_line_id: qulPartBinding.rcv_line_id, mtr_code: pubMateriel.mtrCode, mtr_name: pubMateriel.mtrName, rcv_no: pcReceipt.rcvNo })
      .from(qulPartBinding)
      .innerJoin(pubMateriel, eq(pubMateriel.mtrId, qulPartBinding.mtr_id))
      .leftJoin(pcReceiptLine, eq(pcReceiptLine.id, qulPartBinding.rcv_line_id))
      .leftJoin(pcReceipt, eq(pcReceipt.id, pcReceiptLine.receiptId))
      .where(eq(qulPartBinding.id, bindingId))
    if (!b || b.vehicle_id !== v.id) throw new ResourceError(M.bindingVehicle, 400)
    if (body.resp_type === '供应商' && supplyid && b.supplyid && supplyid !== b.supplyid) throw new ResourceError(M.bindingSupplier, 400)
    if (body.resp_type === '供应商' && !supplyid) supplyid = b.supplyid
    Object.assign(forced, { binding_id: bindingId, mtr_code: b.mtr_code, mtr_name: b.mtr_name, rcv_line_id: b.rcv_line_id, rcv_no: b.rcv_no ?? null })
  } else Object.assign(forced, { binding_id: null, mtr_code: null, mtr_name: null, rcv_line_id: null, rcv_no: null })
  if (body.resp_type === '部门') {
    if (!body.dept_id) throw new ResourceError(M.needDept, 400)
    forced.supplyid = null
  } else if (body.resp_type === '供应商') {
    if (!supplyid) throw new ResourceError(M.needSupplier, 400)
    forced.supplyid = supplyid
    forced.dept_id = null
  }
  if (created) Object.assign(forced, { found_by: user.UserName, found_at: nowSql() })
  return forced
}

/** A supplier-charged fault in the quality ledger: an event of his, with the part and the fault code. */
async function faultEvent(tx: Db, id: number, user: CurrentUser) {
  const doc = await getRecord(tx, processFaultBinding.header, id)
  if (!doc?.supplyid) return
  const [code] = await tx.select({ code: qulFaultCode.code }).from(qulFaultCode).where(eq(qulFaultCode.id, Number(doc.fault_code_id)))
  const [mtr] = doc.mtr_code ? await tx.select({ id: pubMateriel.mtrId }).from(pubMateriel).where(eq(pubMateriel.mtrCode, String(doc.mtr_code))) : []
  await recordQualityEvent(tx, {
    kind: '故障',
    eventDate: today(),
    docType: processFaultDocument.docType,
    docId: id,
    docNo: String(doc.fault_no),
    supplyid: Number(doc.supplyid),
    mtrId: mtr?.id ?? null,
    mtrCode: text(doc.mtr_code),
    mtrName: text(doc.mtr_name),
    defectCode: text(code?.code),
    disposition: String(doc.status),
    user,
  })
}

export const processFaultHooks: DocumentHooks = {
  beforeSave: async (tx, { id, body, user }) => resolveFault(tx, body, id === null, user),
  afterSave: async (tx, { id, created, user }) => (created ? faultEvent(tx, id, user) : undefined),
  actions: {
    Close: { before: async (_tx, { user }) => ({ set: { handler: user.UserName, closed_at: nowSql() } }) },
    Reopen: { before: async () => ({ set: { closed_at: null } }) },
  },
}

/**
 * A claim draft from a fault charged to a supplier: source 生产过程, the fault no as its source, one
 * line with the part at fault (qty 1) priced at its batch's order line. The fault is locked, so a
 * second call (a double click, a second user) finds and answers the first one's claim.
 */
export async function raiseFaultClaim(tx: Db, id: number, user: CurrentUser): Promise<{ id: number; existing: boolean }> {
  const [locked] = await tx.select({ id: qulProcessFault.id }).from(qulProcessFault).where(eq(qulProcessFault.id, id)).for('update')
  const fault = locked && (await getRecord(tx, processFaultBinding.header, id))
  if (!fault || fault.status === '已作废') throw new ResourceError('故障单不存在', 404)
  if (!fault.supplyid) throw new ResourceError(M.claimNeedsSupplier, 409)
  const [claimed] = await tx
    .select({ id: qulClaim.id })
    .from(qulClaim)
    .where(and(eq(qulClaim.source, '生产过程'), eq(qulClaim.source_no, String(fault.fault_no)), ne(qulClaim.status, '已作废')))
    .limit(1)
  if (claimed) return { id: claimed.id as number, existing: true }
  // the part at fault priced as the statements price its receipt line
  const price = fault.rcv_line_id ? await receiptLinePrice(tx, Number(fault.rcv_line_id)) : null
  const [supplier] = await tx.select({ name: pcSupply.supplyName }).from(pcSupply).where(eq(pcSupply.supplyid, Number(fault.supplyid)))
  const defect = `${text(fault.description)}`.slice(0, 200)
  const claimId = await saveDocument(
    tx,
    claimBinding,
    {
      supplyid: fault.supplyid,
      source: '生产过程',
      source_no: fault.fault_no,
      claim_date: today(),
      reason: `生产过程故障 ${String(fault.fault_no)}（车架号 ${String(fault.vin)}${fault.rcv_no ? `，批次 ${String(fault.rcv_no)}` : ''}）：${defect}`.slice(0, 500),
      remark: supplier ? `责任供应商 ${supplier.name}`.slice(0, 200) : null,
      lines: [{ mtr_code: fault.mtr_code ?? '-', mtr_name: fault.mtr_name ?? '生产过程故障', defect, qty: 1, amount: round2(price ?? 0) }],
    },
    null,
    { user, owner: {} },
  )
  const [claim] = await tx.select({ no: qulClaim.claim_no }).from(qulClaim).where(eq(qulClaim.id, claimId))
  await tx.update(qulProcessFault).set({ claim_no: claim!.no }).where(eq(qulProcessFault.id, id))
  return { id: claimId, existing: false }
}

export const FAULT_STAT_GROUPS = { code: '故障代码', station: '工位', supplier: '责任方' } as const
export type FaultStatGroup = keyof typeof FAULT_STAT_GROUPS

/**
 * Fault statistics (Pareto): counts by fault code, station or responsible party over a period,
 * largest first, with each group's share and the cumulative share; a supplier counts his own.
 */
export async function faultStats(db: Db, user: CurrentUser, q: { group: FaultStatGroup; from?: string; to?: string }) {
  const key =
    q.group === 'code'
      ? sql`coalesce(fc.code || ' ' || fc.name, '')`
      : q.group === 'station'
        ? sql`coalesce(st.station_name, '')`
        : sql`coalesce(s.supply_name, d.dept_name, '')`
  const id = q.group === 'code' ? sql`f.fault_code_id` : q.group === 'station' ? sql`f.station_id` : sql`coalesce(f.supplyid, -f.dept_id)`
  const where = [sql`f.status <> '已作废'`]
  if (user.supplyid != null) where.push(sql`f.supplyid = ${user.supplyid}`)
  else if (user.customerId != null) where.push(sql`false`)
  if (q.from) where.push(sql`f.found_at >= ${`${q.from} 00:00:00`}::timestamp`)
  if (q.to) where.push(sql`f.found_at <= ${`${q.to} 23:59:59`}::timestamp`)
  const result = await db.execute(sql`
    select ${id} as key, ${key} as label, count(*)::int as faults, count(distinct f.vehicle_id)::int as vehicles,
           (count(*) filter (where f.status in ('待处理', '处理中')))::int as open
      from qul_process_fault f
      left join qul_fault_code fc on fc.id = f.fault_code_id
      left join org_station st on st.id = f.station_id
      left join pc_supply s on s.supplyid = f.supplyid
      left join org_dept d on d.id = f.dept_id
     where ${sql.join(where, sql` and `)}
     group by 1, 2
     order by 3 desc, 2`)
  const rows = (result as unknown as { rows: { key: number; label: string; faults: number; vehicles: number; open: number }[] }).rows.map((r) => ({
    ...r,
    key: Number(r.key),
    faults: Number(r.faults),
    vehicles: Number(r.vehicles),
    open: Number(r.open),
  }))
  const total = rows.reduce((a, r) => a + r.faults, 0)
  let running = 0
  return {
    total,
    rows: rows.map((r) => {
      running += r.faults
      return { ...r, share: total ? round2((r.faults * 100) / total) : 0, cumulative: total ? round2((running * 100) / total) : 0 }
    }),
  }
}
