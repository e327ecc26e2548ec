import type { Db } from '../../db'
import { sysGadget } from '../../platform/widget-schema'

const STAFF = ['admin', 'buyer', 'warehouse', 'quality', 'service']

/** The widgets a new installation shows (plugin management edits them later). */
export const DEFAULT_GADGETS: (typeof sysGadget.$inferInsert)[] = [
  { id: 'unreadMail', title: '未读邮件', homes: [], roles: [], sort: 10 },
  { id: 'latestBulletins', title: '最新公告', homes: [], roles: [], sort: 20 },
  { id: 'todoCounts', title: '待办事项', homes: ['file', 'scm'], roles: STAFF, sort: 30 },
  { id: 'ordersAwaitingConfirmation', title: '待确认订单', homes: ['scm', 'gonghua'], roles: ['admin', 'buyer', 'supplier'], sort: 40 },
  { id: 'ordersAwaitingDelivery', title: '待交货订单', homes: ['scm', 'gonghua'], roles: ['admin', 'buyer', 'warehouse', 'supplier'], sort: 50 },
]

export async function seedHome(db: Db): Promise<void> {
  await db.insert(sysGadget).values(DEFAULT_GADGETS).onConflictDoNothing()
}
