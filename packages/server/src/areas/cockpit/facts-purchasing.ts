import { sql, type SQL } from 'drizzle-orm'
import { pcSupply, pubMateriel } from '../../identity/partner-schema'
import { pcPartPrice } from '../../business/catalogue-schema'
import { deliveryBatch, purchaseOrder, purchaseOrderLine } from '../../business/purchase-schema'
import { pcReceipt, pcReceiptLine } from '../../business/receipt-schema'
import type { FactsBuilder, FigureFacts } from './facts'
import { dateOf, dateTimeOf, epochMs } from './range'

// Purchasing's figures over the purchase chain (the platform's shared tables) and the approved
// prices; reconciliation's over the account area's statements (read by name).

/**
 * Confirmed order lines judged against a promised date that falls in the period: on time when the
 * receipts dated on or before it add up to the confirmed quantity. A line is judged once its date
 * has passed, or earlier when it is already received in full.
 */
const onTimeDelivery =
  (promise: SQL): FactsBuilder =>
  ({ range, today, scope }) => sql`
    select l.id, o.order_no, l.line_no, coalesce(s.supply_name, '') as supply_name, l.mtr_code, l.mtr_name, l.confirmed_qty,
           ${dateOf(sql`l.first_promised_date`)} as first_promised_date, ${dateOf(sql`l.promised_date`)} as promised_date,
           r.by_promise as received_by_promise, ${dateOf(sql`r.last_rcv`)} as last_rcv_date,
           r.by_promise >= l.confirmed_qty as in_num, true as in_den, 1 as num, 1 as den,
           l.supplyid::text as k_supplier, s.supply_name as n_supplier, ${promise} as sort_at
      from ${purchaseOrderLine} l
      join ${purchaseOrder} o on o.id = l.order_id
      left join ${pcSupply} s on s.supplyid = l.supplyid
      cross join lateral (
        select coalesce(sum(rl.qty) filter (where rc.rcv_date <= ${promise}), 0) as by_promise, max(rc.rcv_date) as last_rcv
          from ${pcReceiptLine} rl join ${pcReceipt} rc on rc.id = rl.receipt_id
         where rl.order_line_id = l.id) r
     where ${promise} >= ${range.from}::date and ${promise} < ${range.to}::date
       and l.confirmed_qty > 0 and l.line_status in ('已确认', '交货中', '已完成') and o.status <> '已作废'
       and (${promise} < ${today} or r.by_promise >= l.confirmed_qty)
       and ${scope.supplier(sql`l.supplyid`, true)}`

/** Delivery batches past their planned arrival and not received in full (the 超期未交货批次 list). */
const overdueDeliveries: FactsBuilder = ({ today, scope }) => sql`
  select b.id, b.batch_no, o.order_no, coalesce(s.supply_name, '') as supply_name, ${dateOf(sql`b.ship_date`)} as ship_date,
         ${dateOf(sql`b.planned_arrival`)} as planned_arrival, (${today} - b.planned_arrival) as overdue_days, b.qty, b.received_qty,
         true as in_num, false as in_den, 1 as num, 0 as den,
         b.supplyid::text as k_supplier, s.supply_name as n_supplier, b.planned_arrival as sort_at
    from ${deliveryBatch} b
    join ${purchaseOrder} o on o.id = b.order_id
    left join ${pcSupply} s on s.supplyid = b.supplyid
   where b.status <> '已收货' and b.planned_arrival < ${today} and ${scope.supplier(sql`b.supplyid`, true)}`

/** Orders whose every line was answered in the period: hours from publishing. */
const confirmHours: FactsBuilder = ({ range, scope }) => {
  const hours = sql`round((extract(epoch from (o.confirmed_at - o.published_at)) / 3600)::numeric, 2)`
  return sql`
    select o.id, o.order_no, coalesce(s.supply_name, '') as supply_name, ${epochMs(sql`o.published_at`)} as published_at,
           ${epochMs(sql`o.confirmed_at`)} as confirmed_at, ${hours} as hours, ${hours} as x,
           false as in_num, true as in_den, 0 as num, 1 as den,
           o.supplyid::text as k_supplier, s.supply_name as n_supplier, o.confirmed_at as sort_at
      from ${purchaseOrder} o
      left join ${pcSupply} s on s.supplyid = o.supplyid
     where o.confirmed_at >= ${range.fromTz} and o.confirmed_at < ${range.toTz} and o.published_at is not null
       and o.status <> '已作废' and ${scope.supplier(sql`o.supplyid`, true)}`
}

