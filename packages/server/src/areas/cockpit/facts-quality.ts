import { CLAIM_STAGES } from '@scm/core/cockpit'
import { CLAIM_DOC_TYPE } from '@scm/core/business'
import { sql, type SQL } from 'drizzle-orm'
import { dateText } from '../../http/dates'
import { orgStation } from '../../identity/org-schema'
import { pcSupply } from '../../identity/partner-schema'
import { docEvent } from '../../platform/schema'
import { seCustVehicle } from '../../business/vehicle-schema'
import type { FactsBuilder, FigureFacts } from './facts'
import { dateTimeOf, epochMs } from './range'

// Quality's figures over the quality area's tables, read by name (an area never imports another's
// files; the account area reads qul_claim the same way): judged incoming inspections, claims and
// their history (doc_event, by the claim's doc type: @scm/core/business), the flow card's checks
// and the process faults.

/** Judged inspections: PPM counts quantities, lot acceptance counts lots. */
const inspections =
  (counts: 'quantity' | 'lots'): FactsBuilder =>
  ({ range, scope }) => sql`
    select i.id, i.insp_no, coalesce(s.supply_name, '') as supply_name, i.mtr_code, i.mtr_name,
           i.lot_qty, coalesce(i.rejected_qty, 0) as rejected_qty, i.verdict, ${dateTimeOf(sql`i.inspected_at`)} as inspected_at,
           ${counts === 'quantity'
             ? sql`coalesce(i.rejected_qty, 0) > 0 as in_num, true as in_den, coalesce(i.rejected_qty, 0) as num, i.lot_qty as den`
             : sql`i.verdict = '合格' as in_num, true as in_den, 1 as num, 1 as den`},
           i.supplyid::text as k_supplier, s.supply_name as n_supplier, i.inspected_at as sort_at
      from qul_inspection i
      left join ${pcSupply} s on s.supplyid = i.supplyid
     where i.verdict in ('合格', '不合格') and i.inspected_at >= ${range.from} and i.inspected_at < ${range.to}
       and ${scope.supplier(sql`i.supplyid`, true)}`

/** When a claim was published (its first move out of 草稿): the start of its 8D clock. */
const publishedAt = (claimId: SQL) => sql`(select min(e.created_at) from ${docEvent} e
  where e.doc_type = ${CLAIM_DOC_TYPE} and e.doc_id = ${claimId} and e.from_status = '草稿' and e.to_status = '待确认')`

const stages = sql.join(
  CLAIM_STAGES.map((s, i) => sql`(${s.status}::text, ${s.stage}::text, ${i + 1})`),
  sql`, `,
)

/** Claims published and not yet past their 8D (待确认, 已答复, 申诉中), with their age. */
const openClaims: FactsBuilder = ({ nowTz, scope }) => sql`
  select q.*, q.age_days as age from (
    select c.id, c.claim_no, coalesce(s.supply_name, '') as supply_name, st.stage, ${epochMs(sql`p.at`)} as published_ms,
           floor(extract(epoch from (${nowTz} - p.at)) / 86400)::int as age_days, c.total_amount,
           true as in_num, false as in_den, 1 as num, 0 as den,
           st.stage as k_stage, st.stage as n_stage, c.supplyid::text as k_supplier, s.supply_name as n_supplier, p.at as sort_at
      from qul_claim c
      join (values ${stages}) as st(status, stage, ord) on st.status = c.status
      left join ${pcSupply} s on s.supplyid = c.supplyid
      cross join lateral (select coalesce(${publishedAt(sql`c.id`)}, c.created_at::timestamptz) as at) p
     where ${scope.supplier(sql`c.supplyid`, true)}) q`

/** Claims whose 8D was accepted in the period: days from publication to acceptance. */
const claimCloseDays: FactsBuilder = ({ range, scope }) => {
  const days = sql`round((extract(epoch from (ev.accepted - ev.published)) / 86400)::numeric, 2)`
  return sql`
    select c.id, c.claim_no, coalesce(s.supply_name, '') as supply_name, ${epochMs(sql`ev.published`)} as published_at,
           ${epochMs(sql`ev.accepted`)} as accepted_at, ${days} as days, ${days} as x,
           false as in_num, true as in_den, 0 as num, 1 as den,
           c.supplyid::text as k_supplier, s.supply_name as n_supplier, ev.accepted as sort_at
      from qul_claim c
      cross join lateral (
        select min(e.created_at) filter (where e.from_status = '草稿' and e.to_status = '待确认') as published,
               min(e.created_at) filter (where e.to_status = '供应商已确认') as accepted
          from ${docEvent} e where e.doc_type = ${CLAIM_DOC_TYPE} and e.doc_id = c.id) ev
      left join ${pcSupply} s on s.supplyid = c.supplyid
     where ev.accepted >= ${range.fromTz} and ev.accepted < ${range.toTz} and ev.published is not null
       and ${scope.supplier(sql`c.supplyid`, true)}`
}

