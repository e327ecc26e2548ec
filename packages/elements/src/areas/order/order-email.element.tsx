import { defineElement } from '../../runtime'
import { SendRecordScreen } from './mail/send-record-screen'

// /order/email 订单邮件

function OrderEmail({ pageSize }: { pageSize?: number }) {
  return <SendRecordScreen title="订单邮件" fn="order_email" pageSize={pageSize} />
}

defineElement('scm-order-email', OrderEmail, {
  description: '订单邮件：全部订单邮件发送记录（收件人、时间、结果），可预览与重发',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '重发邮件后，detail 为 {entity:"orderMail", action:"resend", id, order_id}' },
})
