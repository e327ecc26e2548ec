// Who the caller may write to (GetEmailReceivers and Save apply the same rule).
import { Hono } from 'hono'
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db'
import type { AppEnv, CurrentUser } from '../../http/context'
import { parseQuery } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { isStaff } from '../../platform/owner-scope'
import { searchAny } from '../../http/list'
import { orgDept } from '../../identity/org-schema'
import { pcSupply, saleCustomer } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { receiverOf, selectReceivers, userTypeWhere } from '../../business/user-rows'
import { mailFn } from './access'
import { accepts } from '../../http/call-input'

/** Users the caller may write to: active ones; a partner's user only staff and his own company. */
export function writableWhere(me: CurrentUser): SQL {
  const partner = isStaff(me)
    ? undefined
    : or(userTypeWhere('staff'), me.supplyid != null ? eq(sysUser.supplyid, me.supplyid) : eq(sysUser.customerId, me.customerId!))
  return and(eq(sysUser.forbidLogin, false), partner)!
}

/** 400 `收件人不存在或不可发送` unless every id is a user the caller may write to. */
export async function checkReceivers(db: Db, me: CurrentUser, ids: number[]): Promise<void> {
  if (!ids.length) return
  const found = await db
    .select({ userid: sysUser.userid })
    .from(sysUser)
    .where(and(inArray(sysUser.userid, ids), writableWhere(me)))
  if (found.length !== new Set(ids).size) refuse('收件人不存在或不可发送')
}

export const receiverRoutes = new Hono<AppEnv>()

const receiverQuery = z.object({
  searchKey: z.string().trim().max(100, '请输入100个字符以内的搜索关键字').optional().default(''),
})

/** At most 50, by account; the search matches account, name, department and company. */
receiverRoutes.get('/Email/MSMailRecord/GetEmailReceivers', mailFn, accepts({ query: receiverQuery }), async (c) => {
  const { searchKey } = parseQuery(c, receiverQuery)
  const rows = await selectReceivers(c.get('db'))
    .where(
      and(
        writableWhere(c.get('user')),
        searchAny(searchKey, [sysUser.usercode, sysUser.userName, orgDept.deptName, pcSupply.supplyName, saleCustomer.custName]),
      ),
    )
    .orderBy(asc(sysUser.usercode))
    .limit(50)
  return ok(c, rows.map(receiverOf))
})
