import { defineElement } from '../../runtime'
import { isStaff, isSupplier, useCurrentUser } from '../../session/current-user'
import { orderFilterSpecs, RECEIVED_STATUSES } from './shared/order-filters'
import { OrderListScreen } from './shared/order-list-screen'
import { muted } from '../../ui/layout'
import type { OrderRow } from '@scm/core/business'
import type { Column } from '../../ui/data-table'
import { ORDER_PATHS } from '@scm/core/order'

// /order/supplyConfirm 供应商确认 — and <scm-order-confirm> on a supplier's own page: the
// supplier's open orders, answered line by line (accept / reject with a reason / propose another
// quantity or date with a reason), then shipped in batches. Staff see the orders with proposals
// waiting for them and approve or refuse each. Both sides see the history of who did what when.

const counts: Column<OrderRow>[] = [
  { key: 'pending_lines', title: '待确认行', kind: 'count', width: 70 },
  { key: 'proposal_lines', title: '待审变更', kind: 'count', width: 70 },
]

const PENDING = [
  { value: 'supplier', label: '待供应商确认' },
  { value: 'buyer', label: '待采购审核变更' },
]

function OrderConfirm({ pageSize }: { pageSize?: number }) {
  const user = useCurrentUser()
  if (user === undefined) return <p role="status">加载中…</p>
  if (user === null) return <p className={muted}>请先登录</p>
  const supplier = isSupplier(user)
  return (
    <OrderListScreen<OrderRow>
      title="供应商确认"
      fn="order_supplyConfirm"
      level="order"
      listPath={ORDER_PATHS.confirmList}
      exportPath={ORDER_PATHS.confirmExport}
      exportName="供应商确认.xlsx"
      detailPath={ORDER_PATHS.confirmDetail}
      side={supplier ? 'supplier' : 'buyer'}
      pageSize={pageSize}
      extraColumns={counts}
      initialFilters={{ pending: supplier ? 'supplier' : 'buyer' }}
      filterSpecs={[
        { kind: 'select', name: 'pending', label: '待办', options: PENDING },
        ...orderFilterSpecs({ supplier: isStaff(user), statuses: RECEIVED_STATUSES }),
      ]}
    />
  )
}

defineElement('scm-order-confirm', OrderConfirm, {
  description: '供应商确认：供应商逐行接受、拒绝（附原因）或提出数量/交期变更（附原因）并分批发货；采购方审核变更；双方可见操作记录',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '答复订单行、审核变更或发货后，detail 为 {entity:"order"|"batch", action, id, …}' },
  embeddable: true,
})
