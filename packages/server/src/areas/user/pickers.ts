import { z } from 'zod'
import { Hono, type Context } from 'hono'
import { and, asc, eq, isNull, or } from 'drizzle-orm'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { signedIn } from '../../http/grants'
import { readBody, flag } from '../../http/body'
import { isStaff } from '../../platform/owner-scope'
import { searchAny } from '../../http/list'
import { orgDept, orgStation } from '../../identity/org-schema'
import { pcSupply, saleCustomer } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { atPost, userPublicColumns, userTypeOf, userTypeWhere } from '../../business/user-rows'
import { filterFlag, filterId, filterText } from '../../platform/filters'
import { acceptsParams, searchKeyValue, searchKeyQuery, idValue } from '../../http/params'
import { accepts } from '../../http/call-input'

/**
 * Pick lists of users, suppliers and customers for forms across the portal (API.md "Users"):
 * GetSimpleUsers (any signed-in user), Getpub_userinfo, Getpc_supply_cd, Getsale_customer, GetEmper (staff).
 * signedIn: forms of many screens use them, so no one function grants them; the handler decides
 * by the kind of user (staff, or a partner limited to his own company).
 */
export const userPickerRoutes = new Hono<AppEnv>()

function requireStaff(c: Context<AppEnv>) {
  if (!isStaff(c.get('user'))) refuse('无权限', 403)
}

/** Query string first, then a JSON body (the spec sends GetSimpleUsers' fields in the query). */
async function input(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const body = await readBody(c)
  return { ...body, ...c.req.query() }
}

const simpleColumns = {
  ...userPublicColumns,
  deptName: orgDept.deptName,
  supplyid: sysUser.supplyid,
  customerId: sysUser.customerId,
}

userPickerRoutes.post('/User/User/GetSimpleUsers', signedIn, acceptsParams({ searchKey: searchKeyValue, isCustomer: flag }, ['searchKey', 'isCustomer']), async (c) => {
  const q = await input(c)
  const me = c.get('user')
  const searchKey = filterText(q.searchKey)
  if (searchKey.length > 100) refuse('请输入100个字符以内的搜索关键字')
  const isCustomer = filterFlag(q.isCustomer, '客户用户标志')
  // A partner's user picks among staff and the users of his own company only.
  const partnerScope = isStaff(me)
    ? undefined
    : or(userTypeWhere('staff'), me.supplyid != null ? eq(sysUser.supplyid, me.supplyid) : eq(sysUser.customerId, me.customerId!))
  const rows = await c
    .get('db')
    .select(simpleColumns)
    .from(sysUser)
    .leftJoin(orgDept, eq(orgDept.id, sysUser.deptId))
    .where(
      and(
        eq(sysUser.forbidLogin, false),
        partnerScope,
        isCustomer === undefined ? undefined : isCustomer ? userTypeWhere('customer') : isNull(sysUser.customerId),
        searchAny(searchKey, [sysUser.usercode, sysUser.userName]),
      ),
    )
    .orderBy(asc(sysUser.usercode))
    .limit(50)
  return ok(
    c,
    rows.map(({ deptName, customerId, ...r }) => ({ ...r, dept_name: deptName ?? '', user_type: userTypeOf({ supplyid: r.supplyid, customerId }), customer_id: customerId })),
  )
})

userPickerRoutes.get('/User/User/Getpub_userinfo', signedIn, accepts({ query: searchKeyQuery }), async (c) => {
  requireStaff(c)
  const searchKey = filterText(c.req.query('searchKey'))
  const users = c.get('db')
    .select({
      ...userPublicColumns,
      dept_name: orgDept.deptName,
      station_name: orgStation.stationName,
      supplyid: sysUser.supplyid,
      customerId: sysUser.customerId,
    })
    .from(sysUser)
    .$dynamic()
  const rows = await atPost(users)
    .where(searchAny(searchKey.slice(0, 100), [sysUser.usercode, sysUser.userName]))
    .orderBy(asc(sysUser.usercode))
    .limit(500)
  return ok(
    c,
    rows.map(({ supplyid, customerId, ...r }) => ({ ...r, dept_name: r.dept_name ?? '', station_name: r.station_name ?? '', user_type: userTypeOf({ supplyid, customerId }) })),
  )
})

userPickerRoutes.get('/User/User/Getpc_supply_cd', signedIn, async (c) => {
  requireStaff(c)
  const rows = await c
    .get('db')
    .select({ supplyid: pcSupply.supplyid, supply_name: pcSupply.supplyName, short_name: pcSupply.shortName, status: pcSupply.status })
    .from(pcSupply)
    .orderBy(asc(pcSupply.supplyid))
  return ok(c, rows)
})

userPickerRoutes.get('/User/User/Getsale_customer', signedIn, async (c) => {
  requireStaff(c)
  const rows = await c
    .get('db')
    .select({ customer_id: saleCustomer.customerId, cust_code: saleCustomer.custCode, cust_name: saleCustomer.custName })
    .from(saleCustomer)
    .orderBy(asc(saleCustomer.custCode))
  return ok(c, rows)
})

userPickerRoutes.get('/User/User/GetEmper', signedIn, accepts({ query: z.object({ dept_id: idValue.optional(), station_id: idValue.optional(), searchKey: searchKeyValue.optional() }) }), async (c) => {
  requireStaff(c)
  const deptId = filterId(c.req.query('dept_id') ?? c.req.query('deptId'), '部门')
  const stationId = filterId(c.req.query('station_id') ?? c.req.query('stationId'), '岗位')
  const searchKey = filterText(c.req.query('searchKey')).slice(0, 100)
  const users = c.get('db')
    .select({
      ...userPublicColumns,
      dept_id: sysUser.deptId,
      dept_name: orgDept.deptName,
      station_id: sysUser.stationId,
      station_name: orgStation.stationName,
      phone: sysUser.phone,
      email: sysUser.email,
    })
    .from(sysUser)
    .$dynamic()
  const rows = await atPost(users)
    .where(
      and(
        userTypeWhere('staff'),
        eq(sysUser.forbidLogin, false),
        deptId ? eq(sysUser.deptId, deptId) : undefined,
        stationId ? eq(sysUser.stationId, stationId) : undefined,
        searchAny(searchKey, [sysUser.usercode, sysUser.userName]),
      ),
    )
    .orderBy(asc(sysUser.usercode))
  return ok(c, rows.map((r) => ({ ...r, dept_name: r.dept_name ?? '', station_name: r.station_name ?? '' })))
})
