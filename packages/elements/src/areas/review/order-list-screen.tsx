import { REVIEW_PATHS, REVIEW_STATUSES } from '@scm/core/review'
import { formatNumber } from '@scm/core'
import { useListController } from '../../list'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, type Column } from '../../ui/data-table'
import { heading, screen } from '../../ui/layout'
import { ReviewStatus, type Row } from './review-shared'

// 订单评审 (orders still to review) and 评审查询 (every order, by status): one list of the sales
// orders with their review status and how many departments agreed; the order number opens its review.

const FILTERS: FilterSpec[] = [
  { kind: 'text', name: 'searchKey', label: '关键字', placeholder: '订单号、客户、车型、配置' },
  { kind: 'text', name: 'model', label: '车型' },
]
const STATUS_FILTER: FilterSpec = { kind: 'select', name: 'status', label: '评审状态', options: REVIEW_STATUSES.map((s) => ({ value: s, label: s })) }

export function OrderListScreen({ query = false, pageSize }: { query?: boolean; pageSize?: number }) {
  const emit = useEmit()
  const open = (row: Row) => emit('scm-navigate', { path: `/orderAudit/detail?order_id=${row.id}` })
  const columns: Column<Row>[] = [
    {
      key: 'order_no',
      title: '订单号',
      width: 140,
      render: (row) => (
        <Button variant="text" onClick={() => open(row)} aria-label={`评审 ${row.order_no}`}>
          {row.order_no}
        </Button>
      ),
    },
    { key: 'cust_name', title: '客户', width: 200 },
    { key: 'model', title: '车型', width: 130 },
    { key: 'configuration', title: '配置', width: 180 },
    { key: 'qty', title: '数量', kind: 'count', width: 70 },
    { key: 'delivery_date', title: '交货日期', width: 110 },
    { key: 'order_type', title: '订单类型', width: 90 },
    { key: 'status', title: '评审状态', width: 90, render: (row) => <ReviewStatus status={row.status} /> },
    { key: 'agreed', title: '部门同意', width: 90, render: (row) => (row.audits ? `${formatNumber(row.agreed, 'count')}/${formatNumber(row.audits, 'count')}` : '—') },
    { key: 'reason', title: '退回原因', width: 200 },
  ]
  const list = useListController<Row>({ path: query ? REVIEW_PATHS.orderListQuery : REVIEW_PATHS.orderList, columns, rowKey: 'id', pageSize, stateKey: query ? '/orderAudit/orderListQuery' : '/orderAudit/orderList' })
  const title = query ? '评审查询' : '订单评审'
  return (
    <section className={screen} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <FilterBar specs={query ? [...FILTERS, STATUS_FILTER] : FILTERS} value={list.filters} onApply={list.setFilters} />
      <DataTable<Row> caption={query ? '销售订单评审状态' : '待评审订单'} state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
    </section>
  )
}
