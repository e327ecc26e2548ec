import { Hono } from 'hono'
import { and, desc, eq } from 'drizzle-orm'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { countWhere, listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { sysUser } from '../../identity/user-schema'
import { resetPwdLog } from '../../identity/session-schema'
import { accepts } from '../../http/call-input'

/** POST /api/ResetPwdLog/GetLogList: the reset-password log, newest first (admin screen). */
export const resetLogRoutes = new Hono<AppEnv>()

resetLogRoutes.post('/api/ResetPwdLog/GetLogList', requireFn('sysmanage_resePwdLog'), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const result = typeof q.filters.result === 'string' && q.filters.result.trim() ? eq(resetPwdLog.result, q.filters.result.trim()) : undefined
  const where = and(searchAny(q.searchKey, [resetPwdLog.usercode, resetPwdLog.ip, resetPwdLog.result]), result)
  const rows = await db
    .select({
      id: resetPwdLog.id,
      userid: resetPwdLog.userid,
      usercode: resetPwdLog.usercode,
      UserName: sysUser.userName,
      ip: resetPwdLog.ip,
      result: resetPwdLog.result,
      createdAt: resetPwdLog.createdAt,
    })
    .from(resetPwdLog)
    .leftJoin(sysUser, eq(sysUser.userid, resetPwdLog.userid))
    .where(where)
    .orderBy(
      ...listOrder(
        q,
        { created_at: resetPwdLog.createdAt, usercode: resetPwdLog.usercode, result: resetPwdLog.result, ip: resetPwdLog.ip },
        [desc(resetPwdLog.createdAt), desc(resetPwdLog.id)],
      ),
    )
    .limit(q.rows)
    .offset(q.offset)
  const total = await countWhere(db, resetPwdLog, where)
  const list = rows.map(({ createdAt, ...row }) => ({ ...row, UserName: row.UserName ?? '', created_at: dateTimeText(createdAt) }))
  return ok(c, listPage(list, total, q.page))
})
