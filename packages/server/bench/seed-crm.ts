// Bulk after-sales data for the CRM benchmark: INSERT … SELECT generate_series (seconds, not minutes).
import type pg from 'pg'

export interface CrmSize {
  workbills: number
  customers: number
  vehiclesPerCustomer: number
  /** days back from today the work orders spread over */
  days: number
}

/** Statuses of work orders reported in the last fortnight (still moving) and of older ones (mostly closed). */
const RECENT = ['新建', '已派工', '已派工', '处理中', '处理中', '处理中', '待客户', '已完工', '已完工', '已验收', '已回访', '已回访', '已取消']
const OLD = [...Array<string>(60).fill('已回访'), '已验收', '已验收', '已取消', '已取消', '已取消', '处理中', '已派工']

/**
 * `customers` bench customers with `vehiclesPerCustomer` vehicles each (beside the demo's), and
 * `workbills` work orders on those vehicles over `days`: recent ones in every status, old ones mostly
 * visited, a few left open long past their deadline; a replaced part on one in three finished ones
 * and a complaint on one in a hundred — as a service department's years would leave them. The demo
 * customers' vehicles get their share, so cust01's lists are long too.
 */
export async function seedCrm(client: pg.Client, size: CrmSize): Promise<void> {
  const { workbills, customers, vehiclesPerCustomer, days } = size
  await client.query(
    `insert into sale_customer (cust_code, cust_name, contact, phone, region, address)
     select 'BC' || lpad(g::text, 6, '0'), '压测客户' || g || '号运输有限公司', '联系人' || g, '0551-' || lpad(g::text, 8, '0'),
            (array['安徽', '河南', '江苏', '浙江', '湖北'])[1 + g % 5], '压测路' || g || '号'
     from generate_series(1, $1::int) g on conflict do nothing`,
    [customers],
  )
  await client.query(
    `insert into se_cust_vehicle (vin, customer_id, model, configuration, plate_no, delivery_date, warranty_end)
     select 'LWJB' || lpad(g::text, 13, '0'), c.customer_id, (array['WJ6120', 'WJ6110', 'WJ1180', 'WJ3250'])[1 + g % 4], '标准配置',
            '皖B·' || lpad((g % 100000)::text, 5, '0'), current_date - 800 + g % 400, current_date + 300 + g % 400
     from sale_customer c cross join generate_series(1, $1::int) v
     cross join lateral (select (c.customer_id * $1::int + v) as g) n
     where c.cust_code like 'BC%' on conflict do nothing`,
    [vehiclesPerCustomer],
  )
  const ref = async (table: string) => (await client.query(`select array_agg(id order by id) ids from ${table}`)).rows[0].ids as number[]
  const [types, outlets, items, manners, services] = await Promise.all(['se_workbill_type', 'pub_service_outlets', 'se_maintainitem', 'se_servicemanner', 'se_serviceitem'].map(ref))
  const vehicles = (await client.query(`select array_agg(id order by id) ids, array_agg(vin order by id) vins, array_agg(customer_id order by id) custs from se_cust_vehicle`)).rows[0]
  const eng = (await client.query(`select userid, user_name from sys_user where usercode = 'eng01'`)).rows[0]
  const base = Number((await client.query(`select coalesce(max(id), 0) id from se_workbill`)).rows[0].id)

  // work order g: reported (g % days) days and (g % 9) hours back, on vehicle v; recent ones in any
  // status, old ones mostly closed; the completion deadline two working days on
  const v = `(1 + (g::bigint * 7919) % array_length($3::int[], 1))::int`
  const back = `((g % $2::int) * interval '1 day' + (g % 9) * interval '1 hour')`
  const st = `case when g % $2::int < 14 then ($6::text[])[1 + (g / $2::int) % array_length($6::text[], 1)]
                   else ($7::text[])[1 + (g / $2::int + g) % array_length($7::text[], 1)] end`
  await client.query(
    `insert into se_workbill (id, bill_no, status, type_id, priority, customer_id, vehicle_id, vin, contact_phone, fault_desc, maintain_item_id,
        service_manner_id, service_item_id, outlet_id, engineer, engineer_id, reported_at, response_due, complete_due, responded_at, paused_at,
        completed_at, labour_hours, warranty, finish_desc, accepted_at, satisfaction, visit_comment, created_at)
     select $12::int + g, 'GD' || to_char(r.at, 'YYYYMMDD') || lpad(g::text, 7, '0'), s.st, ($8::int[])[1 + g % array_length($8::int[], 1)],
            (array['一般', '一般', '较急', '紧急'])[1 + g % 4], ($5::int[])[${v}], ($3::int[])[${v}], ($4::text[])[${v}], '1385510' || lpad((g % 10000)::text, 4, '0'),
            (array['制动时有异响', '空调不制冷', '冷车启动困难', '仪表报绝缘故障', '车门无法关闭', '转向沉重'])[1 + g % 6] || '（压测' || g || '）',
            ($9::int[])[1 + g % array_length($9::int[], 1)], ($10::int[])[1 + g % array_length($10::int[], 1)], ($11::int[])[1 + g % array_length($11::int[], 1)],
            case when s.st <> '新建' then ($13::int[])[1 + g % array_length($13::int[], 1)] end,
            case when s.st not in ('新建', '已派工', '已取消') then $14::text end, case when s.st not in ('新建', '已派工', '已取消') then $15::int end,
            r.at, r.at + interval '4 hours', r.at + interval '2 days', case when s.st not in ('新建', '已派工', '已取消') then r.at + interval '3 hours' end,
            case when s.st = '待客户' then r.at + interval '5 hours' end,
            case when s.st in ('已完工', '已验收', '已回访') then r.at + interval '1 day' end,
            case when s.st in ('已完工', '已验收', '已回访') then 1 + g % 6 end, case when s.st in ('已完工', '已验收', '已回访') then (array['是', '否'])[1 + g % 2] end,
            case when s.st in ('已完工', '已验收', '已回访') then '按规范维修' end,
            case when s.st in ('已验收', '已回访') then r.at + interval '2 days' end,
            case when s.st = '已回访' then 1 + (g * 7) % 5 end, case when s.st = '已回访' then '回访意见' || g % 10 end,
            r.at
     from generate_series(1, $1::int) g
     cross join lateral (select date_trunc('hour', localtimestamp) - ${back} as at) r
     cross join lateral (select ${st} as st) s`,
    [workbills, days, vehicles.ids, vehicles.vins, vehicles.custs, RECENT, OLD, types, items, manners, services, base, outlets, eng.user_name, eng.userid],
  )
  await client.query(`select setval(pg_get_serial_sequence('se_workbill', 'id'), $1::int)`, [base + workbills])
  await client.query(
    `insert into se_workbill_part (doc_id, line_no, part_code, part_name, qty, faulty_sn, new_sn)
     select id, 1, 'P' || lpad((id % 500)::text, 6, '0'), '压测零件' || id % 500, 1, 'OLD' || id, 'NEW' || id
     from se_workbill where id > $1::int and status in ('已完工', '已验收', '已回访') and id % 3 = 0`,
    [base],
  )
  const complaintBase = Number((await client.query(`select coalesce(max(id), 0) id from se_cust_complaint`)).rows[0].id)
  await client.query(
    `insert into se_cust_complaint (id, complaint_no, status, customer_id, source, vin, workbill_no, content, created_at)
     select $2::int + row_number() over (order by id), 'TS' || substr(bill_no, 3), (array['待处理', '处理中', '已处理', '已回访', '已回访'])[1 + id % 5],
            customer_id, '回访', vin, bill_no, '工单' || bill_no || '回访满意度' || coalesce(satisfaction, 1) || '分', reported_at + interval '3 days'
     from se_workbill where id > $1::int and id % 100 = 0`,
    [base, complaintBase],
  )
  await client.query(`select setval(pg_get_serial_sequence('se_cust_complaint', 'id'), (select max(id) from se_cust_complaint))`)
  // what autovacuum does on a live system: statistics, and the visibility map index-only scans need
  for (const table of ['sale_customer', 'se_cust_vehicle', 'se_workbill', 'se_workbill_part', 'se_cust_complaint']) await client.query(`vacuum analyze ${table}`)
}
