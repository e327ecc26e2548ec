import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, ne, or } from 'drizzle-orm'
import type { Db } from '../db'
import type { CurrentUser, Grants } from '../http/context'
import { embedGrants, embedOwner, EMBED_EXPIRED_MSG, EMBED_REVOKED_MSG } from './embed'
import { ADMIN_ROLE, grantsOf } from './grant-set'
import { sysPartnerKey } from './partner-key-schema'
import { userSession } from './session-schema'
import { embedTokenText, type EmbedOwner } from '@scm/core'
import * as clock from '../clock'

/** last_seen is written at most this often, so each call does not write. */
const TOUCH_EVERY_MS = 60_000

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface NewSession {
  userid: number
  seconds: number
  ip?: string
  userAgent?: string
  /** An embed token: the partner key it is minted with. */
  partnerKeyId?: number
}

/** Opens a session and returns its token (32 random bytes; an embed token with its expiry); only the token's hash is stored. */
export async function createSession(db: Db, s: NewSession): Promise<string> {
  const now = clock.now()
  const expiresAt = new Date(now.getTime() + s.seconds * 1000)
  const random = randomBytes(32).toString('base64url')
  // an embed token carries its expiry in clear, for the element's refresh (core embedTokenExpiry)
  const token = s.partnerKeyId ? embedTokenText(random, expiresAt) : random
  await db.insert(userSession).values({
    tokenHash: hashToken(token),
    userid: s.userid,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: (s.ip ?? '').slice(0, 64),
    userAgent: (s.userAgent ?? '').slice(0, 300),
    partnerKeyId: s.partnerKeyId ?? null,
  })
  return token
}

/** The caller of a live session with the grants of his roles (auth middleware, once per request). */
export interface SessionCaller {
  user: CurrentUser
  grants: Grants
  /** An embed token's owner kind (its grants are already cut down to the embeddable widgets). */
  embed?: EmbedOwner
}

/** The session's user and the grants' version (none for admin), as the one statement answers them. */
type CallerRow = CurrentUser & Record<string, unknown> & { grants_key: string | null; embed: string | null; session_id: number; stale: boolean }

/** A user's grant rows as JSON text, read when a set is new to the process (GRANTS_SQL). */
const grantsText = (userid: string) => `
  select json_agg(json_build_array(f.function_id, f.buttons) order by f.function_id collate "C", f.role collate "C")::text as grants
  from sys_user_role ur
  join sys_role_function f on f.role = ur.role
  where ur.userid = ${userid}`

/**
 * ONE statement per request: the live session (not expired, user not forbidden to log in), its
 * user, roles and the grants' version (sys_grant_version, moved on by the database whenever any
 * grant changes; none for admin, who may do everything: the grant rows themselves are read only
 * when that version is new to this process), and whether last_seen_at is older than a minute —
 * then, and only then, a second statement moves it (a write in every call's statement, even one
 * that matched no row, cost PostgreSQL as much as the rest of the check). Nothing is cached
 * between requests but grant sets by (roles, version): ended sessions, forbidden users, role and
 * grant changes made by any process apply to the next call. An embed token lives only while its
 * partner key is not revoked (embed = the key's owner kind, null for a login session).
 * $1 token hash, $2 now, $3 now - TOUCH_EVERY_MS, $4 the admin role.
 */
const CALLER_SQL = `
with live as (
  select s.id, s.userid, k.owner_kind as embed, s.last_seen_at <= $3::timestamptz as stale
  from user_session s
  join sys_user u on u.userid = s.userid
  left join sys_partner_key k on k.id = s.partner_key_id
  where s.token_hash = $1 and s.expires_at > $2::timestamptz and not u.forbid_login
    and (s.partner_key_id is null or k.revoked_at is null)
)
select u.userid, u.usercode, u.user_name as "UserName", u.supplyid, u.customer_id as "customerId",
  r.roles, case when not r.admin then coalesce((select version::text from sys_grant_version where id = 1), '0') end as grants_key,
  live.embed, live.id as session_id, live.stale
from live
join sys_user u on u.userid = live.userid
cross join lateral (
  select coalesce(json_agg(ur.role order by ur.role collate "C"), '[]'::json) as roles,
    coalesce(bool_or(ur.role = $4), false) as admin
  from sys_user_role ur
  where ur.userid = u.userid
) r`
/** At most once a minute per session: last_seen_at moved to now ($1 the session, $2 now, $3 a minute ago). */
const TOUCH_SQL = 'update user_session set last_seen_at = $2::timestamptz where id = $1 and last_seen_at <= $3::timestamptz'
/** The rows of a grant set and the version they belong to, read together. */
const GRANTS_SQL = `select coalesce((select version::text from sys_grant_version where id = 1), '0') as version, (${grantsText('$1')}) as grants`

