import { css } from 'styled-system/css'
import { useLoad } from '../../../list/use-load'
import { sanitizeHtml } from '../../../ui/sanitize-html'
import { SanitizedHtml } from '../../../ui/html-body'
import { facts, muted } from '../../../ui/layout'
import type { MailPreview } from '@scm/core/business'
import { ORDER_PATHS } from '@scm/core/order'

// What a supplier receives when an order is published (OrderPublishEmail v1 = summary, v2 = with
// the line table): the server renders the mail; the screen shows it sanitised (no scripts, no
// event handlers), inside the element's shadow root so its styles stay in the mail (its style
// attributes set through CSSOM: SanitizedHtml).

export const PREVIEW_PATH = ORDER_PATHS.emailPreview

const frame = css({ border: '1px solid var(--scm-color-border-light, #ebeef5)', borderRadius: '4px', p: '12px', bg: 'white', overflowX: 'auto', maxH: '70vh', overflowY: 'auto' })

// shared with the internal mail screens (areas/mail)
export { sanitizeHtml }

export function MailPreviewView({ orderId, version }: { orderId: number; version: 1 | 2 }) {
  const { current: preview, failed } = useLoad((api) => api.get<MailPreview>(PREVIEW_PATH, { query: { id: orderId, v: version }, timestamp: true }), `${orderId}:${version}`)
  if (failed) return <p className={muted}>无法预览该订单的邮件</p>
  if (!preview) return <p role="status">加载中…</p>
  return (
    <div>
      <dl className={facts}>
        <dt>主题</dt>
        <dd data-field="subject">{preview.subject}</dd>
        <dt>收件人</dt>
        <dd data-field="recipients">{preview.recipients.length ? preview.recipients.join('；') : '供应商未设置邮箱'}</dd>
      </dl>
      <SanitizedHtml html={preview.html} className={frame} role="document" aria-label="邮件正文" />
    </div>
  )
}
