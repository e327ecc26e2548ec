// Bulk equipment for the equipment benchmark: INSERT … SELECT generate_series (seconds, not minutes).
import type pg from 'pg'

export interface EquipSize {
  machines: number
  /** maintenance items per type: each machine gets a plan per item of its type */
  itemsPerType: number
  logs: number
}

/**
 * `machines` machines spread over every department as workshops and over the types, mostly 在用;
 * `itemsPerType` items per type (days, hours or both); a plan per machine × item of its type, due
 * from two months ago to a year ahead (some entering their lead time, some overdue, some past their
 * due reading), with `alert_on` computed as the server keeps it; `logs` maintenance logs over two
 * years. Readings are not generated: the plans carry what the readings left.
 */
export async function seedEquip(client: pg.Client, size: EquipSize): Promise<void> {
  const { machines, itemsPerType, logs } = size
  const types = (await client.query(`select array_agg(id order by id) ids from equip_type`)).rows[0].ids as number[]
  const depts = (await client.query(`select array_agg(id order by id) ids from org_dept`)).rows[0].ids as number[]
  const base = Number((await client.query(`select coalesce(max(id), 0) id from equip_account`)).rows[0].id)
  await client.query(
    `insert into equip_account (id, asset_no, name, status, type_id, model, maker, workshop_id, location, dept_id, commission_date, running_hours, created_at)
     select $1::int + g, 'SBB' || lpad(g::text, 9, '0'), '压测设备' || g || '号', (array['在用','在用','在用','在用','在用','在用','在用','在用','在用','停用','维修','报废'])[1 + g % 12],
            ($2::int[])[1 + g % array_length($2::int[], 1)], 'M-' || (g % 50), '压测厂家', ($3::int[])[1 + (g / 7) % array_length($3::int[], 1)],
            '压测区域' || (g % 40), ($3::int[])[1 + (g / 7) % array_length($3::int[], 1)], current_date - 400 - g % 2000, 100 + (g * 37) % 20000, now()
     from generate_series(1, $4::int) g`,
    [base, types, depts, machines],
  )
  await client.query(`select setval(pg_get_serial_sequence('equip_account', 'id'), (select max(id) from equip_account))`)
  await client.query(
    `insert into equip_main_item (code, name, type_id, content, cycle_days, cycle_hours, mode, lead_days, lead_hours, created_at)
     select '9' || lpad(t.n::text, 3, '0') || lpad(i::text, 4, '0'), '压测保养项目' || t.n || '-' || i, t.id, '压测保养内容',
            case when i % 3 <> 1 then (array[15, 30, 60, 90, 180, 365])[1 + i % 6] end,
            case when i % 3 <> 0 then (array[200, 500, 1000, 2000])[1 + i % 4] end,
            (array['固定', '浮动'])[1 + i % 2], 7, 50, now()
     from (select id, row_number() over (order by id) n from equip_type) t cross join generate_series(1, $1::int) i`,
    [itemsPerType],
  )
  // plans of the bench machines: due dates from -60 to +365 days, due readings around the running hours
  await client.query(
    `insert into equip_main_plan (equip_id, item_id, workshop_id, next_due_date, next_due_hours, hours_alert_at, hours_due_at, last_done_at, last_done_hours)
     select e.id, i.id, e.workshop_id,
            case when i.cycle_days is not null then current_date - 60 + ((e.id * 7919 + i.id * 104729) % 425)::int end,
            case when i.cycle_hours is not null then e.running_hours - 60 + ((e.id * 31 + i.id * 17) % 1500) end,
            null, null, now() - interval '30 days', e.running_hours - 100
       from equip_account e join equip_main_item i on i.type_id = e.type_id and i.name like '压测%'
      where e.asset_no like 'SBB%'`,
  )
  // what refreshPlans keeps: hours reached (lead / due) stamped, alert_on for running machines
  await client.query(
    `update equip_main_plan p set
       hours_alert_at = case when p.next_due_hours is not null and e.running_hours >= p.next_due_hours - i.lead_hours then now() - interval '2 days' end,
       hours_due_at = case when p.next_due_hours is not null and e.running_hours >= p.next_due_hours then now() - interval '1 day' end,
       alert_on = case when e.status in ('在用', '维修') then least(p.next_due_date - i.lead_days,
                        case when p.next_due_hours is not null and e.running_hours >= p.next_due_hours - i.lead_hours then current_date - 2 end) end,
       overdue_on = case when e.status in ('在用', '维修') then least(p.next_due_date + 1,
                        case when p.next_due_hours is not null and e.running_hours >= p.next_due_hours then current_date - 1 end) end
     from equip_account e, equip_main_item i where e.id = p.equip_id and i.id = p.item_id and e.asset_no like 'SBB%'`,
  )
  const logBase = Number((await client.query(`select coalesce(max(id), 0) id from equip_main_log`)).rows[0].id)
  const eq = (await client.query(`select min(id) lo, max(id) hi from equip_account where asset_no like 'SBB%'`)).rows[0]
  await client.query(
    `insert into equip_main_log (id, log_no, kind, status, equip_id, workshop_id, item_id, work_hours, cost, result, executor, done_at, source, created_at)
     select $1::int + g, 'BYB' || lpad(g::text, 12, '0'), case when g % 10 = 0 then '故障维修' else '保养' end, '已完成',
            e.id, e.workshop_id, null, 1 + g % 6, 100 + g % 3000, '压测：按规程完成', '压测维修工',
            now() - ((g % 730) * interval '1 day'), '人工', now() - ((g % 730) * interval '1 day')
       from generate_series(1, $2::int) g
       join equip_account e on e.id = $3::int + (g::bigint * 7919 % ($4::int - $3::int + 1))::int`,
    [logBase, logs, eq.lo, eq.hi],
  )
  await client.query(`select setval(pg_get_serial_sequence('equip_main_log', 'id'), (select max(id) from equip_main_log))`)
  await client.query('vacuum analyze equip_account')
  await client.query('vacuum analyze equip_main_plan')
  await client.query('vacuum analyze equip_main_item')
  await client.query('vacuum analyze equip_main_log')
}
