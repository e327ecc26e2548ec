import { eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { orgDept, orgStation } from '../../identity/org-schema'
import { saleCustomer } from '../../identity/partner-schema'
import { hashPassword } from '../../identity/password'
import { sysUser, sysUserRole } from '../../identity/user-schema'

export const DEMO_PASSWORD = 'Scm@2026'

interface DemoUser {
  usercode: string
  userName: string
  role: string
  email: string
  phone: string
  station?: string
  supplyid?: number
  customerCode?: string
}

/** The demo accounts README lists; all share DEMO_PASSWORD. */
export const DEMO_USERS: DemoUser[] = [
  { usercode: 'admin', userName: '系统管理员', role: 'admin', email: 'admin@wjauto.example', phone: '0551-63817201', station: '010501' },
  { usercode: 'buyer01', userName: '李文涛', role: 'buyer', email: 'liwentao@wjauto.example', phone: '13905512368', station: '010102' },
  { usercode: 'wh01', userName: '张海峰', role: 'warehouse', email: 'zhanghaifeng@wjauto.example', phone: '13805517742', station: '010202' },
  { usercode: 'qe01', userName: '陈晓雯', role: 'quality', email: 'chenxiaowen@wjauto.example', phone: '13655109831', station: '010301' },
  { usercode: 'svc01', userName: '刘志强', role: 'service', email: 'liuzhiqiang@wjauto.example', phone: '13956023417', station: '010401' },
  { usercode: 'eng01', userName: '黄建国', role: 'engineer', email: 'huangjianguo@wjauto.example', phone: '13866710352', station: '010401' },
  { usercode: 'tech01', userName: '赵永刚', role: 'technician', email: 'zhaoyonggang@wjauto.example', phone: '13605517326', station: '010601' },
  { usercode: 'wsm01', userName: '钱卫东', role: 'workshop', email: 'qianweidong@wjauto.example', phone: '13705516618', station: '010602' },
  { usercode: 'proc01', userName: '王振华', role: 'process', email: 'wangzhenhua@wjauto.example', phone: '13605518847', station: '010606' },
  { usercode: 'opr01', userName: '杨帆', role: 'operator', email: 'yangfan@wjauto.example', phone: '13705512290', station: '010601' },
  { usercode: 'opr02', userName: '许强', role: 'operator', email: 'xuqiang@wjauto.example', phone: '13805513371', station: '010601' },
  { usercode: 'opr03', userName: '何磊', role: 'operator', email: 'helei@wjauto.example', phone: '13905514452', station: '010602' },
  { usercode: 'revtech01', userName: '冯建军', role: 'reviewer', email: 'fengjianjun@wjauto.example', phone: '13805519062', station: '011101' },
  { usercode: 'revprod01', userName: '蒋红梅', role: 'reviewer', email: 'jianghongmei@wjauto.example', phone: '13955107483', station: '011201' },
  { usercode: 'sup1001', userName: '周立明', role: 'supplier', email: 'zhouliming@hfjinggong.example', phone: '13705518826', supplyid: 1001 },
  { usercode: 'sup1002', userName: '吴桂芳', role: 'supplier', email: 'wuguifang@whhengtong.example', phone: '13866520194', supplyid: 1002 },
  { usercode: 'sup1003', userName: '郑国庆', role: 'supplier', email: 'zhengguoqing@nbdonghai.example', phone: '13957463305', supplyid: 1003 },
  { usercode: 'cust01', userName: '孙丽华', role: 'customer', email: 'sunlihua@hfbus.example', phone: '13675602219', customerCode: 'C0001' },
  { usercode: 'cust02', userName: '马俊', role: 'customer', email: 'majun@sdshunda.example', phone: '15153187740', customerCode: 'C0002' },
]

/**
 * Base data of every database: the `admin` account (password from SCM_ADMIN_PASSWORD, default
 * Scm@2026), so a new PostgreSQL database without demo data can still be administered.
 */
export async function seedAdmin(db: Db, adminPassword: string): Promise<void> {
  const { hash, salt } = await hashPassword(adminPassword)
  const [user] = await db
    .insert(sysUser)
    .values({ usercode: 'admin', userName: '系统管理员', passwordHash: hash, passwordSalt: salt })
    .onConflictDoNothing({ target: sysUser.usercode })
    .returning({ userid: sysUser.userid })
  if (user) await db.insert(sysUserRole).values({ userid: user.userid, role: 'admin' }).onConflictDoNothing()
}

/**
 * Demo accounts missing from the database (admin exists already as base data: it gets its
 * department and contacts). Accounts that exist are left as they are.
 */
export async function seedUsers(db: Db, { admin = true } = {}): Promise<void> {
  const existing = new Set((await db.select({ usercode: sysUser.usercode }).from(sysUser)).map((row) => row.usercode))
  for (const demo of DEMO_USERS) {
    if (demo.usercode === 'admin' ? !admin : existing.has(demo.usercode)) continue
    const [station] = demo.station
      ? await db
          .select({ id: orgStation.id, deptId: orgStation.deptId })
          .from(orgStation)
          .innerJoin(orgDept, eq(orgDept.id, orgStation.deptId))
          .where(eq(orgStation.stationCode, demo.station))
      : []
    const [customer] = demo.customerCode
      ? await db.select({ id: saleCustomer.customerId }).from(saleCustomer).where(eq(saleCustomer.custCode, demo.customerCode))
      : []
    if (demo.usercode === 'admin') {
      await db
        .update(sysUser)
        .set({ email: demo.email, phone: demo.phone, deptId: station?.deptId ?? null, stationId: station?.id ?? null })
        .where(eq(sysUser.usercode, 'admin'))
      continue
    }
    const { hash, salt } = await hashPassword(DEMO_PASSWORD)
    const [user] = await db
      .insert(sysUser)
      .values({
        usercode: demo.usercode,
        userName: demo.userName,
        passwordHash: hash,
        passwordSalt: salt,
        email: demo.email,
        phone: demo.phone,
        deptId: station?.deptId ?? null,
        stationId: station?.id ?? null,
        supplyid: demo.supplyid ?? null,
        customerId: customer?.id ?? null,
      })
      .returning({ userid: sysUser.userid })
    await db.insert(sysUserRole).values({ userid: user!.userid, role: demo.role })
  }
}
