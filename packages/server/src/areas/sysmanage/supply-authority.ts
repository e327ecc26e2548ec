import { Hono } from 'hono'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { orgDept } from '../../identity/org-schema'
import { pcSupply } from '../../identity/partner-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { countUsers, hasRoleWhere, userTypeWhere } from '../../business/user-rows'
import { filterId, filterText } from '../../platform/filters'
import { supplyAuthority } from '../../platform/schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { idParam, acceptsIds } from '../../http/params'
import { accepts } from '../../http/call-input'

/** Supplier authorisation (供应商授权, /sysmanage/supply_authority): which suppliers each buyer manages. */
export const supplyAuthorityRoutes = new Hono<AppEnv>()

const FN = 'sysmanage_supply_authority'

/** The suppliers a staff user manages (procurement may narrow a buyer's lists with it). */
export async function managedSupplyIds(db: Db, userid: number): Promise<number[]> {
  const rows = await db.select({ supplyid: supplyAuthority.supplyid }).from(supplyAuthority).where(eq(supplyAuthority.userid, userid)).orderBy(asc(supplyAuthority.supplyid))
  return rows.map((r) => r.supplyid)
}

supplyAuthorityRoutes.post('/api/SupplyAuthority/GetList', requireFn(FN), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const deptId = filterId(q.filters.dept_id, '部门')
  const role = filterText(q.filters.role)
  const where = and(
    userTypeWhere('staff'),
    deptId ? eq(sysUser.deptId, deptId) : undefined,
    role ? hasRoleWhere(db, role) : undefined,
    searchAny(q.searchKey, [sysUser.usercode, sysUser.userName]),
  )
  const users = await db
    .select({ userid: sysUser.userid, usercode: sysUser.usercode, UserName: sysUser.userName, deptName: orgDept.deptName })
    .from(sysUser)
    .leftJoin(orgDept, eq(orgDept.id, sysUser.deptId))
    .where(where)
    .orderBy(...listOrder(q, { usercode: sysUser.usercode, UserName: sysUser.userName, dept_name: orgDept.deptName }, [asc(sysUser.usercode)]))
    .limit(q.rows)
    .offset(q.offset)
  const ids = users.map((u) => u.userid)
  const supplies = ids.length
    ? await db
        .select({ userid: supplyAuthority.userid, supplyid: pcSupply.supplyid, supply_name: pcSupply.supplyName })
        .from(supplyAuthority)
        .innerJoin(pcSupply, eq(pcSupply.supplyid, supplyAuthority.supplyid))
        .where(inArray(supplyAuthority.userid, ids))
        .orderBy(asc(pcSupply.supplyid))
    : []
  const roles = ids.length ? await db.select().from(sysUserRole).where(inArray(sysUserRole.userid, ids)) : []
  const rows = users.map(({ deptName, ...u }) => ({
    ...u,
    dept_name: deptName ?? '',
    roles: roles.filter((r) => r.userid === u.userid).map((r) => r.role).sort(),
    supplies: supplies.filter((s) => s.userid === u.userid).map(({ supplyid, supply_name }) => ({ supplyid, supply_name })),
  }))
  return ok(c, listPage(rows, await countUsers(db, where), q.page))
})

supplyAuthorityRoutes.get('/api/SupplyAuthority/GetUserSupplies', requireFn(FN), acceptsIds('userId'), async (c) => {
  const userid = await idParam(c, 'userId', '请选择用户')
  const db = c.get('db')
  const [user] = await db.select({ userid: sysUser.userid, UserName: sysUser.userName }).from(sysUser).where(eq(sysUser.userid, userid))
  if (!user) refuse('用户不存在', 404)
  const managed = new Set(await managedSupplyIds(db, userid))
  const all = await db.select({ supplyid: pcSupply.supplyid, supply_name: pcSupply.supplyName, short_name: pcSupply.shortName }).from(pcSupply).orderBy(asc(pcSupply.supplyid))
  return ok(c, { ...user, supplies: all.map((s) => ({ ...s, checked: managed.has(s.supplyid) })) })
})

const saveBody = z.object({
  userId: z.coerce.number({ error: '请选择用户' }).int().positive('请选择用户'),
  supplyids: z.array(z.coerce.number({ error: '供应商编号格式不正确' }).int('供应商编号格式不正确').positive('供应商编号格式不正确'), { error: '请提交供应商列表' }).max(5000),
})

supplyAuthorityRoutes.post('/api/SupplyAuthority/Save', requireFn(FN, 'edit'), accepts({ body: saveBody }), async (c) => {
  const { userId, supplyids } = await parseBody(c, saveBody)
  const wanted = [...new Set(supplyids)].sort((a, b) => a - b)
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    const [user] = await tx.select().from(sysUser).where(eq(sysUser.userid, userId))
    if (!user) refuse('用户不存在', 404)
    if (user.supplyid != null || user.customerId != null) refuse('只能为内部员工授权供应商')
    const known = wanted.length ? await tx.select({ id: pcSupply.supplyid }).from(pcSupply).where(inArray(pcSupply.supplyid, wanted)) : []
    const missing = wanted.find((id) => !known.some((k) => k.id === id))
    if (missing !== undefined) refuse(`供应商不存在：${missing}`)
    const before = await managedSupplyIds(tx, userId)
    await tx.delete(supplyAuthority).where(eq(supplyAuthority.userid, userId))
    if (wanted.length) await tx.insert(supplyAuthority).values(wanted.map((supplyid) => ({ userid: userId, supplyid })))
    await writeAudit(tx, actor, { area: 'supply_authority', action: '设置授权', target: `用户 ${user.usercode} ${user.userName}`, targetId: userId, before: { supplyids: before }, after: { supplyids: wanted } })
  })
  return ok(c, { count: wanted.length }, '授权已保存')
})
