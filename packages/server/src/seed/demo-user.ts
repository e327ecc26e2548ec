import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { sysUser, sysUserRole } from '../identity/user-schema'

export async function demoUser(db: Db, usercode: string): Promise<CurrentUser> {
  const [u] = await db.select().from(sysUser).where(eq(sysUser.usercode, usercode))
  if (!u) throw new Error(`演示账号 ${usercode} 不存在`)
  const roles = (await db.select({ role: sysUserRole.role }).from(sysUserRole).where(eq(sysUserRole.userid, u.userid))).map((r) => r.role)
  return { userid: u.userid, usercode: u.usercode, UserName: u.userName, supplyid: u.supplyid, customerId: u.customerId, roles }
}
