import { Hono } from 'hono'
import { and, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { userSession } from '../../identity/session-schema'
import { sysPartnerKey } from '../../identity/partner-key-schema'
import { orgDept } from '../../identity/org-schema'
import { pcSupply } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { idParam, acceptsIds } from '../../http/params'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

/** Live sessions (/sysmanage/onlineUser); ending one makes its token answer 401 at the next call. */
export const onlineUserRoutes = new Hono<AppEnv>()

const FN = 'sysmanage_onlineUser'

onlineUserRoutes.post('/api/OnlineUser/GetList', requireFn(FN), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const where = and(
    gt(userSession.expiresAt, clock.now()),
    // an embed token of a revoked partner key is no longer live
    sql`not exists (select 1 from ${sysPartnerKey} where ${sysPartnerKey.id} = ${userSession.partnerKeyId} and ${sysPartnerKey.revokedAt} is not null)`,
    searchAny(q.searchKey, [sysUser.usercode, sysUser.userName, userSession.ip]),
  )
  const rows = await db
    .select({ s: userSession, usercode: sysUser.usercode, UserName: sysUser.userName, deptName: orgDept.deptName, supplyName: pcSupply.supplyName })
    .from(userSession)
    .innerJoin(sysUser, eq(sysUser.userid, userSession.userid))
    .leftJoin(orgDept, eq(orgDept.id, sysUser.deptId))
    .leftJoin(pcSupply, eq(pcSupply.supplyid, sysUser.supplyid))
    .where(where)
    .orderBy(
      ...listOrder(
        q,
        { usercode: sysUser.usercode, UserName: sysUser.userName, ip: userSession.ip, login_time: userSession.createdAt, last_seen: userSession.lastSeenAt },
        [desc(userSession.lastSeenAt), desc(userSession.id)],
      ),
    )
    .limit(q.rows)
    .offset(q.offset)
  const [total] = await db.select({ n: count().mapWith(Number) }).from(userSession).innerJoin(sysUser, eq(sysUser.userid, userSession.userid)).where(where)
  const mine = c.get('sessionHash')
  const list = rows.map(({ s, deptName, supplyName, ...u }) => ({
    id: s.id,
    userid: s.userid,
    ...u,
    dept_name: deptName ?? '',
    supply_name: supplyName ?? '',
    ip: s.ip,
    user_agent: s.userAgent,
    login_time: dateTimeText(s.createdAt),
    last_seen: dateTimeText(s.lastSeenAt),
    expires_at: dateTimeText(s.expiresAt),
    is_current: s.tokenHash === mine,
  }))
  return ok(c, listPage(list, total?.n ?? 0, q.page))
})

onlineUserRoutes.post('/api/OnlineUser/ForceLogout', requireFn(FN, 'delete'), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择会话')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [session] = await tx
      .select({ id: userSession.id, tokenHash: userSession.tokenHash, userid: userSession.userid, ip: userSession.ip, createdAt: userSession.createdAt, usercode: sysUser.usercode, userName: sysUser.userName })
      .from(userSession)
      .innerJoin(sysUser, eq(sysUser.userid, userSession.userid))
      .where(and(eq(userSession.id, id), gt(userSession.expiresAt, clock.now())))
    if (!session) refuse('会话不存在或已结束', 404)
    if (session.tokenHash === c.get('sessionHash')) refuse('不能结束自己当前的会话，请使用退出登录')
    await tx.delete(userSession).where(eq(userSession.id, id))
    const { tokenHash: _t, ...before } = session
    await writeAudit(tx, actor, { area: 'session', action: '强制下线', target: `用户 ${session.usercode} ${session.userName} 的会话（${session.ip || '未知地址'}）`, targetId: id, before })
  })
  return ok(c, null, '已强制下线')
})
