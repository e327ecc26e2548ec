import { eq } from 'drizzle-orm'
import { documentAction } from '@scm/core'
import { purchaseOrderDocument } from '@scm/core/business'
import type { Db } from '../../db'
import { moveDocument } from '../../document/records'
import { ResourceError } from '../../resource/records'
import { purchaseOrder as O } from './schema'
import { orderDoc, type Actor } from '../../business/purchase'
import * as clock from '../../clock'

const read = documentAction(purchaseOrderDocument, 'Read')

/**
 * The supplier opened a published order (inbox, confirmation screen or mail link): 已发布 → 已查看
 * with read_at, once (the kit's conditional move: of two tabs opening it, one records it). Staff
 * opening it changes nothing.
 */
export async function markRead(db: Db, orderId: number, actor: Actor, how: string): Promise<void> {
  if (actor.side !== 'supplier') return
  const [order] = await db.select({ status: O.status }).from(O).where(eq(O.id, orderId))
  if (!order || !read.from.includes(order.status)) return
  try {
    await moveDocument(db, orderDoc, read, orderId, {
      user: actor.userid === null ? null : { userid: actor.userid, UserName: actor.name },
      side: 'supplier',
      detail: how,
      set: { readAt: clock.now() },
    })
  } catch (error) {
    // someone else's opening recorded it first
    if (!(error instanceof ResourceError && error.status === 409)) throw error
  }
}
