import { OPEN_FAULT_STATUSES, TRACE_MESSAGES as M, type VehicleCheck } from '@scm/core/quality'
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { nowSql } from '../../clock/sql'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http'
import { orgStation } from '../../identity/org-schema'
import { pcSupply, pubMateriel } from '../../identity/partner-schema'
import { today } from '../../platform/input'
import { ResourceError } from '../../resource/records'
import { seCustVehicle } from '../../business/vehicle-schema'
import { pcReceipt, pcReceiptLine } from '../../business/receipt-schema'
import { qulFlowStep, qulKeyRoute, qulKeyRouteLine, qulPartBinding, qulProcessFault, qulVehiclePart } from './trace-schema'

// 装配流程卡: a vehicle goes on the line, each key process of its model's route is recorded (who,
// when, result) and its key part bound (serial and/or supplier batch = a receipt line); the offline
// and final checks refuse a vehicle missing a key part or with an open fault. Every write keeps the
// flattened vehicle × part table (qul_vehicle_part) in the same transaction.

const V = seCustVehicle
const B = qulPartBinding

export type Vehicle = { id: number; vin: string; model: string; location: string | null; offline_date: string | null; final_checked_at: string | null }

/** The vehicle of a VIN (locked for the caller's transaction when `lock`), or 404. */
export async function vehicleOf(db: Db, vin: string, lock = false): Promise<Vehicle> {
  const q = db
    .select({ id: V.id, vin: V.vin, model: V.model, location: V.location, offline_date: V.offline_date, final_checked_at: V.final_checked_at })
    .from(V)
    .where(eq(V.vin, vin))
  const [row] = (lock ? await q.for('update') : await q) as Vehicle[]
  if (!row) throw new ResourceError(M.noVehicle(vin), 404)
  return row
}

/** A line of a published key route: a station's key process and the key part bound there. */
export interface RouteLine {
  id: number
  seq: number
  station_id: number
  station_name: string | null
  process_name: string
  check_item: string | null
  mtr_id: number | null
  mtr_code: string | null
  mtr_name: string | null
  bind_mode: string | null
}

/** The published route of a model, its lines in order. */
export async function routeOf(db: Db, model: string): Promise<RouteLine[]> {
  const L = qulKeyRouteLine
  return (await db
    .select({
      id: L.id,
      seq: L.seq,
      station_id: L.station_id,
      station_name: orgStation.stationName,
      process_name: L.process_name,
      check_item: L.check_item,
      mtr_id: L.mtr_id,
      mtr_code: pubMateriel.mtrCode,
      mtr_name: pubMateriel.mtrName,
      bind_mode: L.bind_mode,
    })
    .from(L)
    .innerJoin(qulKeyRoute, eq(qulKeyRoute.id, L.doc_id))
    .leftJoin(orgStation, eq(orgStation.id, L.station_id))
    .leftJoin(pubMateriel, eq(pubMateriel.mtrId, L.mtr_id))
    .where(and(eq(qulKeyRoute.model, model), eq(qulKeyRoute.status, '已发布')))
    .orderBy(asc(L.seq), asc(L.id))) as RouteLine[]
}

async function routeLine(db: Db, model: string, lineId: number) {
  const line = (await routeOf(db, model)).find((l) => l.id === lineId)
  if (!line) throw new ResourceError(M.lineNotInRoute, 400)
  return line
}

function onLine(v: Vehicle) {
  if (v.location !== '在线') throw new ResourceError(M.notOnLine, 409)
}

/** A vehicle goes on the line: a new VIN (or one not yet delivered) at the first station of its model's route. */
export async function buildVehicle(
  tx: Db,
  user: CurrentUser,
  input: { vin: string; model: string; configuration?: string; plan_no: string; engine_no?: string },
): Promise<number> {
  const route = await routeOf(tx, input.model)
  if (!route.length) throw new ResourceError(M.noRoute(input.model), 400)
  const [exists] = await tx.select({ id: V.id }).from(V).where(eq(V.vin, input.vin))
  if (exists) throw new ResourceError(M.vinExists(input.vin), 409)
  const [row] = await tx
    .insert(V)
    .values({
      vin: input.vin,
      model: input.model,
      configuration: input.configuration ?? null,
      plan_no: input.plan_no,
      engine_no: input.engine_no ?? null,
      location: '在线',
      station_id: route[0]!.station_id,
      online_at: nowSql(),
      created_by: user.userid,
    })
    .returning({ id: V.id })
  return row!.id as number
}

