import { TRACE_MESSAGES as M, type TracePart } from '@scm/core/quality'
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { todaySql } from '../../clock/sql'
import type { Db } from '../../db'
import { dateText, dateTimeText } from '../../http'
import { ResourceError } from '../../resource/records'

// 整车追溯, both ways. From a VIN (or engine no), here: every key part with its supplier, batch,
// receipt, incoming inspection and claims, the flow card's steps and the faults. From a batch, a
// serial, a plan or a station and time window to every vehicle that got it: traced-vehicles.ts.

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
