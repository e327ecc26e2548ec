import { STOCK_BILL_PATH, STOCK_BILL_TYPES, type StockBillRow } from '@scm/core/account'
import { useListController } from '../../list'
import { defineElement } from '../../runtime'
import type { Column } from '../../ui/data-table'
import { StatusTag } from '../../ui/status-tag'
import { statusOptions, type FilterSpec } from '../../list/filter-bar'
import { MATERIAL_FILTER, QueryScreen } from './query-screen'

// /MyAccount/MyStOutBill_query 库存单据查询: the signed-in supplier's stock documents — accepted
// receipt lines taken into stock (入库) and quantities sent back to him by quality handling (退货).

const COLUMNS: Column<StockBillRow>[] = [
  { key: 'bill_type', title: '单据类型', width: 90, render: (row) => <StatusTag status={row.bill_type} tone={row.bill_type === '退货' ? 'warning' : 'success'} /> },
  { key: 'bill_no', title: '单据号', width: 150 },
  { key: 'bill_date', title: '日期', width: 110 },
  { key: 'mtr_code', title: '物料编码', width: 130 },
  { key: 'mtr_name', title: '物料名称', width: 180 },
  { key: 'qty', title: '数量', kind: 'qty', sum: true, width: 100 },
  { key: 'warehouse', title: '仓库', width: 140 },
]

const FILTERS: FilterSpec[] = [
  { kind: 'select', name: 'bill_type', label: '单据类型', options: statusOptions(STOCK_BILL_TYPES) },
  MATERIAL_FILTER,
  { kind: 'dateRange', name: 'bill_date', label: '日期' },
]

function MyStOutBillQuery({ pageSize }: { pageSize?: number }) {
  const list = useListController<StockBillRow>({ path: STOCK_BILL_PATH, columns: COLUMNS, rowKey: 'key', pageSize, stateKey: '/MyAccount/MyStOutBill_query' })
  return <QueryScreen title="库存单据查询" caption="库存单据列表" specs={FILTERS} list={list} />
}

defineElement('scm-my-st-out-bill-query', MyStOutBillQuery, {
  description: '库存单据查询：供应商查看本企业物料的入库（检验合格入库的收货明细）与退货（判定处理退回）单据，可按类型、物料与日期筛选',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {},
})
