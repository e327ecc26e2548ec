// Shared steps of the purchase chain's tests (through HTTP, as the screens call them): procurement
// (areas/order), receiving (areas/receive) and incoming inspection (areas/quality) start from the
// same orders and batches. Moved here from areas/order/testing.ts.
import { eq } from 'drizzle-orm'
import type { Db } from '../src/db'
import { pubMateriel } from '../src/identity/partner-schema'
import { addDays, today } from '../src/platform/input'

type Client = {
  get: (path: string, query?: Record<string, string | number>) => Promise<{ status: number; body: any; headers: Headers }>
  post: (path: string, body?: unknown) => Promise<{ status: number; body: any; headers: Headers }>
}

export async function materialId(db: Db, code: string): Promise<number> {
  const [m] = await db.select({ id: pubMateriel.mtrId }).from(pubMateriel).where(eq(pubMateriel.mtrCode, code))
  if (!m) throw new Error(`物料 ${code} 不存在`)
  return m.id
}

/** Supplier 1001's materials: 气缸垫 and 水泵总成 (approved standards: incoming inspection judges them), 散热器总成 (none). */
export const MATERIALS_1001 = ['1003020-E02', '1307010-E02', '1301010-A01']
/** Materials without an approved standard (散热器总成, 涡轮增压器): the warehouse may count their qualified part. */
export const WAREHOUSE_COUNTED = ['1301010-A01', '1118010-E02']

/** Lines of `codes` (default: supplier 1001's materials), in turn. */
export async function lines1001(db: Db, qtys: number[] = [100, 50, 10], codes = MATERIALS_1001) {
  return Promise.all(
    qtys.map(async (qty, i) => ({ mtr_id: await materialId(db, codes[i % codes.length]!), qty, required_date: addDays(today(), 14 + i) })),
  )
}

/** A draft saved by the buyer; returns the OrderDetail. */
export async function draftOrder(buyer: Client, db: Db, supplyid = 1001, qtys?: number[], codes?: string[]) {
  const res = await buyer.post('/Order/OrderPublish/Save', { supplyid, delivery_address: '总装厂二号库', lines: await lines1001(db, qtys, codes) })
  if (res.status !== 200) throw new Error(`保存订单失败：${JSON.stringify(res.body)}`)
  return res.body.Data
}

/** A published order; returns the OrderDetail after publishing. */
export async function publishedOrder(buyer: Client, db: Db, supplyid = 1001, qtys?: number[], codes?: string[]) {
  const draft = await draftOrder(buyer, db, supplyid, qtys, codes)
  const res = await buyer.post('/Order/OrderPublish/Publish', { id: draft.id })
  if (res.status !== 200) throw new Error(`发布订单失败：${JSON.stringify(res.body)}`)
  return res.body.Data.order
}

/** Published and every line accepted by the supplier. */
export async function confirmedOrder(buyer: Client, supplier: Client, db: Db, qtys?: number[], codes?: string[]) {
  const order = await publishedOrder(buyer, db, 1001, qtys, codes)
  const res = await supplier.post('/Order/SupplyConfirm/ConfirmAll', { id: order.id })
  if (res.status !== 200) throw new Error(`确认订单失败：${JSON.stringify(res.body)}`)
  return res.body.Data
}

/**
 * Ships `qtys` of the order's lines (default: everything confirmed). Returns the BatchDetail.
 * A planned arrival in the past ships the day before it (an overdue batch).
 */
export async function shipBatch(supplier: Client, order: { id: number; lines: { id: number; shippable_qty: number }[] }, qtys?: number[], arrivalInDays = 3) {
  const res = await supplier.post('/Order/SupplyBatch/Save', {
    order_id: order.id,
    ship_date: addDays(today(), Math.min(0, arrivalInDays - 1)),
    planned_arrival: addDays(today(), arrivalInDays),
    logistics_no: 'SF1234567890',
    lines: order.lines.map((l, i) => ({ line_id: l.id, qty: qtys ? qtys[i] : l.shippable_qty })),
  })
  if (res.status !== 200) throw new Error(`发货失败：${JSON.stringify(res.body)}`)
  return res.body.Data
}
