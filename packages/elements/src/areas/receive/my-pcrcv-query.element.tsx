import { defineElement } from '../../runtime'
import { ReceiptListScreen } from './receipt-list-screen'

// /MyAccount/MyPcRcv_query 待检收货查询: the signed-in supplier's receipts with a line still waiting
// for incoming inspection (the receipt list of receiving, its rows scoped to him by the server;
// the menu puts it under 我的账户).

const PENDING = { check_status: '待检' }

function MyPcRcvQuery({ pageSize }: { pageSize?: number }) {
  return <ReceiptListScreen title="待检收货查询" withoutOrder={false} stateKey="/MyAccount/MyPcRcv_query" pageSize={pageSize} fixed={PENDING} fn="MyAccount_MyPcRcv_query" />
}

defineElement('scm-my-pcrcv-query', MyPcRcvQuery, {
  description: '待检收货查询：供应商查看本企业已收货、仍在等待来料检验的收货单及其明细',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {},
})
