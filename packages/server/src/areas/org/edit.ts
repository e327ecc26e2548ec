import { Hono } from 'hono'
import { and, asc, count, eq, inArray, ne, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { countWhere, listOrder, listPage, readListQuery, searchAny, listQuery } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { registerLabels } from '../../platform/audit-labels'
import { sysUser } from '../../identity/user-schema'
import { filterId } from '../../platform/filters'
import { actorOf } from '../../platform/audit'
import { idParam, acceptsIds } from '../../http/params'
import { orgDept, orgStation, sysCompany } from '../../identity/org-schema'
import { ORG_FNS } from './tree'
import { subDepts } from './sub-depts'
import { code, deleteUnit, needButton, optionalId, sortNo, text, usersWhere, writeUnit } from './units'
import * as clock from '../../clock'
import { accepts } from '../../http/call-input'

/** Companies, departments and stations (/sysmanage/org/company|dept|station). API.md "Organisation". */
export const orgEditRoutes = new Hono<AppEnv>()

registerLabels({ co_code: '公司编码', co_desc: '公司名称', co_addr: '公司地址', co_rep_title: '报表抬头', dept_code: '部门编码', dept_name: '部门名称', station_code: '岗位编码', station_name: '岗位名称', company_id: '公司', sort: '排序' })

// ---- companies -----------------------------------------------------------------------------

async function companyList(db: Db, where?: SQL) {
  const rows = await db.select().from(sysCompany).where(where).orderBy(asc(sysCompany.id))
  const counts = await db.select({ companyId: orgDept.companyId, n: count().mapWith(Number) }).from(orgDept).groupBy(orgDept.companyId)
  return rows.map((co) => ({
    id: co.id,
    co_code: co.coCode,
    co_desc: co.coDesc,
    co_addr: co.coAddr,
    co_rep_title: co.coRepTitle,
    phone: co.phone,
    remark: co.remark,
    dept_count: counts.find((x) => x.companyId === co.id)?.n ?? 0,
    updated_at: dateTimeText(co.updatedAt),
  }))
}

orgEditRoutes.get('/api/Org/GetCompanyList', requireFn(ORG_FNS), async (c) => ok(c, await companyList(c.get('db'))))

const companyBody = z.object({
  id: optionalId,
  co_code: code('公司编码'),
  co_desc: text('公司名称', 100, true),
  co_addr: text('公司地址', 200),
  co_rep_title: text('报表抬头', 200),
  phone: text('电话', 30),
  remark: text('备注', 500),
})

orgEditRoutes.post('/api/Org/SaveCompany', requireFn('sysmanage_org_company'), accepts({ body: companyBody }), async (c) => {
  const input = await parseBody(c, companyBody)
  await needButton(c, 'sysmanage_org_company', !input.id)
  const db = c.get('db')
  const actor = actorOf(c)
  const values = { coCode: input.co_code, coDesc: input.co_desc, coAddr: input.co_addr, coRepTitle: input.co_rep_title, phone: input.phone, remark: input.remark, updatedAt: clock.now() }
  const id = await db.transaction(async (tx) => {
    const [dup] = await tx.select({ id: sysCompany.id }).from(sysCompany).where(and(eq(sysCompany.coCode, input.co_code), input.id ? ne(sysCompany.id, input.id) : undefined))
    if (dup) refuse('编码已存在')
    return writeUnit(tx, actor, sysCompany, '公司', input.co_desc, input.id, values)
  })
  const [saved] = await companyList(db, eq(sysCompany.id, id))
  return ok(c, saved, '保存成功')
})

orgEditRoutes.post('/api/Org/DelCompany', requireFn('sysmanage_org_company', 'delete'), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择公司')
  const actor = actorOf(c)
  await c.get('db').transaction((tx) =>
    deleteUnit(tx, actor, sysCompany, '公司', id, (before: typeof sysCompany.$inferSelect) => before.coDesc, async () => {
      if (await countWhere(tx, orgDept, eq(orgDept.companyId, id))) refuse('请先删除该公司下的部门')
      if ((await countWhere(tx, sysCompany)) <= 1) refuse('至少保留一个公司')
    }),
  )
  return ok(c, null, '删除成功')
})

// ---- departments ---------------------------------------------------------------------------

