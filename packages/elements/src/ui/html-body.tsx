import { useLayoutEffect, useRef, type HTMLAttributes } from 'react'
import { css, cx } from 'styled-system/css'
import { richContent } from './rich-editor'
import { sanitizeHtml } from './sanitize-html'

// A stored HTML body as it is read (a mail, a bulletin, an order mail's preview): sanitised again
// here, where it is drawn, though the server stores it sanitised.

export const htmlFrame = css({ border: '1px solid var(--scm-color-border-light, #ebeef5)', borderRadius: '4px', p: '12px', bg: 'white', overflowX: 'auto' })

/** Where a style attribute waits (a data attribute: no policy applies to it) until CSSOM sets it. */
const MOVED_STYLE = 'data-scm-style'
/** A start tag with its attributes (quoted or bare values); its name is not a style. */
const START_TAG = /<[a-zA-Z][^\s/>]*(?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*\s*\/?>/g
/** One attribute of a start tag, its value consumed whole (a `style=` inside another value is text). */
const ATTRIBUTE = /(\s+)([^\s"'>/=]+)(\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?/g

/** The markup with every start tag's `style` attribute renamed, before any parser sees it. */
function moveStyleAttributes(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(ATTRIBUTE, (all, space: string, name: string, value = '') => (name.toLowerCase() === 'style' ? `${space}${MOVED_STYLE}${value}` : all)))
}

/**
 * Sanitised HTML as nodes of this page, its inline styles kept. A mail styles its cells with style
 * attributes, and the portal's Content-Security-Policy (style-src 'self') refuses (and reports)
 * every style attribute a parser meets, in DOMPurify's or DOMParser's documents too, while it lets
 * a script set the same declarations through CSSOM. So the attributes are renamed in the markup
 * first, the markup is sanitised and parsed, and the declarations are set on the nodes through
 * `style.cssText`.
 */
function htmlNodes(html: string): Node[] {
  const body = new DOMParser().parseFromString(sanitizeHtml(moveStyleAttributes(html)), 'text/html').body
  const styled = [...body.querySelectorAll(`[${MOVED_STYLE}]`)].map((element) => [element as Element & ElementCSSInlineStyle, element.getAttribute(MOVED_STYLE) ?? ''] as const)
  const nodes = [...body.childNodes].map((node) => document.adoptNode(node))
  for (const [element, style] of styled) {
    element.removeAttribute(MOVED_STYLE)
    element.style.cssText = style
  }
  return nodes
}

/** A box showing sanitised HTML (drawn before the browser paints, as innerHTML would be). */
export function SanitizedHtml({ html, ...box }: { html: string } & Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'>) {
  const ref = useRef<HTMLDivElement>(null)
  useLayoutEffect(() => {
    ref.current?.replaceChildren(...htmlNodes(html))
  }, [html])
  return <div ref={ref} {...box} />
}

export function HtmlBody({ html, label }: { html: string; label: string }) {
  return <SanitizedHtml html={html} className={cx(htmlFrame, richContent)} role="document" aria-label={label} />
}
