import { TRACE_MESSAGES as M, type TraceScopeKind, type TraceVehicleRow, type TraceVehiclesAnswer } from '@scm/core/quality'
import { VEHICLE_LOCATIONS, type VehicleLocation } from '@scm/core/business'
import { sql, type SQL } from 'drizzle-orm'
import { nowSql } from '../../clock/sql'
import type { Db } from '../../db'
import { dateText, dateTimeText, type CurrentUser } from '../../http'
import { isStaff } from '../../platform/owner-scope'
import { ResourceError } from '../../resource/records'

// 整车追溯 from a part to the vehicles: from a batch, a serial, a plan or a station and time window,
// every vehicle that got it, counted by where it is now and paged, and the snapshots that keep such
// a set. The other way, a VIN to its parts, is trace.ts. Only the flattened qul_vehicle_part is read
// here (one index range per batch).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

export interface TraceScope {
  by: TraceScopeKind
  /** batch: the receipt no (a supplier batch); serial: the part serial; plan: the plan no */
  value?: string
  /** batch: only this part of the receipt */
  mtr_code?: string
  /** batch: one receipt line */
  rcv_line_id?: number
  station_id?: number
  from?: string
  to?: string
}

const LOCATION = sql`coalesce(v.location, '已交付')`

/**
 * The vehicles of a scope as `(vehicle_id, binding_id, vin, location)`: the matching part (none
 * for a plan or a step), the VIN and where the vehicle is now. Part scopes read all four from the
 * flattened rows (their VIN and place are kept there by the database), so a batch of ten thousand
 * vehicles is one index range with no vehicle lookups.
 */
function hitsOf(scope: TraceScope, user: CurrentUser): SQL {
  const own = user.supplyid != null ? sql` and vp.supplyid = ${user.supplyid}` : sql``
  // grouped in the batch index's order (place, VIN, vehicle): no hashing, and a page of one place
  // stops after its twenty rows
  const parts = (where: SQL) =>
    sql`select vp.vehicle_id, min(vp.binding_id) as binding_id, vp.vin, vp.location from qul_vehicle_part vp
         where ${where}${own} group by vp.location, vp.vin, vp.vehicle_id`
  const value = (scope.value ?? '').trim()
  switch (scope.by) {
    case 'batch': {
      if (!scope.rcv_line_id && !value) throw new ResourceError(M.needScope, 400)
      const lines = scope.rcv_line_id
        ? sql`select ${scope.rcv_line_id}::int as id`
        : sql`select rl.id from pc_receipt_line rl join pc_receipt r on r.id = rl.receipt_id
               where r.rcv_no = ${value}${scope.mtr_code ? sql` and rl.mtr_code = ${scope.mtr_code.trim()}` : sql``}`
      return parts(sql`vp.rcv_line_id in (${lines})`)
    }
    case 'serial':
      if (!value) throw new ResourceError(M.needScope, 400)
      return parts(sql`vp.serial_no = ${value}`)
    case 'plan':
      if (!value) throw new ResourceError(M.needScope, 400)
      // a supplier: the plan's vehicles that hold one of his parts
      return user.supplyid != null
        ? parts(sql`vp.vehicle_id in (select v.id from se_cust_vehicle v where v.plan_no = ${value})`)
        : sql`select v.id as vehicle_id, null::int as binding_id, v.vin, ${LOCATION} as location from se_cust_vehicle v where v.plan_no = ${value}`
    case 'station': {
      if (!scope.station_id || !scope.from || !scope.to) throw new ResourceError(M.needWindow, 400)
      const from = sql`${`${scope.from.slice(0, 10)} 00:00:00`}::timestamp`
      const to = sql`${`${scope.to.slice(0, 10)} 23:59:59`}::timestamp`
      // the vehicles that passed the station in the window: a step recorded or a part bound there
      return sql`${parts(sql`vp.station_id = ${scope.station_id} and vp.bound_at between ${from} and ${to}`)}
                 union
                 select s.vehicle_id, null::int, v.vin, ${LOCATION} from qul_flow_step s join se_cust_vehicle v on v.id = s.vehicle_id
                  where s.station_id = ${scope.station_id} and s.done_at between ${from} and ${to}
                    ${user.supplyid != null ? sql`and false` : sql``}
                    and not exists (select 1 from qul_vehicle_part vp where vp.vehicle_id = s.vehicle_id and vp.station_id = ${scope.station_id} and vp.bound_at between ${from} and ${to})`
    }
  }
}

/**
 * The scope's vehicles (of one place when `where` is given) by place and VIN — the batch index's
 * order, so a page of every place also stops after its rows — one page when `page` is given. The
 * page's size and offset are written into the statement (whole numbers): bound, a generic plan
 * guesses a tenth of the range and PostgreSQL plans the statement afresh on every call.
 */
function locatedHits(scope: TraceScope, user: CurrentUser, where: VehicleLocation | undefined, page?: { limit: number; offset: number }): SQL {
  return sql`
    select h.vehicle_id, h.binding_id, h.vin, h.location
      from (${hitsOf(scope, user)}) h
     where ${where ? sql`h.location = ${where}` : sql`true`}
     ${page ? sql`order by h.location, h.vin limit ${sql.raw(String(Math.trunc(page.limit)))} offset ${sql.raw(String(Math.trunc(page.offset)))}` : sql``}`
}

