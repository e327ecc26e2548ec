import { TRACE_MESSAGES as M, type TracePart, type TraceScopeKind, type TraceVehicleRow, type TraceVehiclesAnswer } from '@scm/core/quality'
import { VEHICLE_LOCATIONS, type VehicleLocation } from '@scm/core/business'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { nowSql, todaySql } from '../../clock/sql'
import type { Db } from '../../db'
import { dateText, dateTimeText, type CurrentUser } from '../../http'
import { isStaff } from '../../platform/owner-scope'
import { ResourceError } from '../../resource/records'

// 整车追溯, both ways. From a VIN (or engine no): every key part with its supplier, batch, receipt,
// incoming inspection and claims, the flow card's steps and the faults. From a batch, a serial, a
// plan or a station and time window: every vehicle that got it, counted by where it is now and
// paged. The batch side reads only the flattened qul_vehicle_part (one index range per batch).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows

/**
 * Every binding of a vehicle (live and history) with its batch's receipt, inspection and claims, as
 * a query over the vehicle `v` of the statement it is part of. What belongs to a batch (its claims)
 * or a supplier (agreement, PPM) is read once per batch or supplier, not once per binding: a
 * vehicle has thirty parts from a handful of suppliers.
 */
const partsSql = sql`
      with b as materialized (select * from qul_part_binding where vehicle_id = v.id),
      lines as materialized (select distinct rcv_line_id from b where rcv_line_id is not null),
      -- a batch's claims are raised from its incoming inspections or its production faults
      sources as (
        select q.receipt_line_id as line, '来料检验' as source, q.insp_no as no from qul_inspection q where q.receipt_line_id in (select rcv_line_id from lines)
        union all
        select f.rcv_line_id, '生产过程', f.fault_no from qul_process_fault f where f.rcv_line_id in (select rcv_line_id from lines)),
      claims as (
        select s.line, json_agg(json_build_object('claim_no', c.claim_no, 'status', c.status, 'total_amount', c.total_amount) order by c.id) as claims
          from sources s join qul_claim c on c.source = s.source and c.source_no = s.no and c.status <> '已作废'
         group by s.line),
      -- the supplier's agreement in force (its PPM target) and his PPM over the last twelve months
      sup as (
        select x.supplyid, s.supply_name, ${agreedPpmTarget(sql`x.supplyid`, todaySql)} as ppm_target,
               (select round(sum(m.rejected_qty) * 1000000 / nullif(sum(m.inspected_qty), 0))::int from qul_ledger_supplier_month m
                 where m.supplyid = x.supplyid and m.month > ${todaySql} - interval '12 months') as ppm
          from (select distinct supplyid from b) x left join pc_supply s on s.supplyid = x.supplyid)
      select b.id as binding_id, coalesce(st.station_name, '') as station_name, coalesce(l.process_name, '') as process_name,
             m.mtr_code, m.mtr_name, b.serial_no, b.supplyid, coalesce(sup.supply_name, '') as supply_name, b.rcv_line_id,
             coalesce(r.rcv_no, '') as rcv_no, r.rcv_date, coalesce(i.verdict, case when rl.check_status = '免检' then '免检' else '' end, '') as verdict,
             coalesce(i.insp_no, '') as insp_no, coalesce(cl.claims, '[]'::json) as claims,
             b.bound_by, b.bound_at, b.unbound_by, b.unbound_at, b.unbind_reason, b.route_line_id,
             sup.ppm_target, sup.ppm as actual_ppm
        from b
        join pub_materiel m on m.mtr_id = b.mtr_id
        left join qul_key_route_line l on l.id = b.route_line_id
        left join org_station st on st.id = b.station_id
        left join pc_receipt_line rl on rl.id = b.rcv_line_id
        left join pc_receipt r on r.id = rl.receipt_id
        left join sup on sup.supplyid = b.supplyid
        left join claims cl on cl.line = b.rcv_line_id
        left join lateral (select q.insp_no, q.verdict from qul_inspection q
                            where q.receipt_line_id = b.rcv_line_id and q.verdict is not null order by q.id desc limit 1) i on true
       order by b.id`

/** Rows of a query over the statement's vehicle `v` as one JSON list. */
const listOf = (rows: SQL) => sql`(select coalesce(json_agg(x), '[]'::json) from (${rows}) x)`

type Row = Record<string, unknown>
interface VehicleTraceRow {
  vehicle: Row
  parts: Row[]
  steps: Row[]
  faults: Row[]
  route: Row[]
  logs: Row[]
}

/**
 * A vehicle's whole trace (staff): the vehicle of a VIN or an engine no with its customer, its
 * route's key processes with what was done and bound at each, every binding (live and replaced),
 * the steps and checks, and its faults. One statement, each part a JSON list: the trace is read
 * on the line and in recalls, many at once, and each round trip costs both sides.
 */
