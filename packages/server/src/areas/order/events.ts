import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { orderEvent } from './schema'

export type Side = 'buyer' | 'supplier' | 'warehouse' | 'system'

export interface Actor {
  userid: number | null
  name: string
  side: Side
}

/** Who acts: a supplier's user is the supplier side; staff act as `staffSide` (buyer or warehouse). */
export function actorOf(user: CurrentUser | undefined, staffSide: Side = 'buyer'): Actor {
  if (!user) return { userid: null, name: '', side: 'supplier' }
  return { userid: user.userid, name: user.UserName, side: user.supplyid != null ? 'supplier' : staffSide }
}

export interface EventInput {
  orderId: number
  supplyid: number
  action: string
  detail?: string
  lineId?: number | null
  lineNo?: number | null
}

/** One row of the order history both sides read. */
export async function recordEvent(db: Db, actor: Actor, event: EventInput): Promise<void> {
  await db.insert(orderEvent).values({
    orderId: event.orderId,
    supplyid: event.supplyid,
    action: event.action,
    detail: (event.detail ?? '').slice(0, 500),
    lineId: event.lineId ?? null,
    lineNo: event.lineNo ?? null,
    side: actor.side,
    userid: actor.userid,
    userName: actor.name,
  })
}
