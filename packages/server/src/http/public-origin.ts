import type { Context } from 'hono'

/** Where links point: SCM_PUBLIC_URL, else the calling page's origin, else this request's origin. */
export function publicOrigin(c: Context): string {
  const configured = process.env.SCM_PUBLIC_URL?.trim()
  if (configured) return configured.replace(/\/+$/, '')
  const origin = c.req.header('origin')
  if (origin && /^https?:\/\/[^/\s]+$/.test(origin)) return origin
  return new URL(c.req.url).origin
}