/** Approved prices whose first day is tomorrow or within the 30 days after. */
const upcomingPrices: FactsBuilder = ({ today, scope }) => sql`
  select p.id, p.quote_no, coalesce(s.supply_name, '') as supply_name, m.mtr_code, m.mtr_name, p.price,
         ${dateOf(sql`p.valid_from`)} as valid_from, ${dateOf(sql`p.valid_to`)} as valid_to,
         true as in_num, false as in_den, 1 as num, 0 as den,
         p.supplyid::text as k_supplier, s.supply_name as n_supplier, p.valid_from as sort_at
    from ${pcPartPrice} p
    join ${pubMateriel} m on m.mtr_id = p.mtr_id
    left join ${pcSupply} s on s.supplyid = p.supplyid
   where p.valid_from > ${today} and p.valid_from <= ${today} + 30 and ${scope.supplier(sql`p.supplyid`, false)}`

/** Statements published and waiting for the supplier's answer. */
const statementsToConfirm: FactsBuilder = ({ today, scope }) => sql`
  select a.id, a.check_no, coalesce(s.supply_name, '') as supply_name, ${dateOf(sql`a.period_from`)} as period_from,
         ${dateOf(sql`a.period_to`)} as period_to, a.total_amount, ${dateTimeOf(sql`a.published_at`)} as published_at,
         (${today} - a.published_at::date) as waiting_days,
         true as in_num, false as in_den, 1 as num, 0 as den,
         a.supplyid::text as k_supplier, s.supply_name as n_supplier, a.published_at as sort_at
    from acc_statement a
    left join ${pcSupply} s on s.supplyid = a.supplyid
   where a.status = '已发布' and ${scope.supplier(sql`a.supplyid`, true)}`

/** The lines a supplier disputed on statements still in dispute: the amount at stake, a deduction's as much as a payment's. */
const disputedAmount: FactsBuilder = ({ scope }) => sql`
  select l.id, a.check_no, coalesce(s.supply_name, '') as supply_name, l.line_no, l.source, l.source_no, l.mtr_name, l.amount, abs(l.amount) as disputed_amount,
         l.answer_reason, true as in_num, false as in_den, abs(l.amount) as num, 0 as den,
         a.supplyid::text as k_supplier, s.supply_name as n_supplier, a.published_at as sort_at
    from acc_statement_line l
    join acc_statement a on a.id = l.doc_id
    left join ${pcSupply} s on s.supplyid = a.supplyid
   where a.status = '有异议' and l.answer = '有异议' and not coalesce(l.disabled, false)
     and ${scope.supplier(sql`a.supplyid`, true)}`

const OTD = ['purchase_order_line', 'purchase_order', 'pc_receipt', 'pc_receipt_line', 'pc_supply', 'supply_authority']

export const purchasingFacts: Record<string, FigureFacts> = {
  otdFirstPromise: { sources: OTD, facts: onTimeDelivery(sql`l.first_promised_date`) },
  otdCurrentPromise: { sources: OTD, facts: onTimeDelivery(sql`l.promised_date`) },
  overdueDeliveries: { sources: ['delivery_batch', 'purchase_order', 'pc_supply', 'supply_authority'], facts: overdueDeliveries },
  confirmHours: { sources: ['purchase_order', 'pc_supply', 'supply_authority'], facts: confirmHours },
  upcomingPrices: { sources: ['pc_part_price', 'pub_materiel', 'pc_supply'], facts: upcomingPrices },
  statementsToConfirm: { sources: ['acc_statement', 'pc_supply', 'supply_authority'], facts: statementsToConfirm },
  disputedAmount: { sources: ['acc_statement', 'acc_statement_line', 'pc_supply', 'supply_authority'], facts: disputedAmount },
}
