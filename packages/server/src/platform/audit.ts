import type { Context } from 'hono'
import type { Db } from '../db'
import type { AppEnv } from '../http/context'
import { clientIp } from '../http/body'
import { currentRequestId } from '../http/request-id'
import { auditLog } from './schema'

/** Who made a change (from the request) — passed to writeAudit. */
export interface AuditActor {
  userid: number | null
  usercode: string
  UserName: string
  ip: string
}

export function actorOf(c: Context<AppEnv>): AuditActor {
  const user = c.get('user')
  return { userid: user.userid, usercode: user.usercode, UserName: user.UserName, ip: clientIp(c) }
}

export interface AuditEntry {
  /** user, org, right, menu, gadget, supply_authority, operation_authority, session, msg, wf, file, myself */
  area: string
  /** 新增, 修改, 删除, 禁止登录, 重置密码, 设置权限… */
  action: string
  /** What was changed, as a reader names it: '用户 buyer01 李文涛'. */
  target: string
  targetId?: string | number
  before?: unknown
  after?: unknown
}

const SECRET_KEYS = new Set(['password', 'passwordHash', 'passwordSalt', 'password_hash', 'password_salt', 'tokenHash', 'token_hash', 'newPassword'])

/** A JSON copy without secrets (passwords, hashes, tokens), so the log never holds them. */
function clean(value: unknown): unknown {
  if (value === undefined || value === null) return null
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(clean)
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, v] of Object.entries(value)) if (!SECRET_KEYS.has(key)) out[key] = clean(v)
    return out
  }
  return value
}

/** One audit row; call it with the transaction that makes the change, so both commit or neither. */
export async function writeAudit(db: Db, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    userid: actor.userid,
    usercode: actor.usercode.slice(0, 30),
    userName: actor.UserName.slice(0, 50),
    area: entry.area,
    action: entry.action,
    target: entry.target.slice(0, 200),
    targetId: entry.targetId === undefined ? '' : String(entry.targetId).slice(0, 80),
    before: clean(entry.before),
    after: clean(entry.after),
    ip: actor.ip,
    // the request that made the change, as its log line names it ('' for a job outside any request)
    requestId: currentRequestId(),
  })
}
