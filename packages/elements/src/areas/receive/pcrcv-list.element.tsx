import { defineElement } from '../../runtime'
import { ReceiptListScreen } from './receipt-list-screen'

// /PcRcv/PcRcvList 收货单: every receipt (against an order or a delivery note, and without one).

function PcRcvList({ pageSize }: { pageSize?: number }) {
  return <ReceiptListScreen title="收货单" withoutOrder={false} stateKey="/PcRcv/PcRcvList" pageSize={pageSize} />
}

defineElement('scm-pcrcv-list', PcRcvList, {
  description: '收货单：按收货单号、订单号、送货单号、供应商、物料、检验状态、日期查询收货单并导出',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-navigate': '点击“订单收货”，detail 为 {path: "/PcRcv/detail"}' },
})