async function deptRows(db: Db, where?: SQL, paging?: { limit: number; offset: number; order: SQL[] }) {
  let q = db
    .select({ d: orgDept, coDesc: sysCompany.coDesc })
    .from(orgDept)
    .innerJoin(sysCompany, eq(sysCompany.id, orgDept.companyId))
    .where(where)
    .orderBy(...(paging?.order ?? [asc(orgDept.sort), asc(orgDept.id)]))
    .$dynamic()
  if (paging) q = q.limit(paging.limit).offset(paging.offset)
  const rows = await q
  const all = await db.select({ id: orgDept.id, name: orgDept.deptName }).from(orgDept)
  const stations = await db.select({ deptId: orgStation.deptId, n: count().mapWith(Number) }).from(orgStation).groupBy(orgStation.deptId)
  const users = await db.select({ deptId: sysUser.deptId, n: count().mapWith(Number) }).from(sysUser).groupBy(sysUser.deptId)
  return rows.map(({ d, coDesc }) => ({
    id: d.id,
    company_id: d.companyId,
    co_desc: coDesc,
    pid: d.pid,
    parent_name: all.find((x) => x.id === d.pid)?.name ?? '',
    dept_code: d.deptCode,
    dept_name: d.deptName,
    sort: d.sort,
    disabled: d.disabled,
    station_count: stations.find((x) => x.deptId === d.id)?.n ?? 0,
    user_count: users.find((x) => x.deptId === d.id)?.n ?? 0,
  }))
}

orgEditRoutes.post('/api/Org/GetDeptList', requireFn(ORG_FNS), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const companyId = filterId(q.filters.company_id, '公司')
  const pid = filterId(q.filters.pid, '上级部门')
  const where = and(companyId ? eq(orgDept.companyId, companyId) : undefined, pid ? eq(orgDept.pid, pid) : undefined, searchAny(q.searchKey, [orgDept.deptCode, orgDept.deptName]))
  const order = listOrder(q, { dept_code: orgDept.deptCode, dept_name: orgDept.deptName, sort: orgDept.sort }, [asc(orgDept.sort), asc(orgDept.id)])
  const rows = await deptRows(db, where, { limit: q.rows, offset: q.offset, order })
  return ok(c, listPage(rows, await countWhere(db, orgDept, where), q.page))
})

const deptBody = z.object({
  id: optionalId,
  company_id: z.coerce.number({ error: '请选择公司' }).int().positive('请选择公司'),
  pid: optionalId,
  dept_code: code('部门编码'),
  dept_name: text('部门名称', 50, true),
  sort: sortNo,
  disabled: z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).optional().default(false).transform((v) => v === true || v === 1 || v === '1'),
})

orgEditRoutes.post('/api/Org/SaveDept', requireFn('sysmanage_org_dept'), accepts({ body: deptBody }), async (c) => {
  const input = await parseBody(c, deptBody)
  await needButton(c, 'sysmanage_org_dept', !input.id)
  const db = c.get('db')
  const actor = actorOf(c)
  const values = { companyId: input.company_id, pid: input.pid, deptCode: input.dept_code, deptName: input.dept_name, sort: input.sort, disabled: input.disabled }
  const id = await db.transaction(async (tx) => {
    const [company] = await tx.select({ id: sysCompany.id }).from(sysCompany).where(eq(sysCompany.id, input.company_id))
    if (!company) refuse('公司不存在')
    const [dup] = await tx.select({ id: orgDept.id }).from(orgDept).where(and(eq(orgDept.deptCode, input.dept_code), input.id ? ne(orgDept.id, input.id) : undefined))
    if (dup) refuse('编码已存在')
    if (input.pid) {
      const all = await tx.select({ id: orgDept.id, pid: orgDept.pid, companyId: orgDept.companyId }).from(orgDept)
      const parent = all.find((d) => d.id === input.pid)
      if (!parent) refuse('上级部门不存在')
      if (parent.companyId !== input.company_id) refuse('上级部门不属于所选公司')
      // walking up from the parent must never reach this department
      for (let at: number | null = input.pid, guard = 0; at && guard <= all.length; guard++) {
        if (at === input.id) refuse('上级部门不能是自己或下级部门')
        at = all.find((d) => d.id === at)?.pid ?? null
      }
    }
    return writeUnit(tx, actor, orgDept, '部门', input.dept_name, input.id, values, async (before) => {
      // sub-departments belong to the same company as their parent: they move along
      const moved = (before as typeof orgDept.$inferSelect).companyId === input.company_id ? [] : await subDepts(tx, input.id!)
      if (moved.length) await tx.update(orgDept).set({ companyId: input.company_id }).where(inArray(orgDept.id, moved))
      return moved.length ? { moved_sub_depts: moved } : undefined
    })
  })
  const [saved] = await deptRows(db, eq(orgDept.id, id))
  return ok(c, saved, '保存成功')
})

