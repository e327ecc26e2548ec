// Home widgets backed by orders (configured in sys_gadget by the home area).
import { ORDER_STATUS_VALUES } from '@scm/core/business'
import { and, desc, inArray, sql } from 'drizzle-orm'
import { registerWidgetSource } from '../../platform/widgets'
import { purchaseOrder as O } from './schema'
import { visibleOrders } from '../../business/purchase-orders'
import { dateTimeText } from '../../http/dates'
import { Binds, runPrepared } from '../../db/statements'

function ordersWidget(statuses: string[], link: string, supplierLink: string) {
  return async ({ db, user }: Parameters<Parameters<typeof registerWidgetSource>[1]>[0]) => {
    const b = new Binds()
    const where = and(visibleOrders(user, b.bind), inArray(O.status, statuses))
    // the count rides on the rows (inside it "purchase_order" is the subquery's own table)
    const rows = await runPrepared(db, 'orders:widget', [where], b, () =>
      db
        .select({ no: O.orderNo, status: O.status, at: O.updatedAt, n: sql<number>`(select count(*) from ${O} where ${where})`.mapWith(Number) })
        .from(O)
        .where(where)
        .orderBy(desc(O.orderDate), desc(O.id))
        .limit(5),
    )
    const target = user.supplyid != null ? supplierLink : link
    return { count: rows[0]?.n ?? 0, link: target, items: rows.map((r) => ({ label: r.no, value: r.status, tone: ORDER_STATUS_VALUES.find((s) => s.value === r.status)?.tone, time: dateTimeText(r.at), link: target })) }
  }
}

registerWidgetSource('ordersAwaitingConfirmation', ordersWidget(['已发布', '已查看', '部分确认'], '/order/query', '/order/supplyConfirm'))
registerWidgetSource('ordersAwaitingDelivery', ordersWidget(['已确认', '部分确认', '交货中'], '/order/query', '/order/receive'))
