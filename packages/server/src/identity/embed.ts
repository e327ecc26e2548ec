import { createHash, randomBytes } from 'node:crypto'
import { embedFunctions, type EmbedOwner } from '@scm/core'
import type { Grants } from '../http/context'
import type { GrantDeclaration } from '../http/grants'
import { BUTTONS } from './grant-set'

// Embedding without a second login (issue 12 item 6): a partner's own server exchanges its key for
// a short-lived embed token of one of ITS users. Such a session keeps every check of a login
// session (grants, owner scope) and is cut down further, here, to the embeddable widgets.

/** How long an embed token lives (the element asks its page for a fresh one before). */
export const EMBED_TOKEN_SECONDS = 10 * 60

/** Prefix of every partner key, so a leaked one is recognisable (e.g. in a secret scanner). */
export const PARTNER_KEY_PREFIX = 'scmpk_'

export const PARTNER_KEY_HEADER = 'x-partner-key'

/**
 * The DEMO partner key of supplier 1001, seeded only with the demo data and PUBLIC (it is in this
 * repository, in demo/partner-server.mjs and the README): it lets the demo's stand-in of the
 * supplier's server mint tokens on first start. A real key is issued on /sysmanage/partnerKey and
 * shown once; revoke this one on any database that is not a demo.
 */
export const DEMO_PARTNER_KEY = 'scmpk_demo1001_public_demo_key_not_secret'

/** A new partner key: shown once on issue, only its SHA-256 is stored. */
export function newPartnerKey(): { key: string; prefix: string } {
  const key = `${PARTNER_KEY_PREFIX}${randomBytes(24).toString('base64url')}`
  return { key, prefix: key.slice(0, PARTNER_KEY_PREFIX.length + 6) }
}

export function hashPartnerKey(key: string): string {
  return createHash('sha256').update(key).digest('hex')
}

/** The embed session's owner kind, as stored on the key. */
export function embedOwner(kind: string): EmbedOwner {
  return kind === 'customer' ? 'customer' : 'supplier'
}

const embedFns = new Map<EmbedOwner, Set<string>>()
function fnsOf(owner: EmbedOwner): Set<string> {
  let fns = embedFns.get(owner)
  if (!fns) embedFns.set(owner, (fns = new Set(embedFunctions(owner))))
  return fns
}

/** The user's grants cut down to the embeddable widgets' functions of his owner kind. */
export function embedGrants(grants: Grants, owner: EmbedOwner): Grants {
  const fns = fnsOf(owner)
  const cut = new Map<string, Set<string>>()
  for (const fn of fns) {
    const buttons = grants === 'all' ? new Set<string>(BUTTONS) : grants.get(fn)
    if (buttons) cut.set(fn, buttons)
  }
  return cut
}

/**
 * Calls open to any signed-in user that the widgets make besides their functions' own: who am I,
 * the buttons granted (the menu, built from the cut-down grants, so it lists the widgets'
 * functions only), the attachments of a document (the file rights decide per category), sign out.
 * Every other such call (home page, password, pickers, approvals…) answers 403 to an embed token.
 */
export const EMBED_SIGNED_IN_CALLS = new Set([
  'GET /User/User/GetCurrentUser',
  'GET /Menu/Menu/GetUserMenuData',
  'POST /User/User/Logout',
  'POST /File/File/UploadFiles',
  'GET /File/File/getFilelist',
  'GET /File/File/Download',
  'GET /File/File/GetFileRights',
])

/**
 * Whether an embed token of `owner` may call a route with this declaration: a route of an
 * embeddable widget's function that is scoped to the token's owner kind, or one of the few
 * signed-in calls above. Grants and owner scope are then checked as for any caller.
 */
export function embedAdmits(call: string, declaration: GrantDeclaration | undefined, owner: EmbedOwner): boolean {
  if (!declaration) return false
  if (declaration.fns === '*') return EMBED_SIGNED_IN_CALLS.has(call)
  const fns = fnsOf(owner)
  return declaration.fns.some((fn) => fns.has(fn)) && !!declaration.owner?.includes(owner)
}

export const EMBED_EXPIRED_MSG = '嵌入令牌已过期，请刷新页面或由合作方系统重新获取'
export const EMBED_REVOKED_MSG = '合作方密钥已被吊销，嵌入令牌失效'
export const EMBED_REFUSED_MSG = '嵌入令牌不能调用此功能'
