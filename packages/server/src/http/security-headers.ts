import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'
import type { ServerConfig } from '../config'
import type { AppEnv } from './context'

// Security headers on every answer (OWASP ASVS V14), through Hono's maintained secureHeaders,
// chosen by what the answer is once the route has made it:
// - a page (text/html: the host, /demo/*, /api/docs, the WeChat binding page) gets the page policy:
//   scripts, styles, fonts only from the portal itself and nothing inline (no 'unsafe-inline',
//   no 'unsafe-eval'); images also data: (QR codes) and blob: (previews); blob: frames (PDF preview);
//   calls to the portal (and to SCM_API_BASE's origin when that is another one); no plugins;
//   framed only by SCM_FRAME_ANCESTORS (default 'self').
// - anything else (API answers, files, scripts, styles) gets `default-src 'none'; frame-ancestors
//   'none'`: were a browser to open it as a document, nothing in it could run, load or be framed.
// Every answer: X-Content-Type-Options nosniff, Referrer-Policy same-origin (no address leaves the
// portal, and its own calls keep their Origin), Cross-Origin-Opener-Policy same-origin,
// Cross-Origin-Resource-Policy same-origin — cross-origin when SCM_CORS_ORIGINS lets other sites
// embed the elements (their pages load our scripts, images and answers) — and HSTS only when the
// portal is told it is served over TLS (config.hsts).

/** One year, subdomains too; no preload (that is an operator's decision, made at hstspreload.org). */
export const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * The demo pages' stand-in for a supplier's own server (demo/partner-server.mjs on this machine,
 * any port; `?partner=` points the page at it): the extranet page asks it for embed tokens.
 */
const DEMO_PARTNER_SERVER = ['http://127.0.0.1:*', 'http://localhost:*']

/** The origin of SCM_API_BASE when it names another server (the host page calls and shows images from it). */
function apiOrigin(apiBase: string): string[] {
  try {
    const { protocol, origin } = new URL(apiBase)
    return protocol === 'http:' || protocol === 'https:' ? [origin] : []
  } catch {
    return [] // '' or a path: the portal's own origin
  }
}

/** X-Frame-Options for browsers without CSP frame-ancestors: it can say only "self" or "nobody". */
function frameOptions(ancestors: string[]): string | false {
  if (ancestors.length === 1 && ancestors[0] === "'self'") return 'SAMEORIGIN'
  if (ancestors.length === 1 && ancestors[0] === "'none'") return 'DENY'
  return false // a list of sites: frame-ancestors alone (XFO would refuse them, or be ignored)
}

/** A browser asking for a page (a navigation, or an .html file), as a 304 shows no type of its own. */
const isPageRequest = (path: string, accept = '') => /\.html?$/i.test(path) || accept.includes('text/html')

export function securityHeaders(config: Pick<ServerConfig, 'apiBase' | 'corsOrigins' | 'frameAncestors' | 'hsts'>): MiddlewareHandler<AppEnv> {
  const ancestors = config.frameAncestors?.length ? config.frameAncestors : ["'self'"]
  const api = apiOrigin(config.apiBase)
  const everyAnswer = {
    crossOriginResourcePolicy: config.corsOrigins?.length ? 'cross-origin' : 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    referrerPolicy: 'same-origin',
    strictTransportSecurity: config.hsts ? HSTS : false,
  } as const
  const pagePolicy = {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...api],
    connectSrc: ["'self'", ...api],
    frameSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ancestors,
  }
  const page = secureHeaders({ ...everyAnswer, xFrameOptions: frameOptions(ancestors), contentSecurityPolicy: pagePolicy })
  const demoPage = secureHeaders({
    ...everyAnswer,
    xFrameOptions: frameOptions(ancestors),
    contentSecurityPolicy: { ...pagePolicy, connectSrc: [...pagePolicy.connectSrc, ...DEMO_PARTNER_SERVER] },
  })
  const other = secureHeaders({ ...everyAnswer, xFrameOptions: 'DENY', contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } })
  const done = async () => {}
  return async (c, next) => {
    await next()
    // a 304 to a page keeps the page's policy: the browser takes the 304's headers onto the page it
    // cached, and the other policy there would block every script of it
    const html = /^text\/html\b/i.test(c.res.headers.get('content-type') ?? '') || (c.res.status === 304 && isPageRequest(c.req.path, c.req.header('accept')))
    const headers = !html ? other : c.req.path.startsWith('/demo/') ? demoPage : page
    // secureHeaders sets its headers after the (here: already answered) rest of the chain
    await headers(c, done)
  }
}