export async function vehicleTrace(db: Db, key: string) {
  key = key.trim()
  const [t] = rowsOf<VehicleTraceRow>(
    await db.execute(sql`
      with v as (
        select v.id, v.vin, v.model, coalesce(v.configuration, '') as configuration, coalesce(v.plan_no, '') as plan_no,
               coalesce(v.engine_no, '') as engine_no, coalesce(v.location, '已交付') as location, coalesce(st.station_name, '') as station_name,
               v.online_at, v.offline_date, v.final_checked_at, v.delivery_date, coalesce(v.plate_no, '') as plate_no,
               coalesce(c.cust_name, '') as customer_name
          from se_cust_vehicle v
          left join org_station st on st.id = v.station_id
          left join sale_customer c on c.customer_id = v.customer_id
         where v.vin = ${key} or v.engine_no = ${key}
         order by (v.vin = ${key}) desc
         limit 1)
      select row_to_json(v) as vehicle, ${listOf(partsSql)} as parts, ${listOf(sql`
      select s.id, s.kind, s.route_line_id, coalesce(st.station_name, '') as station_name, coalesce(l.process_name, '') as process_name,
             s.result, s.remark, s.user_name, s.done_at
        from qul_flow_step s
        left join org_station st on st.id = s.station_id
        left join qul_key_route_line l on l.id = s.route_line_id
       where s.vehicle_id = v.id
       order by s.id`)} as steps, ${listOf(sql`
      select f.id, f.fault_no, f.status, coalesce(st.station_name, '') as station_name, coalesce(fc.name, '') as fault_name, f.description,
             f.resp_type, coalesce(s.supply_name, d.dept_name, '') as responsible, coalesce(f.rcv_no, '') as rcv_no, coalesce(f.mtr_name, '') as mtr_name,
             coalesce(f.found_by, '') as found_by, f.found_at, coalesce(f.handling, '') as handling, coalesce(f.handler, '') as handler, f.closed_at, coalesce(f.claim_no, '') as claim_no
        from qul_process_fault f
        left join org_station st on st.id = f.station_id
        left join qul_fault_code fc on fc.id = f.fault_code_id
        left join pc_supply s on s.supplyid = f.supplyid
        left join org_dept d on d.id = f.dept_id
       where f.vehicle_id = v.id and f.status <> '已作废'
       order by f.id`)} as faults, ${listOf(sql`
      select l.id, l.seq, l.station_id, coalesce(st.station_name, '') as station_name, l.process_name, coalesce(l.check_item, '') as check_item,
             l.mtr_id, coalesce(m.mtr_code, '') as mtr_code, coalesce(m.mtr_name, '') as mtr_name, coalesce(l.bind_mode, '') as bind_mode
        from qul_key_route_line l
        join qul_key_route h on h.id = l.doc_id and h.model = v.model and h.status = '已发布'
        left join org_station st on st.id = l.station_id
        left join pub_materiel m on m.mtr_id = l.mtr_id
       order by l.seq, l.id`)} as route, ${listOf(sql`
      select g.id, g.log_no, g.status, coalesce(st.station_name, '') as station_name, coalesce(g.result, '') as result, coalesce(g.bad_items, 0) as bad_items,
             coalesce(g.inspector, '') as inspector, g.checked_at,
             coalesce((select string_agg(l.item_name || '：' || coalesce(l.finding, ''), '；' order by l.line_no) from qas_check_log_line l where l.doc_id = g.id and l.result = '不合格'), '') as findings
        from qas_check_log g
        left join org_station st on st.id = g.station_id
       where g.vehicle_id = v.id
       order by g.id`)} as logs
        from v`),
  )
  if (!t) throw new ResourceError(M.noVehicle(key), 404)
  const v = t.vehicle
  return {
    vehicle: {
      ...v,
      online_at: dateTimeText(v.online_at as string),
      offline_date: dateText(v.offline_date as string),
      final_checked_at: dateTimeText(v.final_checked_at as string),
      delivery_date: dateText(v.delivery_date as string),
    },
    route: t.route,
    parts: t.parts.map((r): TracePart => ({
      ...(r as unknown as TracePart),
      rcv_date: dateText(r.rcv_date as string),
      bound_at: dateTimeText(r.bound_at as string),
      unbound_at: r.unbound_at ? dateTimeText(r.unbound_at as string) : null,
      claims: (r.claims as TracePart['claims']).map((c) => ({ ...c, total_amount: Number(c.total_amount) })),
    })),
    steps: t.steps.map((s) => ({ ...s, done_at: dateTimeText(s.done_at as string) })),
    faults: t.faults.map((f) => ({ ...f, found_at: dateTimeText(f.found_at as string), closed_at: dateTimeText(f.closed_at as string) })),
    checkLogs: t.logs.map((g) => ({ ...g, checked_at: dateTimeText(g.checked_at as string) })),
  }
}

/**
 * The PPM target of the supplier's confirmed quality agreement in force on a day (null without
 * one), as a scalar subquery over SQL of the outer query: the trace's parts and the ledger's
 * supplier figures show it beside the actual PPM.
 */
export function agreedPpmTarget(supplyid: SQL, on: SQLWrapper): SQL {
  return sql`(select a.ppm_target from qul_agreement a
               where a.supplyid = ${supplyid} and a.status = '已确认' and ${on} between a.valid_from and a.valid_to
               order by a.valid_to desc limit 1)`
}

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
