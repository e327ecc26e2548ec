import { defineElement } from '../../runtime'
import { SendRecordScreen } from './mail/send-record-screen'

// /order/sendRecord 邮件发送记录

function OrderSendRecord({ pageSize }: { pageSize?: number }) {
  return <SendRecordScreen title="邮件发送记录" fn="order_sendRecord" version={1} pageSize={pageSize} />
}

defineElement('scm-order-send-record', OrderSendRecord, {
  description: '邮件发送记录：订单邮件发送记录，按摘要版模板预览与重发',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '重发邮件后，detail 为 {entity:"orderMail", action:"resend", id, order_id}' },
})
