import DOMPurify from 'dompurify'

// User-written or server-rendered HTML (order mails, internal mails, bulletins) shown inside an
// element: no scripts, event handlers, styles that leak, or forms. The server sanitises too; this
// is the second line, at the place the HTML is drawn.

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'], ADD_ATTR: ['target'] })
}
