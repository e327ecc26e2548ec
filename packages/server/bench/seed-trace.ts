// Bulk production data for the trace benchmark: INSERT … SELECT generate_series (seconds, not minutes).
import type pg from 'pg'

export interface TraceSize {
  vehicles: number
  /** key parts bound per vehicle (vehicles × parts = bindings) */
  partsPerVehicle: number
  /** vehicles the one batch under test went into */
  batchVehicles: number
}

/** Where the bench vehicles are: mostly delivered, some in stock, on the line and in service. */
const LOCATIONS = [...Array<string>(16).fill('已交付'), '下线在库', '下线在库', '在线', '服务中']

/**
 * `vehicles` vehicles built over the last year, each with `partsPerVehicle` live key parts bound
 * from supplier batches (receipt lines of the demo suppliers: a hundred vehicles' worth of one part
 * per batch), and one batch (rcv_no BENCH-10K) bound into the first `batchVehicles` of them — the
 * flattened vehicle × part rows written beside the bindings, as the binding's transaction writes them.
 */
export async function seedTrace(client: pg.Client, size: TraceSize): Promise<void> {
  const { vehicles, partsPerVehicle, batchVehicles } = size
  const mtrs = (await client.query(`select array_agg(mtr_id order by mtr_id) ids, array_agg(mtr_code order by mtr_id) codes, array_agg(mtr_name order by mtr_id) names from pub_materiel`)).rows[0]
  const sups = (await client.query(`select array_agg(supplyid order by supplyid) ids from pc_supply`)).rows[0].ids as number[]
  const customers = (await client.query(`select array_agg(customer_id order by customer_id) ids from sale_customer`)).rows[0].ids as number[]
  const stations = (await client.query(`select array_agg(id order by id) ids from org_station`)).rows[0].ids as number[]
  // batches: one receipt per part slot, a line per hundred-vehicle group (vehicles / 100 lines each)
  const groups = Math.max(1, Math.ceil(vehicles / 100))
  await client.query(
    `insert into pc_receipt (rcv_no, supplyid, rcv_date, status, warehouse, receiver_name, qty, qualified_qty, line_count)
     select 'BENCH-' || lpad(k::text, 3, '0'), ($1::int[])[1 + k % array_length($1::int[], 1)], current_date - 200 + k, '已入库', '总装线边库', '压测', 0, 0, $2::int
       from generate_series(0, $3::int - 1) k`,
    [sups, groups, partsPerVehicle],
  )
  await client.query(
    `insert into pc_receipt_line (receipt_id, supplyid, line_no, mtr_id, mtr_code, mtr_name, qty, qualified_qty, check_status)
     select r.id, r.supplyid, g + 1, ($1::int[])[m], ($2::text[])[m], ($3::text[])[m], 100, 100, '已检'
       from pc_receipt r cross join generate_series(0, $4::int - 1) g
       cross join lateral (select 1 + (substr(r.rcv_no, 7)::int % array_length($1::int[], 1)) as m) mm
      where r.rcv_no like 'BENCH-%'`,
    [mtrs.ids, mtrs.codes, mtrs.names, groups],
  )
  await client.query(
    `insert into pc_receipt (rcv_no, supplyid, rcv_date, status, warehouse, receiver_name, qty, qualified_qty, line_count)
     values ('BENCH-10K', $1, current_date - 150, '已入库', '总装线边库', '压测', 0, 0, 1)`,
    [sups[0]],
  )
  await client.query(
    `insert into pc_receipt_line (receipt_id, supplyid, line_no, mtr_id, mtr_code, mtr_name, qty, qualified_qty, check_status)
     select r.id, r.supplyid, 1, $1::int, $2, $3, $4::int, $4::int, '已检' from pc_receipt r where r.rcv_no = 'BENCH-10K'`,
    [mtrs.ids[0], mtrs.codes[0], mtrs.names[0], batchVehicles],
  )
  const base = Number((await client.query(`select coalesce(max(id), 0) id from se_cust_vehicle`)).rows[0].id)
  await client.query(
    `insert into se_cust_vehicle (id, vin, customer_id, model, configuration, plan_no, engine_no, location, station_id, online_at, offline_date, delivery_date, created_at)
     select $1::int + g, 'LWJT' || lpad(g::text, 13, '0'),
            case when l.loc in ('已交付', '服务中') then ($2::int[])[1 + g % array_length($2::int[], 1)] end,
            (array['HFC1042', 'HFC1180', 'WJ6120'])[1 + g % 3], '标准配置', 'PPB' || lpad((g / 500)::text, 5, '0'), 'EB' || lpad(g::text, 10, '0'),
            l.loc, case when l.loc = '在线' then ($3::int[])[1 + g % array_length($3::int[], 1)] end,
            now() - (g % 365) * interval '1 day', case when l.loc <> '在线' then current_date - g % 365 + 1 end,
            case when l.loc in ('已交付', '服务中') then current_date - g % 365 + 10 end, now()
       from generate_series(1, $4::int) g
       cross join lateral (select ($5::text[])[1 + (g * 7) % array_length($5::text[], 1)] as loc) l`,
    [base, customers, stations, vehicles, LOCATIONS],
  )
  await client.query(`select setval(pg_get_serial_sequence('se_cust_vehicle', 'id'), (select max(id) from se_cust_vehicle))`)
  // the batch lines by slot and group; the BENCH-10K line for the last slot of the first vehicles
  const lines = (await client.query(
    `select array_agg(rl.id order by r.rcv_no, rl.line_no) ids, array_agg(rl.supplyid order by r.rcv_no, rl.line_no) sups
       from pc_receipt_line rl join pc_receipt r on r.id = rl.receipt_id where r.rcv_no like 'BENCH-%' and r.rcv_no <> 'BENCH-10K'`,
  )).rows[0]
  const special = (await client.query(`select rl.id, rl.supplyid from pc_receipt_line rl join pc_receipt r on r.id = rl.receipt_id where r.rcv_no = 'BENCH-10K'`)).rows[0]
  const bindingBase = Number((await client.query(`select coalesce(max(id), 0) id from qul_part_binding`)).rows[0].id)
  // binding b = (vehicle v, slot k): the batch of slot k for v's hundred-vehicle group
  const line = `case when k = $8::int - 1 and v <= $9::int then $10::int else ($4::int[])[1 + k * $11::int + (v - 1) / 100] end`
  const sup = `case when k = $8::int - 1 and v <= $9::int then $12::int else ($5::int[])[1 + k * $11::int + (v - 1) / 100] end`
  await client.query(
    `insert into qul_part_binding (id, vehicle_id, station_id, mtr_id, serial_no, rcv_line_id, supplyid, bound_by, bound_at)
     select $1::int + b + 1, $2::int + v, ($3::int[])[1 + k % array_length($3::int[], 1)], ($6::int[])[1 + k % array_length($6::int[], 1)],
            case when k % 3 = 0 then 'SN' || lpad(v::text, 7, '0') || lpad(k::text, 2, '0') else '' end, ${line}, ${sup}, '压测', now() - (v % 365) * interval '1 day'
       from generate_series(0, $7::int * $8::int - 1) b
       cross join lateral (select 1 + b / $8::int as v, b % $8::int as k) x`,
    [bindingBase, base, stations, lines.ids, lines.sups, mtrs.ids, vehicles, partsPerVehicle, batchVehicles, special.id, groups, special.supplyid],
  )
  await client.query(`select setval(pg_get_serial_sequence('qul_part_binding', 'id'), (select max(id) from qul_part_binding))`)
  // three million rows in one statement: the batch counts (qul_batch_place) are added up once
  // afterwards instead of by the statement trigger, which is made for a binding at a time
  await client.query(`alter table qul_vehicle_part disable trigger qul_vehicle_part_counted_in`)
  await client.query(
    // the VIN and place given here (the insert trigger looks them up only when missing)
    `insert into qul_vehicle_part (binding_id, vehicle_id, mtr_id, rcv_line_id, supplyid, serial_no, station_id, bound_at, vin, location)
     select b.id, b.vehicle_id, b.mtr_id, b.rcv_line_id, b.supplyid, b.serial_no, b.station_id, b.bound_at, v.vin, coalesce(v.location, '已交付')
       from qul_part_binding b join se_cust_vehicle v on v.id = b.vehicle_id where b.id > $1::int`,
    [bindingBase],
  )
  await client.query(`alter table qul_vehicle_part enable trigger qul_vehicle_part_counted_in`)
  await client.query(`select qul_batch_place_rebuild()`)
  for (const table of ['se_cust_vehicle', 'pc_receipt', 'pc_receipt_line', 'qul_part_binding', 'qul_vehicle_part']) await client.query(`vacuum analyze ${table}`)
}
