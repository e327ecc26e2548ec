import { and, asc, count, eq, gt, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import { dateTimeText } from '../http/dates'
import { orgDept, orgStation } from '../identity/org-schema'
import { pcSupply, saleCustomer } from '../identity/partner-schema'
import { sysRole } from '../identity/role-schema'
import { userSession } from '../identity/session-schema'
import { sysUser, sysUserRole } from '../identity/user-schema'
import type { MailReceiver, UserRow, UserType } from '@scm/core/business'
import * as clock from '../clock'

export type { UserRow, UserType }

export const userTypeOf = (u: { supplyid: number | null; customerId: number | null }): UserType =>
  u.supplyid != null ? 'supplier' : u.customerId != null ? 'customer' : 'staff'

/** WHERE for a user type. */
export function userTypeWhere(type: UserType): SQL | undefined {
  if (type === 'supplier') return isNotNull(sysUser.supplyid)
  if (type === 'customer') return isNotNull(sysUser.customerId)
  return and(isNull(sysUser.supplyid), isNull(sysUser.customerId))
}

/** Users having a role (sub-select, so it composes with any other filter). */
export function hasRoleWhere(db: Db, role: string): SQL {
  return inArray(sysUser.userid, db.select({ userid: sysUserRole.userid }).from(sysUserRole).where(eq(sysUserRole.role, role)))
}

/** Who a user is, as every answer naming a user spells it (pickers, the own profile). */
export const userPublicColumns = {
  userid: sysUser.userid,
  usercode: sysUser.usercode,
  UserName: sysUser.userName,
}

/** A select from sys_user (`$dynamic()`) with the user's department and station joined, so its columns may take their names. */
export function atPost<T extends PgSelect>(users: T) {
  return users.leftJoin(orgDept, eq(orgDept.id, sysUser.deptId)).leftJoin(orgStation, eq(orgStation.id, sysUser.stationId))
}

/** Columns lists sort by (sidx). */
export const userSortable = {
  userid: sysUser.userid,
  usercode: sysUser.usercode,
  UserName: sysUser.userName,
  dept_name: orgDept.deptName,
  station_name: orgStation.stationName,
  created_at: sysUser.createdAt,
  updated_at: sysUser.updatedAt,
}

export interface UserQuery {
  where?: SQL
  orderBy?: SQL[]
  limit?: number
  offset?: number
}

/** UserRows with their department, station, partner, roles and live-session count. */
export async function selectUserRows(db: Db, q: UserQuery = {}): Promise<UserRow[]> {
  let query = db
    .select({
      user: sysUser,
      deptName: orgDept.deptName,
      stationName: orgStation.stationName,
      supplyName: pcSupply.supplyName,
      custName: saleCustomer.custName,
    })
    .from(sysUser)
    .leftJoin(orgDept, eq(orgDept.id, sysUser.deptId))
    .leftJoin(orgStation, eq(orgStation.id, sysUser.stationId))
    .leftJoin(pcSupply, eq(pcSupply.supplyid, sysUser.supplyid))
    .leftJoin(saleCustomer, eq(saleCustomer.customerId, sysUser.customerId))
    .where(q.where)
    .orderBy(...(q.orderBy ?? [asc(sysUser.userid)]))
    .$dynamic()
  if (q.limit !== undefined) query = query.limit(q.limit)
  if (q.offset) query = query.offset(q.offset)
  const rows = await query
  if (!rows.length) return []
  const ids = rows.map((r) => r.user.userid)
  const roleRows = await db
    .select({ userid: sysUserRole.userid, role: sysUserRole.role, name: sysRole.name })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.code, sysUserRole.role))
    .where(inArray(sysUserRole.userid, ids))
    .orderBy(asc(sysUserRole.role))
  const sessionRows = await db
    .select({ userid: userSession.userid, n: count().mapWith(Number) })
    .from(userSession)
    .where(and(inArray(userSession.userid, ids), gt(userSession.expiresAt, clock.now())))
    .groupBy(userSession.userid)
  const now = clock.now()
  return rows.map(({ user, deptName, stationName, supplyName, custName }) => {
    const roles = roleRows.filter((r) => r.userid === user.userid)
    return {
      userid: user.userid,
      usercode: user.usercode,
      UserName: user.userName,
      Images: user.images,
      user_type: userTypeOf(user),
      dept_id: user.deptId,
      dept_name: deptName ?? '',
      station_id: user.stationId,
      station_name: stationName ?? '',
      phone: user.phone,
      email: user.email,
      supplyid: user.supplyid,
      supply_name: supplyName ?? '',
      customer_id: user.customerId,
      cust_name: custName ?? '',
      ForbidLoginFlag: user.forbidLogin ? 1 : 0,
      wx_bound: !!user.wxOpenid,
      roles: roles.map((r) => r.role),
      role_names: roles.map((r) => r.name).join('、'),
      locked: !!user.lockedUntil && user.lockedUntil > now,
      online: sessionRows.find((s) => s.userid === user.userid)?.n ?? 0,
      created_at: dateTimeText(user.createdAt),
      updated_at: dateTimeText(user.updatedAt),
    }
  })
}