/** A key process done at its station: who, when, the check result; the vehicle is now at that station. */
export async function recordStep(tx: Db, user: CurrentUser, input: { vin: string; route_line_id: number; result: '合格' | '不合格'; remark?: string }): Promise<number> {
  const v = await vehicleOf(tx, input.vin, true)
  onLine(v)
  const line = await routeLine(tx, v.model, input.route_line_id)
  const [row] = await tx
    .insert(qulFlowStep)
    .values({ vehicle_id: v.id, kind: '工序', route_line_id: line.id, station_id: line.station_id, result: input.result, remark: input.remark ?? '', userid: user.userid, user_name: user.UserName, done_at: nowSql() })
    .returning({ id: qulFlowStep.id })
  await tx.update(V).set({ station_id: line.station_id, updated_at: nowSql(), updated_by: user.userid }).where(eq(V.id, v.id))
  return row!.id
}

/** The receipt line of a supplier batch, with its supplier and material. */
async function batchOf(db: Db, rcvLineId: number) {
  const [row] = await db
    .select({ id: pcReceiptLine.id, mtr_id: pcReceiptLine.mtrId, supplyid: pcReceiptLine.supplyid, rcv_no: pcReceipt.rcvNo })
    .from(pcReceiptLine)
    .innerJoin(pcReceipt, eq(pcReceipt.id, pcReceiptLine.receiptId))
    .where(eq(pcReceiptLine.id, rcvLineId))
  if (!row) throw new ResourceError(M.noBatch, 400)
  return row
}

interface PartInput {
  serial_no?: string
  rcv_line_id?: number | null
}

/** Inserts a live binding and its flattened row; answers the binding's id. */
async function insertBinding(tx: Db, user: CurrentUser, vehicleId: number, line: RouteLine, part: PartInput): Promise<number> {
  if (!line.mtr_id) throw new ResourceError(M.noKeyPart, 400)
  const serial = (part.serial_no ?? '').trim()
  const rcvLineId = part.rcv_line_id ?? null
  if (!serial && !rcvLineId) throw new ResourceError(line.bind_mode === '批次' ? M.needBatch : line.bind_mode === '序列号' ? M.needSerial : M.needPart, 400)
  if (line.bind_mode === '序列号' && !serial) throw new ResourceError(M.needSerial, 400)
  if (line.bind_mode === '批次' && !rcvLineId) throw new ResourceError(M.needBatch, 400)
  const batch = rcvLineId ? await batchOf(tx, rcvLineId) : null
  if (batch && batch.mtr_id !== line.mtr_id) throw new ResourceError(M.batchMaterial, 400)
  const values = {
    vehicle_id: vehicleId,
    route_line_id: line.id,
    station_id: line.station_id,
    mtr_id: line.mtr_id,
    serial_no: serial,
    rcv_line_id: batch?.id ?? null,
    supplyid: batch?.supplyid ?? null,
    bound_by: user.UserName,
    bound_at: nowSql(),
  }
  const [row] = await tx.insert(B).values(values).returning({ id: B.id, bound_at: B.bound_at })
  await tx.insert(qulVehiclePart).values({
    binding_id: row!.id,
    vehicle_id: vehicleId,
    mtr_id: line.mtr_id,
    rcv_line_id: values.rcv_line_id,
    supplyid: values.supplyid,
    serial_no: serial,
    station_id: line.station_id,
    bound_at: row!.bound_at,
  })
  return row!.id
}

/** Binds the key part of a route line into a vehicle on the line. */
export async function bindPart(tx: Db, user: CurrentUser, input: { vin: string; route_line_id: number } & PartInput): Promise<number> {
  const v = await vehicleOf(tx, input.vin, true)
  onLine(v)
  const line = await routeLine(tx, v.model, input.route_line_id)
  const [live] = await tx.select({ id: B.id }).from(B).where(and(eq(B.vehicle_id, v.id), eq(B.route_line_id, line.id), isNull(B.unbound_at)))
  if (live) throw new ResourceError(M.alreadyBound, 409)
  return insertBinding(tx, user, v.id, line, input)
}

/**
 * Unbinds a live binding (who, when, why kept on the row, its flattened row removed), and with
 * `replace` binds the new part in its place (the old row points at the new one). Answers the new
 * binding's id, or the old one's when only unbinding.
 */
