// Which orders each view shows (over the shared visibleOrders, business/purchase-orders.ts) and the filters every order list, summary and export accepts.
import { containsPattern } from '../../platform/like'
import { and, eq, exists, gte, ilike, inArray, isNotNull, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { CurrentUser } from '../../http/context'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { visibleOrders } from '../../business/purchase-orders'
import { refuse } from '../../http/envelope'
import { pcSupply } from '../../identity/partner-schema'
import { purchaseOrder as O, purchaseOrderLine as L } from './schema'
import { LINE_STATUSES, ORDER_STATUSES } from '@scm/core/business'
import { isBlank, optionalDate, parseId, parseList } from '../../platform/input'
import { inline, type Bind } from '../../db/statements'

/** publish: every order; receive: published to the supplier; query: all; my: the caller's own. */
export type OrderView = 'publish' | 'receive' | 'query' | 'my' | 'confirm'

export function viewCondition(view: OrderView, user: CurrentUser, bind: Bind = inline): SQL | undefined {
  const base = visibleOrders(user, bind)
  switch (view) {
    case 'receive':
    case 'confirm':
      return and(base, isNotNull(O.publishedAt), ne(O.status, '已作废'))
    case 'my':
      return and(base, user.supplyid == null && user.customerId == null ? eq(O.buyerUserid, bind(user.userid)) : undefined)
    default:
      return base
  }
}

function textFilter(value: unknown): string | null {
  if (isBlank(value)) return null
  const text = String(value).trim()
  if (text.length > 100) refuse('查询条件过长')
  return text
}

function lineMatches(condition: SQL): SQL {
  return exists(sql`(select 1 from ${L} where ${L.orderId} = ${O.id} and ${condition})`)
}

/**
 * WHERE parts of the order filters (API.md "Order filters"). `lines` = a line-level list, where
 * material, line status and required date apply to the line itself.
 */
export function orderFilters(filters: Record<string, unknown>, searchKey: string, lines = false, bind: Bind = inline): SQL[] {
  const parts: (SQL | undefined)[] = []
  const orderNo = textFilter(filters.order_no)
  if (orderNo) parts.push(ilike(O.orderNo, bind(containsPattern(orderNo))))
  if (!isBlank(filters.supplyid)) parts.push(eq(O.supplyid, bind(parseId(filters.supplyid, '供应商'))))
  if (!isBlank(filters.buyer_userid)) parts.push(eq(O.buyerUserid, bind(parseId(filters.buyer_userid, '采购员'))))
  const statuses = parseList(filters.status, ORDER_STATUSES, '订单状态')
  if (statuses) parts.push(inArray(O.status, statuses.map(bind)))
  const from = optionalDate(filters.order_date_from, '订单日期起')
  const to = optionalDate(filters.order_date_to, '订单日期止')
  if (from) parts.push(gte(O.orderDate, bind(from)))
  if (to) parts.push(lte(O.orderDate, bind(to)))

  const mtr = textFilter(filters.mtr)
  const mtrPattern = mtr ? bind(containsPattern(mtr)) : undefined
  const mtrCondition = mtrPattern ? or(ilike(L.mtrCode, mtrPattern), ilike(L.mtrName, mtrPattern))! : undefined
  const reqFrom = optionalDate(filters.required_date_from, '需求日期起')
  const reqTo = optionalDate(filters.required_date_to, '需求日期止')
  const reqCondition = and(reqFrom ? gte(L.requiredDate, bind(reqFrom)) : undefined, reqTo ? lte(L.requiredDate, bind(reqTo)) : undefined)
  if (lines) {
    parts.push(mtrCondition, reqCondition)
    const lineStatuses = parseList(filters.line_status, LINE_STATUSES, '行状态')
    if (lineStatuses) parts.push(inArray(L.lineStatus, lineStatuses.map(bind)))
    if (!isBlank(filters.mtr_id)) parts.push(eq(L.mtrId, bind(parseId(filters.mtr_id, '物料'))))
  } else {
    if (mtrCondition) parts.push(lineMatches(mtrCondition))
    if (reqCondition) parts.push(lineMatches(reqCondition))
    if (!isBlank(filters.mtr_id)) parts.push(lineMatches(eq(L.mtrId, bind(parseId(filters.mtr_id, '物料')))))
  }

  const pending = textFilter(filters.pending)
  if (pending === 'supplier') parts.push(lineMatches(sql`${L.lineStatus} = '待确认'`))
  else if (pending === 'buyer') parts.push(lineMatches(sql`${L.lineStatus} = '变更待审'`))
  else if (pending) refuse('查询条件不正确：pending')

  if (searchKey) {
    const pattern = bind(containsPattern(searchKey))
    parts.push(
      or(
        ilike(O.orderNo, pattern),
        ilike(O.remark, pattern),
        sql`${O.supplyid} in (select ${pcSupply.supplyid} from ${pcSupply} where ${ilike(pcSupply.supplyName, pattern)})`,
      ),
    )
  }
  return parts.filter((p): p is SQL => !!p)
}

/** Drafts and cancelled orders are not business volume: summaries skip them unless asked. */
export function activeOnly(filters: Record<string, unknown>): SQL | undefined {
  return isBlank(filters.status) ? notInArray(O.status, ['草稿', '已作废']) : undefined
}