/** Number of users matching a WHERE that may use the joined columns (dept/station names). */
export async function countUsers(db: Db, where?: SQL): Promise<number> {
  const [row] = await atPost(db.select({ n: count().mapWith(Number) }).from(sysUser).$dynamic()).where(where)
  return row?.n ?? 0
}

export async function userRowById(db: Db, userid: number): Promise<UserRow | undefined> {
  const [row] = await selectUserRows(db, { where: eq(sysUser.userid, userid) })
  return row
}

/** searchKey columns of user lists. */
export const userSearchColumns = [sysUser.usercode, sysUser.userName, sysUser.phone, sysUser.email]

// ---- Users as the receivers of a mail or the readers of a bulletin: who they are and where they belong.

export type Receiver = MailReceiver

const receiverColumns = {
  userid: sysUser.userid,
  usercode: sysUser.usercode,
  UserName: sysUser.userName,
  deptName: orgDept.deptName,
  supplyName: pcSupply.supplyName,
  custName: saleCustomer.custName,
  supplyid: sysUser.supplyid,
  customerId: sysUser.customerId,
}

/** sys_user with department and company joined. */
export function selectReceivers(db: Db) {
  return db
    .select(receiverColumns)
    .from(sysUser)
    .leftJoin(orgDept, eq(orgDept.id, sysUser.deptId))
    .leftJoin(pcSupply, eq(pcSupply.supplyid, sysUser.supplyid))
    .leftJoin(saleCustomer, eq(saleCustomer.customerId, sysUser.customerId))
}

interface ReceiverRow {
  userid: number
  usercode: string
  UserName: string
  deptName: string | null
  supplyName: string | null
  custName: string | null
  supplyid: number | null
  customerId: number | null
}

/** org_name: the supplier or customer a partner's user belongs to; a staff member's department. */
export function receiverOf(r: ReceiverRow): Receiver {
  const kind = r.supplyid != null ? '供应商' : r.customerId != null ? '客户' : '内部员工'
  return {
    userid: r.userid,
    usercode: r.usercode,
    UserName: r.UserName,
    dept_name: r.deptName ?? '',
    kind,
    org_name: (kind === '供应商' ? r.supplyName : kind === '客户' ? r.custName : r.deptName) ?? '',
  }
}

/** The users of `ids` as receivers (to/cc of a mail, readers of a bulletin), by user id. */
export async function receiversByIds(db: Db, ids: number[]): Promise<Map<number, Receiver>> {
  if (!ids.length) return new Map()
  const rows = await selectReceivers(db).where(inArray(sysUser.userid, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.userid, receiverOf(r)]))
}
