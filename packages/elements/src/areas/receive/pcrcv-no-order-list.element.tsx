import { defineElement } from '../../runtime'
import { ReceiptListScreen } from './receipt-list-screen'

// /PcRcv/PcRcvListOfNoOrder 无订单收货单: receipts made without a purchase order.

function PcRcvNoOrderList({ pageSize }: { pageSize?: number }) {
  return <ReceiptListScreen title="无订单收货单" withoutOrder stateKey="/PcRcv/PcRcvListOfNoOrder" pageSize={pageSize} />
}

defineElement('scm-pcrcv-no-order-list', PcRcvNoOrderList, {
  description: '无订单收货单：没有采购订单的收货记录，可查询、导出并新建无订单收货',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-navigate': '点击“无订单收货”，detail 为 {path: "/PcRcv/detailOfNoOrder"}' },
})
