import { defineElement } from '../../runtime'
import { SendRecordScreen } from './mail/send-record-screen'

// /order/sendRecordv2 邮件发送记录（明细）

function OrderSendRecordV2({ pageSize }: { pageSize?: number }) {
  return <SendRecordScreen title="邮件发送记录（明细）" fn="order_sendRecordv2" version={2} pageSize={pageSize} />
}

defineElement('scm-order-send-record-v2', OrderSendRecordV2, {
  description: '邮件发送记录（明细）：订单邮件发送记录，按含明细的模板预览与重发',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '重发邮件后，detail 为 {entity:"orderMail", action:"resend", id, order_id}' },
})
