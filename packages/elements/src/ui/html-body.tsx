import { useMemo } from 'react'
import { css, cx } from 'styled-system/css'
import { richContent } from './rich-editor'
import { sanitizeHtml } from './sanitize-html'

// A stored HTML body as it is read (a mail, a bulletin): sanitised again here, where it is drawn,
// though the server stores it sanitised.

export const htmlFrame = css({ border: '1px solid var(--scm-color-border-light, #ebeef5)', borderRadius: '4px', p: '12px', bg: 'white', overflowX: 'auto' })

export function HtmlBody({ html, label }: { html: string; label: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <div className={cx(htmlFrame, richContent)} role="document" aria-label={label} dangerouslySetInnerHTML={{ __html: clean }} />
}
