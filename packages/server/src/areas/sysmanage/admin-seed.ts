import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { sysUser } from '../../identity/user-schema'
import { resetPwdLog } from '../../identity/session-schema'
import { msgAcceptUser, msgTemplate } from './admin-schema'
import { operationAuthority } from '../../business/file-rights-schema'
import { supplyAuthority } from '../../platform/schema'
import { MSG_TEMPLATES } from './msg-accept'
import * as clock from '../../clock'

/** Base data: the notice templates and default file operation rights (every database). */
export async function seedAdminBase(db: Db): Promise<void> {
  await db
    .insert(msgTemplate)
    .values(MSG_TEMPLATES.map((t, i) => ({ ...t, sort: (i + 1) * 10 })))
    .onConflictDoNothing()
  // Staff read, download and upload every category; partners upload (and always get their own files back).
  const staff = ['buyer', 'warehouse', 'quality', 'service', 'reviewer'].map((role) => ({
    subjectType: 'role',
    subjectKey: `role:${role}`,
    role,
    category: '',
    canView: true,
    canDownload: true,
    canUpload: true,
    canDelete: false,
  }))
  const partners = ['supplier', 'customer'].map((role) => ({
    subjectType: 'role',
    subjectKey: `role:${role}`,
    role,
    category: '',
    canView: false,
    canDownload: false,
    canUpload: true,
    canDelete: false,
  }))
  await db.insert(operationAuthority).values([...staff, ...partners]).onConflictDoNothing()
}

async function userIds(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: sysUser.userid, code: sysUser.usercode }).from(sysUser).where(inArray(sysUser.usercode, codes))
  return new Map(rows.map((r) => [r.code, r.id]))
}

/** Demo: buyer01 manages suppliers 1001–1003; who receives which notice; a few password resets. */
export async function seedAdminDemo(db: Db): Promise<void> {
  const ids = await userIds(db, ['admin', 'buyer01', 'wh01', 'qe01', 'svc01', 'sup1002'])
  const buyer = ids.get('buyer01')
  if (buyer) await db.insert(supplyAuthority).values([1001, 1002, 1003].map((supplyid) => ({ userid: buyer, supplyid }))).onConflictDoNothing()
  const receivers: [string, string][] = [
    ['order_confirm', 'buyer01'],
    ['batch_overdue', 'buyer01'],
    ['batch_overdue', 'wh01'],
    ['rcv_unqualified', 'qe01'],
    ['rcv_unqualified', 'buyer01'],
    ['claim_created', 'qe01'],
    ['workbill_dispatch', 'svc01'],
    ['complaint_created', 'svc01'],
    ['wf_todo', 'admin'],
  ]
  const rows = receivers.filter(([, code]) => ids.has(code)).map(([templateCode, code]) => ({ templateCode, userid: ids.get(code)! }))
  if (rows.length) await db.insert(msgAcceptUser).values(rows).onConflictDoNothing()
  await db.update(msgTemplate).set({ enabled: false }).where(eq(msgTemplate.code, 'order_publish'))
  const daysAgo = (days: number, hour: number) => new Date(clock.nowMs() - days * 86_400_000 + hour * 3_600_000)
  const resets: [string, Date, string][] = [
    ['wh01', daysAgo(6, 1), '成功'],
    ['sup1002', daysAgo(3, 2), '验证码错误'],
    ['sup1002', daysAgo(3, 3), '成功'],
    ['svc01', daysAgo(1, 0), '管理员重置（admin）'],
  ]
  const logRows = resets.filter(([code]) => ids.has(code)).map(([code, createdAt, result]) => ({ userid: ids.get(code)!, usercode: code, createdAt, ip: '10.8.2.31', result }))
  if (logRows.length) await db.insert(resetPwdLog).values(logRows)
}
