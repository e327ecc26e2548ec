import { Hono } from 'hono'
import { and, desc, eq, gte, lt } from 'drizzle-orm'
import type { AuditLogRow } from '@scm/core/sysmanage'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { countWhere, listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { filterId, filterText } from '../../platform/filters'
import { auditLog } from '../../platform/schema'
import { requireAdmin } from '../../platform/admins'
import { auditLabels } from '../../platform/audit-labels'
import { accepts } from '../../http/call-input'

/** POST /api/AuditLog/GetList — the audit log of system administration, admin only. */
export const auditRoutes = new Hono<AppEnv>()

/** `YYYY-MM-DD` → local midnight; '' → undefined. */
function day(value: unknown, label: string): Date | undefined {
  const text = filterText(value)
  if (!text) return undefined
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const d = m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : null
  if (!d || Number.isNaN(d.getTime()) || d.getDate() !== Number(m![3])) refuse(`${label}格式不正确，应为 YYYY-MM-DD`)
  return d
}

// The log is a tab of the 重置密码日志 screen (its function); only an administrator reads it, whatever grants say.
auditRoutes.post('/api/AuditLog/GetList', requireFn('sysmanage_resePwdLog'), requireAdmin, accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const f = q.filters
  const from = day(f.date_from, '开始日期')
  const to = day(f.date_to, '结束日期')
  const area = filterText(f.area)
  const action = filterText(f.action)
  const userid = filterId(f.userid, '用户')
  const where = and(
    area ? eq(auditLog.area, area) : undefined,
    action ? eq(auditLog.action, action) : undefined,
    userid ? eq(auditLog.userid, userid) : undefined,
    from ? gte(auditLog.createdAt, from) : undefined,
    to ? lt(auditLog.createdAt, new Date(to.getTime() + 24 * 3600_000)) : undefined,
    searchAny(q.searchKey, [auditLog.target, auditLog.usercode, auditLog.userName]),
  )
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(...listOrder(q, { created_at: auditLog.createdAt, area: auditLog.area, action: auditLog.action, usercode: auditLog.usercode }, [desc(auditLog.createdAt), desc(auditLog.id)]))
    .limit(q.rows)
    .offset(q.offset)
  const list = rows.map((r): AuditLogRow => ({
    id: r.id,
    userid: r.userid,
    usercode: r.usercode,
    UserName: r.userName,
    area: r.area,
    action: r.action,
    target: r.target,
    target_id: r.targetId,
    before: (r.before as Record<string, unknown> | null) ?? null,
    after: (r.after as Record<string, unknown> | null) ?? null,
    ip: r.ip,
    created_at: dateTimeText(r.createdAt),
    labels: auditLabels(r.area, r.before, r.after),
  }))
  return ok(c, listPage(list, await countWhere(db, auditLog, where), q.page))
})
