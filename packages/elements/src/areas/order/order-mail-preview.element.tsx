import { defineElement } from '../../runtime'
import { MailPreviewScreen } from './mail/mail-preview-screen'

// /mail/OrderPublishEmail 订单发布邮件：供应商收到的订单邮件（经净化的 HTML）

function OrderMailPreview({ orderId }: { orderId?: number }) {
  return <MailPreviewScreen version={1} orderId={orderId} />
}

defineElement('scm-order-mail-preview', OrderMailPreview, {
  description: '订单发布邮件模板预览：所选订单发布时供应商收到的邮件',
  attributes: { orderId: { type: 'number', description: '要预览的订单 id（门户中为 ?orderId=）' } },
})
