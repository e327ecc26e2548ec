// The public pages (login, reset password, configuration file, 404) carry their own small
// stylesheet instead of the portal's Panda stylesheet: that one grows with every screen, and the
// login route must stay within 110 KiB gz of JavaScript. Same colours as the UI kit's theme
// (`--scm-color-*` custom properties with the kit's fallbacks).

const CSS = `
.scm-pub-page{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;background:linear-gradient(135deg,#111827,#1e3a8a);font:13px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:var(--scm-color-text,#303133)}
.scm-pub-card{width:100%;max-width:380px;box-sizing:border-box;background:#fff;border-radius:6px;box-shadow:0 10px 30px rgba(0,0,0,.35);padding:32px}
@media (max-width:480px){.scm-pub-card{padding:20px}}
.scm-pub-product{margin:0 0 4px;text-align:center;color:var(--scm-color-text-muted,#6b6e73);font-size:13px}
.scm-pub-heading{margin:0 0 20px;text-align:center;font-size:20px;font-weight:600;color:#111827}
.scm-pub-field{margin-bottom:12px}
.scm-pub-label{display:block;margin-bottom:4px;font-size:13px;color:var(--scm-color-text-regular,#606266)}
.scm-pub-input{display:block;width:100%;min-width:0;box-sizing:border-box;height:32px;padding:0 12px;font-size:13px;color:var(--scm-color-text,#303133);background:#fff;border:1px solid var(--scm-color-border,#c8ccd4);border-radius:4px;outline:none}
.scm-pub-input:hover{border-color:var(--scm-color-text-muted,#6b6e73)}
.scm-pub-input:focus-visible{border-color:var(--scm-color-primary,#1a62c0);outline:1px solid var(--scm-color-primary,#1a62c0);box-shadow:0 0 0 2px var(--scm-color-primary-soft,#ecf5ff)}
.scm-pub-hint{margin:4px 0 0;font-size:12px;color:var(--scm-color-text-muted,#6b6e73)}
.scm-pub-row{display:flex;gap:8px}
.scm-pub-row>.scm-pub-input{flex:1}
.scm-pub-btn{display:inline-flex;align-items:center;justify-content:center;gap:4px;height:32px;padding:0 12px;font:inherit;font-size:13px;white-space:nowrap;border-radius:4px;border:1px solid var(--scm-color-border,#c8ccd4);background:#fff;color:var(--scm-color-text,#303133);cursor:pointer;text-decoration:none;box-sizing:border-box}
.scm-pub-btn:hover:enabled{color:var(--scm-color-primary,#1a62c0);border-color:var(--scm-color-primary,#1a62c0);background:var(--scm-color-primary-soft,#ecf5ff)}
.scm-pub-btn:focus-visible{outline:2px solid var(--scm-color-primary,#1a62c0);outline-offset:1px}
.scm-pub-btn:disabled{opacity:.55;cursor:not-allowed}
.scm-pub-primary{width:100%;margin-top:12px;color:#fff;background:var(--scm-color-primary,#1a62c0);border-color:var(--scm-color-primary,#1a62c0)}
.scm-pub-primary:hover:enabled,a.scm-pub-primary:hover{color:#fff;background:var(--scm-color-primary-hover,#1f6fd1);border-color:var(--scm-color-primary-hover,#1f6fd1)}
.scm-pub-error{margin:4px 0 0;color:var(--scm-color-danger,#b83232);font-size:13px}
.scm-pub-links{margin:16px 0 0;text-align:right}
.scm-pub-link{color:var(--scm-color-primary,#1a62c0);text-decoration:none}
.scm-pub-link:hover{text-decoration:underline}
.scm-pub-link:focus-visible{outline:2px solid var(--scm-color-primary,#1a62c0);outline-offset:2px}
.scm-pub-level{min-height:20px;margin:-8px 0 12px;font-size:12px;color:var(--scm-color-text-regular,#606266)}
.scm-pub-track{height:4px;margin-top:4px;border-radius:2px;background:#e5e7eb;overflow:hidden}
.scm-pub-fill{display:block;height:100%}
.scm-pub-fill[data-level="0"]{background:#dc2626}.scm-pub-fill[data-level="1"]{background:#f97316}.scm-pub-fill[data-level="2"]{background:#ca8a04}.scm-pub-fill[data-level="3"]{background:#16a34a}
.scm-pub-code{margin:12px 0;padding:8px;font-size:12px;background:#f3f4f6;border-radius:4px;white-space:pre-wrap;word-break:break-all}
.scm-pub-big{margin:0 0 12px;text-align:center;font-size:48px;font-weight:700;color:#d1d5db}
.scm-pub-text{margin:0 0 20px;text-align:center;color:var(--scm-color-text-regular,#606266)}
.scm-pub-status{display:flex;align-items:center;justify-content:center;min-height:100vh;color:#888;font:13px system-ui,sans-serif}
`

const SHEET_KEY = Symbol.for('scm.portal.host.publicSheet')
type Holder = typeof globalThis & { [SHEET_KEY]?: CSSStyleSheet }

/** Adopts the public pages' stylesheet into the document once. */
export function adoptPublicStyles(): void {
  const holder = globalThis as Holder
  if (typeof document === 'undefined' || typeof CSSStyleSheet === 'undefined') return
  let sheet = holder[SHEET_KEY]
  if (!sheet) {
    sheet = new CSSStyleSheet()
    sheet.replaceSync(CSS)
    holder[SHEET_KEY] = sheet
  }
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}

/** Class names of the public pages. */
export const pub = {
  page: 'scm-pub-page',
  card: 'scm-pub-card',
  product: 'scm-pub-product',
  heading: 'scm-pub-heading',
  field: 'scm-pub-field',
  label: 'scm-pub-label',
  input: 'scm-pub-input',
  hint: 'scm-pub-hint',
  row: 'scm-pub-row',
  button: 'scm-pub-btn',
  primary: 'scm-pub-btn scm-pub-primary',
  error: 'scm-pub-error',
  links: 'scm-pub-links',
  link: 'scm-pub-link',
  level: 'scm-pub-level',
  track: 'scm-pub-track',
  fill: 'scm-pub-fill',
  code: 'scm-pub-code',
  big: 'scm-pub-big',
  text: 'scm-pub-text',
  status: 'scm-pub-status',
} as const
