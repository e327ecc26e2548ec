import { Hono } from 'hono'
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { sysUser } from '../../identity/user-schema'
import { countUsers, selectUserRows, userSearchColumns, userSortable, userTypeWhere } from '../../business/user-rows'
import { filterText } from '../../platform/filters'
import { actorOf, writeAudit } from '../../platform/audit'
import { orgDept, orgStation, sysCompany } from '../../identity/org-schema'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'
import { searchKeyQuery } from '../../http/params'

/**
 * The organisation tree (company → dept → sub-dept → station → users) and placing users in it.
 * API.md "Organisation".
 */
export const orgTreeRoutes = new Hono<AppEnv>()

/** Any org screen may read the organisation. */
export const ORG_FNS = ['sysmanage_org_company', 'sysmanage_org_dept', 'sysmanage_org_station', 'sysmanage_org_user', 'sysmanage_org_userdtl'] as const

export interface OrgNode {
  key: string
  type: 'company' | 'dept' | 'station' | 'user'
  id: number
  pid: string | null
  code: string
  name: string
  user_count: number
  disabled?: boolean
  children: OrgNode[]
}

const node = (type: OrgNode['type'], id: number, pid: string | null, code: string, name: string, extra: Partial<OrgNode> = {}): OrgNode => ({
  key: `${type}-${id}`,
  type,
  id,
  pid,
  code,
  name,
  user_count: 0,
  children: [],
  ...extra,
})

/** Sets user_count: users on the stations below each node (user leaves count 0 themselves). */
function countBelow(n: OrgNode, perStation: Map<string, number>): number {
  if (n.type === 'user') return 0
  const own = n.type === 'station' ? (perStation.get(n.key) ?? 0) : 0
  n.user_count = own + n.children.reduce((sum, child) => sum + countBelow(child, perStation), 0)
  return n.user_count
}

/**
 * The tree; with `withUsers` the staff users sit under their stations. A searchKey keeps matching
 * users (code or name) and their ancestors only.
 */
export async function orgTree(db: Db, withUsers: boolean, searchKey = ''): Promise<OrgNode[]> {
  const companies = await db.select().from(sysCompany).orderBy(asc(sysCompany.id))
  const depts = await db.select().from(orgDept).orderBy(asc(orgDept.sort), asc(orgDept.id))
  const stations = await db.select().from(orgStation).orderBy(asc(orgStation.sort), asc(orgStation.id))
  const users = await db
    .select({ userid: sysUser.userid, usercode: sysUser.usercode, userName: sysUser.userName, stationId: sysUser.stationId })
    .from(sysUser)
    .where(and(userTypeWhere('staff'), isNotNull(sysUser.stationId)))
    .orderBy(asc(sysUser.usercode))

  const companyNodes = companies.map((co) => node('company', co.id, null, co.coCode, co.coDesc))
  const deptNodes = new Map(depts.map((d) => [d.id, node('dept', d.id, null, d.deptCode, d.deptName, { disabled: d.disabled })]))
  for (const d of depts) {
    const n = deptNodes.get(d.id)!
    const parent = d.pid ? deptNodes.get(d.pid) : undefined
    const owner = parent ?? companyNodes.find((co) => co.id === d.companyId)
    if (!owner) continue
    n.pid = owner.key
    owner.children.push(n)
  }
  const stationNodes = new Map<number, OrgNode>()
  for (const s of stations) {
    const dept = deptNodes.get(s.deptId)
    if (!dept) continue
    const n = node('station', s.id, dept.key, s.stationCode, s.stationName)
    stationNodes.set(s.id, n)
    dept.children.push(n)
  }
  const direct = new Map<string, number>()
  const key = searchKey.trim().toLowerCase()
  for (const u of users) {
    const station = stationNodes.get(u.stationId!)
    if (!station) continue
    direct.set(station.key, (direct.get(station.key) ?? 0) + 1)
    if (!withUsers) continue
    if (key && !u.usercode.toLowerCase().includes(key) && !u.userName.toLowerCase().includes(key)) continue
    station.children.push(node('user', u.userid, station.key, u.usercode, u.userName))
  }
  for (const co of companyNodes) countBelow(co, direct)
  if (!key || !withUsers) return companyNodes
  // keep only branches leading to a matching user
  const prune = (list: OrgNode[]): OrgNode[] =>
    list.flatMap((n) => {
      if (n.type === 'user') return [n]
      const children = prune(n.children)
      return children.length ? [{ ...n, children }] : []
    })
  return prune(companyNodes)
}

