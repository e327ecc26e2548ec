// The cockpit benchmark's quality records (issue 40 item 5), made inside PostgreSQL: incoming
// inspections of the receipts seed-cockpit.ts made, claims with their history, the flow card's
// offline and final checks of the bench vehicles and the process faults found on them.
import type pg from 'pg'

const ids = async (client: pg.Client, query: string) => (await client.query(query)).rows[0].ids as number[]

/**
 * One receipt line in five inspected (about 220,000 over three years), one lot in 25 rejected with
 * 5 % of it bad; the last two days' lots still 检验中. A claim for every other rejected lot, published
 * the day after the inspection and its 8D accepted 5–44 days later: the claims whose acceptance
 * lies ahead are still open, in one of the three 8D stages.
 */
export async function seedCockpitQuality(client: pg.Client, receiptLineBase: number): Promise<void> {
  const checkType = (await client.query(`select min(id) id from qul_check_infor_type`)).rows[0].id as number
  const bad = `rl.id % 125 = 0`
  await client.query(
    `insert into qul_inspection (insp_no, status, receipt_line_id, rcv_no, receipt_id, order_line_id, supplyid, mtr_id, mtr_code, mtr_name, lot_qty,
        check_type_id, inspection_level, aql, severity, sample_size, ac, re, defect_total, rule_verdict, verdict, accepted_qty, rejected_qty, inspector, inspected_at, created_at)
     select 'JY' || rl.id, case when i.open then '检验中' when ${bad} then case when rc.rcv_date < current_date - 30 then '已处理' else '不合格' end else '合格' end,
            rl.id, rc.rcv_no, rc.id, rl.order_line_id, rl.supplyid, rl.mtr_id, rl.mtr_code, rl.mtr_name, greatest(1, rl.qty::int), $2::int, 'II', '1.0', '一般',
            32, 1, 2, case when ${bad} then 3 else 0 end,
            case when i.open then null when ${bad} then '不合格' else '合格' end, case when i.open then null when ${bad} then '不合格' else '合格' end,
            case when i.open then null when ${bad} then greatest(1, rl.qty::int) - greatest(1, rl.qty::int / 20) else greatest(1, rl.qty::int) end,
            case when i.open then null when ${bad} then greatest(1, rl.qty::int / 20) else 0 end, '赵检验',
            case when not i.open then rc.rcv_date + interval '10 hours' + (rl.id % 6) * interval '1 hour' end, rc.rcv_date + interval '9 hours'
       from pc_receipt_line rl join pc_receipt rc on rc.id = rl.receipt_id
       cross join lateral (select rc.rcv_date >= current_date - 1 as open) i
      where rl.id > $1::int and rl.id % 5 = 0`,
    [receiptLineBase, checkType],
  )
  await client.query(
    `insert into qul_claim (claim_no, status, supplyid, source, source_no, claim_date, reason, total_qty, total_amount, created_at)
     select 'SP' || i.insp_no, '草稿', i.supplyid, '来料检验', i.insp_no, (i.inspected_at + interval '1 day')::date, i.mtr_name || '尺寸超差',
            i.rejected_qty, i.rejected_qty * 50, i.inspected_at + interval '1 day'
       from qul_inspection i where i.insp_no like 'JY%' and i.verdict = '不合格' and i.receipt_line_id > $1::int and i.receipt_line_id % 250 = 0`,
    [receiptLineBase],
  )
  // published at creation; 8D accepted (5 + id % 40) days later — past: closed (settled after 60 days), ahead: an open stage
  const accepted = `c.created_at + (5 + c.id % 40) * interval '1 day'`
  await client.query(
    `update qul_claim c set status = case when ${accepted} < localtimestamp - interval '60 days' then '已结算' when ${accepted} < localtimestamp then '供应商已确认'
            else (array['待确认', '已答复', '申诉中'])[1 + c.id % 3] end
      where c.claim_no like 'SPJY%'`,
  )
  await client.query(
    `insert into doc_event (doc_type, doc_id, action, from_status, to_status, user_name, created_at, side)
     select 'QulClaim', c.id, '发布', '草稿', '待确认', '赵检验', c.created_at, 'quality' from qul_claim c where c.claim_no like 'SPJY%'
     union all
     select 'QulClaim', c.id, '接受8D', '已答复', '供应商已确认', '赵检验', ${accepted}, 'quality'
       from qul_claim c where c.claim_no like 'SPJY%' and ${accepted} < localtimestamp`,
  )
  await seedFlowAndFaults(client)
}

/**
 * Each bench vehicle went offline once in the three years and passed its final check 4 hours
 * later — one in twelve failed it first and passed the next day; three process faults found on
 * the line before offline and, for one in fifteen, a fourth after it (not first pass). Fault codes
 * skewed towards the first ones, so the top five stand out.
 */
async function seedFlowAndFaults(client: pg.Client): Promise<void> {
  const [stations, codes] = await Promise.all([ids(client, `select array_agg(id order by id) ids from org_station`), ids(client, `select array_agg(id order by id) ids from qul_fault_code`)])
  const supplierIds = await ids(client, `select array_agg(supplyid order by supplyid) ids from pc_supply where supplyid > 2000`)
  const vehicles = `(select v.id, v.vin, v.model, localtimestamp - ((v.id * 7919) % 1095) * interval '1 day' - (v.id % 10) * interval '1 hour' as off
                       from se_cust_vehicle v where v.vin like 'LWJB%') v`
  await client.query(
    `insert into qul_flow_step (vehicle_id, kind, result, user_name, done_at)
     select v.id, '下线', '合格', '钱质检', v.off from ${vehicles}
     union all
     select v.id, '终检', '不合格', '钱质检', v.off + interval '2 hours' from ${vehicles} where v.id % 12 = 0`,
  )
  await client.query(
    `insert into qul_flow_step (vehicle_id, kind, result, user_name, done_at)
     select v.id, '终检', '合格', '钱质检', v.off + case when v.id % 12 = 0 then interval '1 day' else interval '4 hours' end from ${vehicles}`,
  )
  await client.query(
    `insert into qul_process_fault (fault_no, status, vin, vehicle_id, model, station_id, fault_code_id, description, resp_type, dept_id, supplyid, found_by, found_at, created_at)
     select 'GZB' || v.id || '-' || k, case when k = 1 and v.id % 30 = 0 then '已作废' when v.off > localtimestamp - interval '3 days' then '待处理' else '已关闭' end,
            v.vin, v.id, v.model, ($1::int[])[1 + (v.id + k) % array_length($1::int[], 1)],
            ($2::int[])[least(array_length($2::int[], 1), 1 + (((v.id * 7 + k * 13) % 100) ^ 2 / 625)::int)],
            '压测过程故障' || k, case when k = 1 then '供应商' else '部门' end, case when k = 1 then null else 6 end,
            case when k = 1 then ($3::int[])[1 + v.id % array_length($3::int[], 1)] end, '钱质检', f.at, f.at
       from ${vehicles}
       cross join generate_series(1, 4) k
       cross join lateral (select case when k = 4 then v.off + interval '1 hour' else v.off - k * 5 * interval '1 hour' end as at) f
      where k < 4 or v.id % 15 = 0`,
    [stations, codes, supplierIds],
  )
}
