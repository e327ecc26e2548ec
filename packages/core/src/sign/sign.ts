import md5 from 'crypto-js/md5'

/** Name of the request header carrying the signature (material and account calls). */
export const SIGN_HEADER = 'code'

/**
 * Signature of a material or account call: upper-case hex of MD5(lower-case hex of
 * MD5(apiBase + path + bodyText)). `path` is the API path without query string (the part after
 * the API base); `bodyText` is the exact JSON text sent, '' when there is no body (GET).
 * Strings are hashed as UTF-8, as node:crypto does on the server.
 */
export function signRequest(apiBase: string, path: string, bodyText: string): string {
  const bare = path.split('?')[0] ?? ''
  const inner = md5(apiBase + bare + bodyText).toString()
  return md5(inner).toString().toUpperCase()
}

/**
 * Calls the client always signs and the server always checks: the account calls (spec §7
 * "material and account calls"), by path prefix.
 */
export const SIGNED_PATH_PREFIXES: readonly string[] = ['/SaleCheck/', '/AppMateriel/', '/api/ScmToCrmMateriel/']

export function isSignedPath(path: string): boolean {
  return SIGNED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix))
}
