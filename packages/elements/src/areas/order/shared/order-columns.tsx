import type { Column } from '../../../ui/data-table'
import { StatusTag } from '../../../ui/status-tag'
import { LINE_STATUS_VALUES, ORDER_STATUS_VALUES, type OrderLineRow, type OrderRow } from '@scm/core/business'

// Columns of the order lists: headers (v1) and lines (v2). `key` is the field and the server's
// sort name; sums are the 合计 row of the page (spec §9).

const qty = <Row,>(key: string, title: string, sum = true): Column<Row> => ({
  key,
  title,
  kind: 'qty',
  sum,
})
const money = <Row,>(key: string, title: string, sum = true, sortable = false): Column<Row> => ({ key, title, kind: 'money', sum, sortable })

export const orderColumns: Column<OrderRow>[] = [
  { key: 'order_no', title: '订单号', sortable: true, width: 140 },
  { key: 'supply_name', title: '供应商', sortable: true, width: 180 },
  { key: 'buyer_name', title: '采购员', width: 80 },
  { key: 'order_date', title: '下单日期', sortable: true, width: 100 },
  { key: 'line_count', title: '行数', kind: 'count', width: 60 },
  qty('qty', '订货数量'),
  qty('confirmed_qty', '确认数量'),
  qty('shipped_qty', '已发货'),
  qty('received_qty', '已收货'),
  money('amount', '金额', true, true),
  { key: 'status', title: '状态', sortable: true, width: 90, render: (row) => <StatusTag status={row.status} tones={ORDER_STATUS_VALUES} /> },
  { key: 'published_at', title: '发布时间', sortable: true, width: 150 },
  { key: 'read_at', title: '查看时间', width: 150, hidden: true },
  { key: 'remark', title: '备注', hidden: true },
]

export const orderLineColumns: Column<OrderLineRow>[] = [
  { key: 'order_no', title: '订单号', sortable: true, width: 140 },
  { key: 'line_no', title: '行号', sortable: true, align: 'right', width: 50 },
  { key: 'supply_name', title: '供应商', sortable: true, width: 180 },
  { key: 'mtr_code', title: '物料编码', sortable: true },
  { key: 'mtr_name', title: '物料名称' },
  { key: 'spec', title: '规格' },
  { key: 'unit', title: '单位', width: 50 },
  qty('qty', '数量'),
  money('unit_price', '单价', false),
  money('amount', '金额'),
  { key: 'required_date', title: '需求日期', sortable: true, width: 100 },
  qty('confirmed_qty', '确认数量'),
  { key: 'promised_date', title: '承诺交期', width: 100 },
  qty('shipped_qty', '已发货'),
  qty('received_qty', '已收货'),
  qty('qualified_qty', '合格数', true),
  { key: 'line_status', title: '行状态', width: 90, render: (row) => <StatusTag status={row.line_status} tones={LINE_STATUS_VALUES} /> },
  { key: 'status', title: '订单状态', sortable: true, width: 90, render: (row) => <StatusTag status={row.status} tones={ORDER_STATUS_VALUES} /> },
  { key: 'order_date', title: '下单日期', sortable: true, width: 100, hidden: true },
]
