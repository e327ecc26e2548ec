/**
 * THE list of calls that need no login (spec §7 public calls). Everything else answers 401
 * without a live token. An entry ending in `/*` covers every path below it.
 * Areas that add a public call (e.g. the /receive/{id} page's data) add it here.
 */
export const publicPaths: readonly string[] = [
  '/token',
  '/api/User/getPwdSecurtyLevel',
  '/api/User/validateCode',
  '/api/User/findPwd',
  '/api/test/getconfig',
  // procurement (issue 5): the order mail link and the delivery note behind its QR code
  '/api/Order/AuthEmail',
  '/api/Receive/GetDeliveryNote',
  // system administration (issue 6): avatars are <img> sources (no bearer token); only current avatars
  '/File/File/Avatar/*',
]

export function isPublicPath(path: string): boolean {
  return publicPaths.some((entry) =>
    entry.endsWith('/*') ? path.startsWith(entry.slice(0, -1)) : path === entry,
  )
}