/** The rows of a scope's vehicles: the vehicle, where it is, its customer (staff only) and the matched part. */
function vehicleRows(scope: TraceScope, user: CurrentUser, where: VehicleLocation | undefined, page?: { limit: number; offset: number }): SQL {
  const customer = isStaff(user) ? sql`coalesce(c.cust_name, '')` : sql`''`
  return sql`
    select v.id as vehicle_id, v.vin, v.model, coalesce(v.plan_no, '') as plan_no, h.location,
           coalesce(st.station_name, '') as station_name, v.offline_date, ${customer} as customer_name, v.delivery_date,
           coalesce(m.mtr_code, '') as mtr_code, coalesce(b.serial_no, '') as serial_no, coalesce(r.rcv_no, '') as rcv_no
      from (${locatedHits(scope, user, where, page)}) h
      join se_cust_vehicle v on v.id = h.vehicle_id
      left join org_station st on st.id = v.station_id
      left join sale_customer c on c.customer_id = v.customer_id
      left join qul_part_binding b on b.id = h.binding_id
      left join pub_materiel m on m.mtr_id = b.mtr_id
      left join pc_receipt_line rl on rl.id = b.rcv_line_id
      left join pc_receipt r on r.id = rl.receipt_id`
}

const toRow = (r: Record<string, unknown>): TraceVehicleRow => ({
  ...(r as unknown as TraceVehicleRow),
  vehicle_id: Number(r.vehicle_id),
  offline_date: dateText(r.offline_date as string),
  delivery_date: dateText(r.delivery_date as string),
})

/**
 * Every vehicle a scope reaches, split by where it is now: the counts of every location (of the
 * whole scope) and one page of vehicles (of `where` when given), by VIN.
 */
export async function tracedVehicles(db: Db, user: CurrentUser, scope: TraceScope, q: { page: number; rows: number; where?: VehicleLocation }): Promise<TraceVehiclesAnswer> {
  // one batch line seen by staff: its counts are kept by the database (qul_batch_place); a
  // supplier's view (his own parts) or several lines (a vehicle may hold parts of two) count here
  const kept = scope.by === 'batch' && !!scope.rcv_line_id && isStaff(user)
  const [counts, page] = await Promise.all([
    kept
      ? db.execute(sql`select location, vehicles as n from qul_batch_place where rcv_line_id = ${scope.rcv_line_id} and vehicles > 0`)
      : db.execute(sql`select location, count(*)::int as n from (${locatedHits(scope, user, undefined)}) h group by 1`),
    db.execute(sql`${vehicleRows(scope, user, q.where, { limit: q.rows, offset: (q.page - 1) * q.rows })} order by h.location, v.vin`),
  ])
  const byLocation = Object.fromEntries(VEHICLE_LOCATIONS.map((l) => [l.value, 0])) as Record<VehicleLocation, number>
  for (const c of rowsOf<{ location: VehicleLocation; n: number }>(counts)) byLocation[c.location] = Number(c.n)
  const total = q.where ? byLocation[q.where] : Object.values(byLocation).reduce((a, b) => a + b, 0)
  return { rows: rowsOf<Record<string, unknown>>(page).map(toRow), total, page: q.page, counts: byLocation }
}

/** The same vehicles for an export, in batches of 1,000. */
export async function* tracedVehicleBatches(db: Db, user: CurrentUser, scope: TraceScope, where?: VehicleLocation): AsyncIterable<Record<string, unknown>[]> {
  for (let offset = 0; ; offset += 1000) {
    const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`${vehicleRows(scope, user, where, { limit: 1000, offset })} order by h.location, v.vin`)).map(toRow)
    if (rows.length) yield rows as unknown as Record<string, unknown>[]
    if (rows.length < 1000) return
  }
}

/** Keeps a scope's vehicles, as they are now, under a name: later bindings do not change it. */
export async function saveSnapshot(db: Db, user: CurrentUser, name: string, scope: TraceScope): Promise<number> {
  const [snap] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into qul_trace_snapshot (name, scope, supplyid, total, created_by, created_at)
      values (${name}, ${JSON.stringify(scope)}::jsonb, ${user.supplyid}, 0, ${user.UserName}, ${nowSql()})
      returning id`),
  )
  const id = Number(snap!.id)
  await db.execute(sql`
    insert into qul_trace_snapshot_vehicle (snapshot_id, vehicle_id, vin, model, location, customer_name, part)
    select ${id}, t.vehicle_id, t.vin, t.model, t.location, t.customer_name, trim(concat_ws(' ', nullif(t.mtr_code, ''), nullif(t.serial_no, ''), nullif(t.rcv_no, '')))
      from (${vehicleRows(scope, user, undefined)}) t`)
  await db.execute(sql`update qul_trace_snapshot set total = (select count(*) from qul_trace_snapshot_vehicle where snapshot_id = ${id}) where id = ${id}`)
  return id
}

/** The caller's visible snapshots (a supplier: his own), newest first. */
export async function snapshots(db: Db, user: CurrentUser) {
  const own = user.supplyid != null ? sql`where supplyid = ${user.supplyid}` : sql``
  const rows = rowsOf<Record<string, unknown>>(await db.execute(sql`select id, name, scope, total, created_by, created_at from qul_trace_snapshot ${own} order by id desc limit 200`))
  return rows.map((r) => ({ ...r, scope: typeof r.scope === 'string' ? JSON.parse(r.scope) : r.scope, created_at: dateTimeText(r.created_at as string) }))
}

/** One snapshot's vehicles as kept. */
export async function snapshotVehicles(db: Db, user: CurrentUser, id: number) {
  const own = user.supplyid != null ? sql` and supplyid = ${user.supplyid}` : sql``
  const [snap] = rowsOf<Record<string, unknown>>(await db.execute(sql`select id, name, total, created_by, created_at from qul_trace_snapshot where id = ${id}${own}`))
  if (!snap) throw new ResourceError(M.noSnapshot, 404)
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select vehicle_id, vin, model, location, customer_name, part from qul_trace_snapshot_vehicle where snapshot_id = ${id} order by vin limit 5000`),
  )
  return { snapshot: { ...snap, created_at: dateTimeText(snap.created_at as string) }, rows }
}