/**
 * Vehicles whose first passing final check falls in the period. A failed final check is a fault
 * found after the vehicle went offline (the offline check refuses a vehicle with an open fault, so
 * those are the final check's) or a final-check step judged 不合格 before the pass.
 */
const firstPassYield: FactsBuilder = ({ range, scope }) => sql`
  select v.id, v.vin, v.model, ${epochMs(sql`off.at`)} as offline_at, ${epochMs(sql`fin.done_at`)} as final_at,
         fc.n as faults_after_offline, fl.n as failed_checks,
         (fc.n = 0 and fl.n = 0) as in_num, true as in_den, 1 as num, 1 as den, fin.done_at as sort_at
    from qul_flow_step fin
    join ${seCustVehicle} v on v.id = fin.vehicle_id
    cross join lateral (select min(s.done_at) as at from qul_flow_step s where s.vehicle_id = fin.vehicle_id and s.kind = '下线') off
    cross join lateral (select count(*)::int as n from qul_flow_step s
                         where s.vehicle_id = fin.vehicle_id and s.kind = '终检' and s.result <> '合格' and s.id < fin.id) fl
    cross join lateral (select count(*)::int as n from qul_process_fault f
                         where f.vehicle_id = fin.vehicle_id and f.status <> '已作废' and off.at is not null
                           and f.found_at >= off.at and f.found_at <= fin.done_at) fc
   where fin.kind = '终检' and fin.result = '合格' and fin.done_at >= ${range.fromTz} and fin.done_at < ${range.toTz}
     and not exists (select 1 from qul_flow_step p where p.vehicle_id = fin.vehicle_id and p.kind = '终检' and p.result = '合格' and p.id < fin.id)
     and ${scope.staff()}`

/** Process faults found in the period (a supplier: those charged to him), by fault code. */
const topFaultCodes: FactsBuilder = ({ range, scope }) => sql`
  select f.id, f.fault_no, f.vin, coalesce(fc.code, '') as fault_code, coalesce(fc.name, '') as fault_name,
         coalesce(st.station_name, '') as station_name, coalesce(s.supply_name, '') as supply_name,
         ${dateTimeOf(sql`f.found_at`)} as found_at, f.status,
         true as in_num, false as in_den, 1 as num, 0 as den,
         f.fault_code_id::text as k_faultcode, concat_ws(' ', fc.code, fc.name) as n_faultcode, f.found_at as sort_at
    from qul_process_fault f
    left join qul_fault_code fc on fc.id = f.fault_code_id
    left join ${orgStation} st on st.id = f.station_id
    left join ${pcSupply} s on s.supplyid = f.supplyid
   where f.status <> '已作废' and f.found_at >= ${range.from} and f.found_at < ${range.to}
     and ${scope.supplier(sql`f.supplyid`, false)}`

const INSPECTIONS = ['qul_inspection', 'pc_supply', 'supply_authority']
const CLAIMS = ['qul_claim', 'doc_event', 'pc_supply', 'supply_authority']

export const qualityFacts: Record<string, FigureFacts> = {
  supplierPpm: { sources: INSPECTIONS, facts: inspections('quantity') },
  lotAcceptance: { sources: INSPECTIONS, facts: inspections('lots') },
  openClaims: {
    sources: CLAIMS,
    facts: openClaims,
    readsNow: true,
    ages: true,
    // the publication day and, while the supplier owes his 8D, its due date
    decorate: (row, settings) => {
      const published = new Date(Number(row.published_ms))
      const due = new Date(published.getFullYear(), published.getMonth(), published.getDate() + settings.claim8dDays)
      return { ...row, published_on: dateText(published), due_on: row.stage === CLAIM_STAGES[0].stage ? dateText(due) : null }
    },
  },
  claimCloseDays: { sources: CLAIMS, facts: claimCloseDays },
  firstPassYield: { sources: ['qul_flow_step', 'qul_process_fault', 'se_cust_vehicle'], facts: firstPassYield },
  topFaultCodes: { sources: ['qul_process_fault', 'qul_fault_code', 'org_station', 'pc_supply'], facts: topFaultCodes },
}
