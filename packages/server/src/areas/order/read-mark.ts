import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { purchaseOrder as O } from './schema'
import { recordEvent, type Actor } from './events'

/**
 * The supplier opened a published order (inbox, confirmation screen or mail link): 已发布 → 已查看
 * with read_at, once. Staff opening it changes nothing.
 */
export async function markRead(db: Db, orderId: number, actor: Actor, how: string): Promise<void> {
  if (actor.side !== 'supplier') return
  const now = new Date()
  const changed = await db
    .update(O)
    .set({ status: '已查看', readAt: now })
    .where(and(eq(O.id, orderId), eq(O.status, '已发布')))
    .returning({ supplyid: O.supplyid })
  if (changed[0]) await recordEvent(db, actor, { orderId, supplyid: changed[0].supplyid, action: '查看', detail: how })
}