/** The live session's caller and grants, or null (unknown, expired, or the user is now forbidden to log in). */
export async function findSession(db: Db, tokenHash: string): Promise<SessionCaller | null> {
  const now = clock.nowMs()
  const params = [tokenHash, new Date(now).toISOString(), new Date(now - TOUCH_EVERY_MS).toISOString(), ADMIN_ROLE]
  // A named prepared statement: PostgreSQL parses and plans it once per pooled connection.
  const result = (await db._.session
    .prepareQuery({ sql: CALLER_SQL, params }, undefined, 'scm_session_caller', false)
    .execute()) as { rows: CallerRow[] }
  const row = result.rows[0]
  if (!row) return null
  const { grants_key: grantsKey, embed, session_id: sessionId, stale, ...user } = row
  if (stale) await db._.session.prepareQuery({ sql: TOUCH_SQL, params: [sessionId, params[1], params[2]] }, undefined, 'scm_session_touch', false).execute()
  const all = grantsKey ? (setsOf(db).get(setKey(user.roles, grantsKey)) ?? (await readGrantSet(db, user))) : grantsOf(user.roles, [])
  if (!embed) return { user, grants: all }
  const owner = embedOwner(embed)
  return { user, grants: embedGrants(all, owner), embed: owner }
}

/**
 * Why a token no live session matches was refused, when it is an embed token whose time ran out
 * or whose key was revoked (a clearer message than the login one); null otherwise. Only read on
 * the refusal path.
 */
export async function embedRefusal(db: Db, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ expiresAt: userSession.expiresAt, revokedAt: sysPartnerKey.revokedAt })
    .from(userSession)
    .innerJoin(sysPartnerKey, eq(sysPartnerKey.id, userSession.partnerKeyId))
    .where(eq(userSession.tokenHash, tokenHash))
  if (!row) return null
  return row.revokedAt ? EMBED_REVOKED_MSG : row.expiresAt.getTime() <= clock.nowMs() ? EMBED_EXPIRED_MSG : null
}

/**
 * The grant sets of role combinations, by the grants' version (read on every call, so a change is
 * seen at once: new version, new set). Built once per roles and version; shared between calls and
 * never changed after they are built. Kept per database: versions of two databases are unrelated.
 */
const grantSetsOf = new WeakMap<Db, Map<string, Grants>>()
const setsOf = (db: Db) => {
  let sets = grantSetsOf.get(db)
  if (!sets) grantSetsOf.set(db, (sets = new Map()))
  return sets
}
const MAX_GRANT_SETS = 500
const setKey = (roles: string[], version: string) => `${roles.join(',')}\u0000${version}`

/** A set seen for the first time: its rows, kept under the version read with them (never older than the caller's). */
async function readGrantSet(db: Db, user: CurrentUser): Promise<Grants> {
  const result = (await db._.session.prepareQuery({ sql: GRANTS_SQL, params: [user.userid] }, undefined, 'scm_session_grants', false).execute()) as {
    rows: { version: string; grants: string | null }[]
  }
  const [row] = result.rows
  const grants = grantsOf(user.roles, JSON.parse(row?.grants ?? '[]') as [string, string[]][])
  const sets = setsOf(db)
  if (sets.size >= MAX_GRANT_SETS) sets.clear()
  sets.set(setKey(user.roles, row!.version), grants)
  return grants
}

export async function endSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(userSession).where(eq(userSession.tokenHash, tokenHash))
}

/** Ends every session of a user (password reset), or all but one (password change). */
export async function endUserSessions(db: Db, userid: number, keepTokenHash?: string): Promise<void> {
  await db
    .delete(userSession)
    .where(and(eq(userSession.userid, userid), keepTokenHash ? ne(userSession.tokenHash, keepTokenHash) : undefined))
}

/**
 * Expired rows are only clutter; removed at login so the table does not grow forever. An embed
 * token is kept a day past its end, so a page still holding it hears 嵌入令牌已过期 (embedRefusal).
 */
export async function purgeExpiredSessions(db: Db): Promise<void> {
  const now = clock.nowMs()
  await db
    .delete(userSession)
    .where(
      or(
        and(isNull(userSession.partnerKeyId), lt(userSession.expiresAt, new Date(now))),
        lt(userSession.expiresAt, new Date(now - 24 * 3600 * 1000)),
      ),
    )
}
