import type { EventSide } from '@scm/core'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { sideOf, writeEvent } from '../../document/records'
import { orderDoc } from './documents'

export interface Actor {
  userid: number | null
  name: string
  side: EventSide
}

/** Who acts: a supplier's user is the supplier side; staff act as `staffSide` (buyer or warehouse). */
export function actorOf(user: CurrentUser | undefined, staffSide: EventSide = 'buyer'): Actor {
  if (!user) return { userid: null, name: '', side: 'supplier' }
  return { userid: user.userid, name: user.UserName, side: sideOf(user, staffSide) }
}

export interface EventInput {
  orderId: number
  action: string
  detail?: string
  reason?: string
  lineNo?: number | null
  from?: string
  to?: string
}

/** One entry of the order's history (the kit's one history), which buyer and supplier both read. */
export async function recordEvent(db: Db, actor: Actor, event: EventInput): Promise<void> {
  await writeEvent(db, orderDoc, event.orderId, {
    action: event.action,
    from: event.from,
    to: event.to,
    detail: event.detail,
    reason: event.reason,
    lineNo: event.lineNo,
    side: actor.side,
    user: actor.userid === null ? null : { userid: actor.userid, UserName: actor.name },
  })
}