export async function unbindPart(tx: Db, user: CurrentUser, input: { binding_id: number; reason: string; replace?: PartInput }): Promise<number> {
  const reason = input.reason.trim()
  if (!reason) throw new ResourceError(M.needReason, 400)
  const [old] = await tx
    .select({ id: B.id, vehicle_id: B.vehicle_id, route_line_id: B.route_line_id })
    .from(B)
    .where(and(eq(B.id, input.binding_id), isNull(B.unbound_at)))
    .for('update')
  if (!old) throw new ResourceError(M.bindingGone, 404)
  await tx.update(B).set({ unbound_by: user.UserName, unbound_at: nowSql(), unbind_reason: reason.slice(0, 200) }).where(eq(B.id, old.id))
  await tx.delete(qulVehiclePart).where(eq(qulVehiclePart.binding_id, old.id))
  if (!input.replace) return old.id
  const [v] = await tx.select({ model: V.model }).from(V).where(eq(V.id, old.vehicle_id))
  const line = await routeLine(tx, String(v!.model), old.route_line_id!)
  const id = await insertBinding(tx, user, old.vehicle_id, line, input.replace)
  await tx.update(B).set({ replaced_by: id }).where(eq(B.id, old.id))
  return id
}

/** What keeps a vehicle from passing a check: its route's key parts not bound, its open faults. */
export async function blockers(db: Db, v: Vehicle): Promise<{ missing: string[]; faults: string[] }> {
  const route = await routeOf(db, v.model)
  const live = await db.select({ line: B.route_line_id }).from(B).where(and(eq(B.vehicle_id, v.id), isNull(B.unbound_at)))
  const bound = new Set(live.map((l) => l.line))
  const missing = route.filter((l) => l.mtr_id && !bound.has(l.id)).map((l) => `${l.station_name ?? ''} ${l.mtr_name ?? l.mtr_code ?? ''}`.trim())
  const open = await db
    .select({ no: qulProcessFault.fault_no })
    .from(qulProcessFault)
    .where(and(eq(qulProcessFault.vehicle_id, v.id), inArray(qulProcessFault.status, [...OPEN_FAULT_STATUSES])))
    .orderBy(asc(qulProcessFault.id))
  return { missing, faults: open.map((f) => String(f.no)) }
}

/**
 * 下线 / 终检: refused, saying which, while a key part of the route is missing or a fault is open;
 * passed, a step is written and the vehicle moves (下线: offline in stock with today's date; 终检:
 * its final check time).
 */
export async function checkVehicle(tx: Db, user: CurrentUser, input: { vin: string; check: VehicleCheck; remark?: string }): Promise<void> {
  const v = await vehicleOf(tx, input.vin, true)
  if (input.check === '下线') {
    if (v.location !== '在线') throw new ResourceError(M.offlineAlready, 409)
  } else {
    if (v.location === '在线') throw new ResourceError(M.notOffline, 409)
    if (v.final_checked_at) throw new ResourceError(M.finalAlready, 409)
  }
  const { missing, faults } = await blockers(tx, v)
  if (missing.length || faults.length) throw new ResourceError(M.refused(input.check, missing, faults), 409)
  await tx.insert(qulFlowStep).values({ vehicle_id: v.id, kind: input.check, result: '合格', remark: input.remark ?? '', userid: user.userid, user_name: user.UserName, done_at: nowSql() })
  const set = input.check === '下线' ? { location: '下线在库', station_id: null, offline_date: today() } : { final_checked_at: nowSql() }
  await tx
    .update(V)
    .set({ ...set, updated_at: nowSql(), updated_by: user.userid })
    .where(eq(V.id, v.id))
}

/** The receipt lines of a material (the batches a key part may be bound from), newest first. */
export async function batchOptions(db: Db, mtrId: number) {
  return db
    .select({ id: pcReceiptLine.id, rcv_no: pcReceipt.rcvNo, rcv_date: pcReceipt.rcvDate, supply_name: pcSupply.supplyName, qty: pcReceiptLine.qty, check_status: pcReceiptLine.checkStatus })
    .from(pcReceiptLine)
    .innerJoin(pcReceipt, eq(pcReceipt.id, pcReceiptLine.receiptId))
    .leftJoin(pcSupply, eq(pcSupply.supplyid, pcReceiptLine.supplyid))
    .where(eq(pcReceiptLine.mtrId, mtrId))
    .orderBy(sql`${pcReceipt.rcvDate} desc`, sql`${pcReceiptLine.id} desc`)
    .limit(50)
}
