// Bulk quality ledger for the quality benchmark: INSERT … SELECT generate_series, then the monthly
// summary rebuilt from it in one statement (the same rules recordQualityEvent applies row by row).
import type pg from 'pg'
import type { Db } from '../src/db'
import { rebuildLedgerSummary } from '../src/areas/quality/ledger'
import { seedBulkPartners } from './seed-bulk'

export interface LedgerSize {
  inspections: number
  suppliers: number
  /** days back from today the events spread over */
  days: number
}

/**
 * `inspections` 检验 rows (one in 20 rejected, with a defect code), a 处理 row for each rejected
 * lot and a 索赔 row for one in five of them. Each supplier delivers about eight materials, so a
 * year's summary holds suppliers × 8 × 12 rows, as a live system would.
 */
export async function seedLedger(client: pg.Client, db: Db, size: LedgerSize): Promise<void> {
  const { inspections, suppliers, days } = size
  await seedBulkPartners(client, suppliers)
  const supplierIds = (await client.query(`select array_agg(supplyid order by supplyid) ids from pc_supply`)).rows[0].ids as number[]
  const mats = (await client.query(`select array_agg(mtr_id order by mtr_id) ids, array_agg(mtr_code order by mtr_id) codes, array_agg(mtr_name order by mtr_id) names from pub_materiel`)).rows[0]
  const qe = (await client.query(`select userid, user_name from sys_user where usercode = 'qe01'`)).rows[0]
  // row g: supplier s (1-based index), day back d, material among the supplier's eight
  const s = `(1 + (g::bigint * 7919) % array_length($3::int[], 1))::int`
  const m = `(1 + (${s} * 7 + (g / 300) % 8) % array_length($4::int[], 1))`
  const d = `(current_date - (g % $2::int))`
  const rejected = `(g % 20 = 0)`
  const lot = `(50 + (g * 7) % 950)`
  await client.query(
    `insert into qul_ledger (kind, event_date, doc_type, doc_id, doc_no, supplyid, mtr_id, mtr_code, mtr_name, lot_qty, sample_size, defect_qty,
        rejected_qty, verdict, defect_code, disposition, claim_amount, userid, user_name, created_at)
     select '检验', ${d}, 'QulInspection', g, 'JY' || to_char(${d}, 'YYYYMMDD') || lpad((g / $2::int)::text, 6, '0'), ($3::int[])[${s}],
            ($4::int[])[${m}], ($5::text[])[${m}], ($6::text[])[${m}], ${lot}, case when ${lot} > 500 then 80 else 50 end,
            case when ${rejected} then 2 + g % 4 else (g / 7) % 2 end, case when ${rejected} then ${lot} else 0 end,
            case when ${rejected} then '不合格' else '合格' end, case when ${rejected} then 'D0' || (1 + g % 6) else '' end, '', 0,
            $7::int, $8::text, ${d}::timestamptz + interval '10 hours'
     from generate_series(1, $1::int) g`,
    [inspections, days, supplierIds, mats.ids, mats.codes, mats.names, qe.userid, qe.user_name],
  )
  // the handling of each rejected lot (and a claim for one in five) a day later, on the same supplier and material
  await client.query(
    `insert into qul_ledger (kind, event_date, doc_type, doc_id, doc_no, supplyid, mtr_id, mtr_code, mtr_name, rejected_qty, disposition, userid, user_name, created_at)
     select '处理', least(event_date + 1, current_date), 'QulHandling', doc_id, 'CL' || substr(doc_no, 3), supplyid, mtr_id, mtr_code, mtr_name, rejected_qty,
            (array['退货', '让步接收', '返工', '报废'])[1 + doc_id % 4], userid, user_name, created_at + interval '1 day'
     from qul_ledger where kind = '检验' and verdict = '不合格'`,
  )
  await client.query(
    `insert into qul_ledger (kind, event_date, doc_type, doc_id, doc_no, supplyid, mtr_id, mtr_code, mtr_name, claim_amount, disposition, userid, user_name, created_at)
     select '索赔', least(event_date + 2, current_date), 'QulClaim', doc_id, 'SP' || substr(doc_no, 3), supplyid, mtr_id, mtr_code, mtr_name,
            (500 + doc_id % 9500)::numeric(14,2), '待确认', userid, user_name, created_at + interval '2 days'
     from qul_ledger where kind = '检验' and verdict = '不合格' and doc_id % 100 = 0`,
  )
  await rebuildLedgerSummary(db)
  // what autovacuum does on a live system: statistics, and the visibility map index-only scans need
  await client.query('vacuum analyze qul_ledger')
  await client.query('vacuum analyze qul_ledger_month')
}
