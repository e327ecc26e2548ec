import { STOCK_PATH, type StockRow } from '@scm/core/account'
import { useListController } from '../../list'
import { defineElement } from '../../runtime'
import { isStaff, useCurrentUser } from '../../session/current-user'
import type { Column } from '../../ui/data-table'
import { MATERIAL_FILTER, QueryScreen } from './query-screen'

// /MyAccount/MyStMreck_query 库存查询: per material of the supplier, the quantity taken into stock
// (accepted receipt lines) less what quality handling returned to him — from the stock documents
// of MyStOutBill_query, never a typed figure. A supplier sees his own materials only (server scope).

const COLUMNS: Column<StockRow>[] = [
  { key: 'supply_name', title: '供应商', width: 200 },
  { key: 'mtr_code', title: '物料编码', width: 130 },
  { key: 'mtr_name', title: '物料名称', width: 180 },
  { key: 'in_qty', title: '入库数量', kind: 'qty', sum: true, width: 110 },
  { key: 'return_qty', title: '退货数量', kind: 'qty', sum: true, width: 110 },
  { key: 'stock_qty', title: '库存数量', kind: 'qty', sum: true, width: 110 },
  { key: 'last_date', title: '最近单据日期', width: 120 },
]

const FILTERS = [MATERIAL_FILTER]

function MyStMreckQuery({ pageSize }: { pageSize?: number }) {
  const user = useCurrentUser()
  const list = useListController<StockRow>({ path: STOCK_PATH, columns: isStaff(user) ? COLUMNS : COLUMNS.slice(1), rowKey: 'key', pageSize, stateKey: '/MyAccount/MyStMreck_query' })
  return <QueryScreen title="库存查询" caption="库存列表" specs={FILTERS} list={list} />
}

defineElement('scm-my-st-mreck-query', MyStMreckQuery, {
  description: '库存查询：按物料查看供应商物料的入库数量（检验合格入库）、退货数量与库存数量，由库存单据汇总而来',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {},
})
