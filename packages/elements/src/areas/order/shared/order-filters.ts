import { statusOptions, type FilterSpec } from '../../../list/filter-bar'
import { LINE_STATUSES, ORDER_STATUSES } from '@scm/core/business'

// The filters a buyer expects on order lists (API.md "Order filters").

export interface OrderFilterOptions {
  /** Supplier users' lists are their own: no supplier filter. */
  supplier?: boolean
  /** Line lists also filter by line status and required date. */
  lines?: boolean
  /** Statuses offered (receive lists never hold drafts). */
  statuses?: readonly string[]
}

export function orderFilterSpecs({ supplier = true, lines = false, statuses = ORDER_STATUSES }: OrderFilterOptions = {}): FilterSpec[] {
  const specs: FilterSpec[] = [{ kind: 'text', name: 'order_no', label: '订单号', placeholder: '订单号' }]
  if (supplier) specs.push({ kind: 'supplier', name: 'supplyid', label: '供应商' })
  specs.push({ kind: 'text', name: 'mtr', label: '物料', placeholder: '物料编码或名称' })
  specs.push({ kind: 'select', name: 'status', label: '订单状态', options: statusOptions(statuses) })
  if (lines) specs.push({ kind: 'select', name: 'line_status', label: '行状态', options: statusOptions(LINE_STATUSES) })
  specs.push({ kind: 'dateRange', name: 'order_date', label: '下单日期' })
  if (lines) specs.push({ kind: 'dateRange', name: 'required_date', label: '需求日期' })
  return specs
}

export const RECEIVED_STATUSES = ORDER_STATUSES.filter((s) => s !== '草稿' && s !== '已作废')
