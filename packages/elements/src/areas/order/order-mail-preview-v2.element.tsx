import { defineElement } from '../../runtime'
import { MailPreviewScreen } from './mail/mail-preview-screen'

// /mail/OrderPublishEmailV2 订单发布邮件（明细）：供应商收到的订单邮件（经净化的 HTML）

function OrderMailPreviewV2({ orderId }: { orderId?: number }) {
  return <MailPreviewScreen version={2} orderId={orderId} />
}

defineElement('scm-order-mail-preview-v2', OrderMailPreviewV2, {
  description: '订单发布邮件（明细）模板预览：所选订单发布时供应商收到的邮件',
  attributes: { orderId: { type: 'number', description: '要预览的订单 id（门户中为 ?orderId=）' } },
})