orgTreeRoutes.get('/User/User/GetOrgSataionUsers', requireFn(ORG_FNS), accepts({ query: searchKeyQuery }), async (c) => {
  const searchKey = filterText(c.req.query('searchKey'))
  if (searchKey.length > 100) refuse('请输入100个字符以内的搜索关键字')
  return ok(c, await orgTree(c.get('db'), true, searchKey))
})

orgTreeRoutes.get('/api/Org/GetOrgTree', requireFn(ORG_FNS), async (c) => ok(c, await orgTree(c.get('db'), false)))

orgTreeRoutes.get('/User/User/GetNoStationUserList', requireFn(ORG_FNS), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const where = and(userTypeWhere('staff'), isNull(sysUser.stationId), searchAny(q.searchKey, userSearchColumns))
  const rows = await selectUserRows(db, { where, orderBy: listOrder(q, userSortable, [desc(sysUser.userid)]), limit: q.rows, offset: q.offset })
  return ok(c, listPage(rows, await countUsers(db, where), q.page))
})

const placeBody = z.object({
  userIds: z.array(z.coerce.number().int().positive('用户编号格式不正确'), { error: '请选择人员' }).min(1, '请选择人员').max(500),
  station_id: z.union([z.coerce.number().int().positive('岗位编号格式不正确'), z.null()], { error: '请选择岗位' }),
})

/** Places staff users on a station (their department follows it) or takes them off (station_id null). */
orgTreeRoutes.post('/User/User/SaveUserStation', requireFn('sysmanage_org_user', 'edit'), accepts({ body: placeBody }), async (c) => {
  const { userIds, station_id } = await parseBody(c, placeBody)
  const ids = [...new Set(userIds)]
  const db = c.get('db')
  const actor = actorOf(c)
  await db.transaction(async (tx) => {
    const [station] = station_id
      ? await tx.select({ id: orgStation.id, deptId: orgStation.deptId, name: orgStation.stationName }).from(orgStation).where(eq(orgStation.id, station_id))
      : [null]
    if (station_id && !station) refuse('岗位不存在')
    const users = await tx
      .select({ userid: sysUser.userid, usercode: sysUser.usercode, stationId: sysUser.stationId, deptId: sysUser.deptId, supplyid: sysUser.supplyid, customerId: sysUser.customerId })
      .from(sysUser)
      .where(inArray(sysUser.userid, ids))
    const missing = ids.find((id) => !users.some((u) => u.userid === id))
    if (missing) refuse(`用户不存在：${missing}`)
    if (users.some((u) => u.supplyid != null || u.customerId != null)) refuse('供应商或客户用户不能设置岗位')
    await tx
      .update(sysUser)
      .set(station ? { stationId: station.id, deptId: station.deptId, updatedAt: clock.now() } : { stationId: null, updatedAt: clock.now() })
      .where(inArray(sysUser.userid, ids))
    await writeAudit(tx, actor, {
      area: 'org',
      action: '设置岗位',
      target: `${users.map((u) => u.usercode).join('、')} → ${station ? station.name : '无岗位'}`,
      targetId: station?.id ?? '',
      before: users.map(({ userid, stationId, deptId }) => ({ userid, stationId, deptId })),
      after: { stationId: station?.id ?? null, deptId: station?.deptId ?? null },
    })
  })
  return ok(c, { count: ids.length }, '保存成功')
})
