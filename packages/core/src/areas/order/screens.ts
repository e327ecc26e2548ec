import type { ScreenEntry } from '../../routes/types'

// Procurement screens (issue 5): orders, the order mail previews of /mail, and the two public
// pages a supplier and the warehouse reach by link (mail link, delivery-note QR code).
const ORDER_MAIL_PREVIEW_CALLS = ['POST /Order/OrderPublish/GetList', 'GET /Order/OrderPublish/GetEmailPreview']

export const orderScreens: ScreenEntry[] = [
  { path: '/order/publish', tag: 'scm-order-publish' },
  { path: '/order/receive', tag: 'scm-order-receive' },
  { path: '/order/publishv2', tag: 'scm-order-publish-v2' },
  { path: '/order/receivev2', tag: 'scm-order-receive-v2' },
  { path: '/order/query', tag: 'scm-order-query' },
  { path: '/order/queryv2', tag: 'scm-order-query-v2' },
  { path: '/order/myquery', tag: 'scm-order-my-query' },
  { path: '/order/myqueryv2', tag: 'scm-order-my-query-v2' },
  { path: '/order/querysummary', tag: 'scm-order-summary' },
  { path: '/order/querysummaryv2', tag: 'scm-order-summary-v2' },
  { path: '/order/myquerysummary', tag: 'scm-order-my-summary' },
  { path: '/order/myquerysummaryv2', tag: 'scm-order-my-summary-v2' },
  { path: '/order/email', tag: 'scm-order-email' },
  { path: '/order/sendRecord', tag: 'scm-order-send-record' },
  { path: '/order/sendRecordv2', tag: 'scm-order-send-record-v2' },
  { path: '/order/supplyConfirm', tag: 'scm-order-confirm' },
  { path: '/order/supplySendRecord', tag: 'scm-order-supply-send-record' },
  // previews of the mail a supplier receives: they list published orders (a buyer's call)
  { path: '/mail/OrderPublishEmail', tag: 'scm-order-mail-preview', calls: ORDER_MAIL_PREVIEW_CALLS },
  { path: '/mail/OrderPublishEmailV2', tag: 'scm-order-mail-preview-v2', calls: ORDER_MAIL_PREVIEW_CALLS },
  { path: '/receive/:id', tag: 'scm-receive-note' },
  { path: '/order/authEmail', tag: 'scm-order-auth-email' },
]