orgEditRoutes.post('/api/Org/DelDept', requireFn('sysmanage_org_dept', 'delete'), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择部门')
  const actor = actorOf(c)
  await c.get('db').transaction((tx) =>
    deleteUnit(tx, actor, orgDept, '部门', id, (before: typeof orgDept.$inferSelect) => before.deptName, async () => {
      if ((await countWhere(tx, orgStation, eq(orgStation.deptId, id))) || (await countWhere(tx, orgDept, eq(orgDept.pid, id)))) refuse('请先删除该部门下的岗位和下级部门')
      if (await usersWhere(tx, eq(sysUser.deptId, id))) refuse('该部门下还有人员，不能删除')
    }),
  )
  return ok(c, null, '删除成功')
})

// ---- stations ------------------------------------------------------------------------------

async function stationRows(db: Db, where?: SQL, paging?: { limit: number; offset: number; order: SQL[] }) {
  let q = db
    .select({ s: orgStation, deptName: orgDept.deptName })
    .from(orgStation)
    .innerJoin(orgDept, eq(orgDept.id, orgStation.deptId))
    .where(where)
    .orderBy(...(paging?.order ?? [asc(orgStation.sort), asc(orgStation.id)]))
    .$dynamic()
  if (paging) q = q.limit(paging.limit).offset(paging.offset)
  const rows = await q
  const users = await db.select({ stationId: sysUser.stationId, n: count().mapWith(Number) }).from(sysUser).groupBy(sysUser.stationId)
  return rows.map(({ s, deptName }) => ({
    id: s.id,
    dept_id: s.deptId,
    dept_name: deptName,
    station_code: s.stationCode,
    station_name: s.stationName,
    sort: s.sort,
    user_count: users.find((x) => x.stationId === s.id)?.n ?? 0,
  }))
}

orgEditRoutes.post('/api/Org/GetStationList', requireFn(ORG_FNS), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const deptId = filterId(q.filters.dept_id, '部门')
  const where = and(deptId ? eq(orgStation.deptId, deptId) : undefined, searchAny(q.searchKey, [orgStation.stationCode, orgStation.stationName]))
  const order = listOrder(q, { station_code: orgStation.stationCode, station_name: orgStation.stationName, sort: orgStation.sort, dept_name: orgDept.deptName }, [asc(orgStation.sort), asc(orgStation.id)])
  const rows = await stationRows(db, where, { limit: q.rows, offset: q.offset, order })
  return ok(c, listPage(rows, await countWhere(db, orgStation, where), q.page))
})

const stationBody = z.object({
  id: optionalId,
  dept_id: z.coerce.number({ error: '请选择部门' }).int().positive('请选择部门'),
  station_code: code('岗位编码'),
  station_name: text('岗位名称', 50, true),
  sort: sortNo,
})

orgEditRoutes.post('/api/Org/SaveStation', requireFn('sysmanage_org_station'), accepts({ body: stationBody }), async (c) => {
  const input = await parseBody(c, stationBody)
  await needButton(c, 'sysmanage_org_station', !input.id)
  const db = c.get('db')
  const actor = actorOf(c)
  const values = { deptId: input.dept_id, stationCode: input.station_code, stationName: input.station_name, sort: input.sort }
  const id = await db.transaction(async (tx) => {
    const [dept] = await tx.select({ id: orgDept.id }).from(orgDept).where(eq(orgDept.id, input.dept_id))
    if (!dept) refuse('部门不存在')
    const [dup] = await tx.select({ id: orgStation.id }).from(orgStation).where(and(eq(orgStation.stationCode, input.station_code), input.id ? ne(orgStation.id, input.id) : undefined))
    if (dup) refuse('编码已存在')
    return writeUnit(tx, actor, orgStation, '岗位', input.station_name, input.id, values, async (before) => {
      // users sit in the station's department
      if ((before as typeof orgStation.$inferSelect).deptId !== input.dept_id) await tx.update(sysUser).set({ deptId: input.dept_id, updatedAt: clock.now() }).where(eq(sysUser.stationId, input.id!))
      return undefined
    })
  })
  const [saved] = await stationRows(db, eq(orgStation.id, id))
  return ok(c, saved, '保存成功')
})

orgEditRoutes.post('/api/Org/DelStation', requireFn('sysmanage_org_station', 'delete'), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择岗位')
  const actor = actorOf(c)
  await c.get('db').transaction((tx) =>
    deleteUnit(tx, actor, orgStation, '岗位', id, (before: typeof orgStation.$inferSelect) => before.stationName, async () => {
      if (await usersWhere(tx, eq(sysUser.stationId, id))) refuse('该岗位下还有人员，不能删除')
    }),
  )
  return ok(c, null, '删除成功')
})
