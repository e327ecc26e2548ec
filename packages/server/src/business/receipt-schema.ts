import { date, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { pcSupply, pubMateriel } from '../identity/partner-schema'
import { deliveryBatch, deliveryBatchLine, purchaseOrder, purchaseOrderLine } from './purchase-schema'

// Receipts and their lines, a shared record of the purchase chain: receiving writes them
// (areas/receive), incoming inspection judges their lines (areas/quality), statements price them
// (areas/account). Moved here from areas/receive/schema.ts.

const qty = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })

/** Receipt (收货单): goods taken in against an order / delivery batch, or without an order. */
export const pcReceipt = pgTable(
  'pc_receipt',
  {
    id: serial('id').primaryKey(),
    rcvNo: varchar('rcv_no', { length: 20 }).notNull().unique(),
    supplyid: integer('supplyid')
      .notNull()
      .references(() => pcSupply.supplyid),
    /** Null for a receipt without an order. */
    orderId: integer('order_id').references(() => purchaseOrder.id),
    batchId: integer('batch_id').references(() => deliveryBatch.id),
    rcvDate: date('rcv_date', { mode: 'string' }).notNull(),
    /** 待检验 while a line waits for inspection, else 已入库 (core receiptDocument) */
    status: varchar('status', { length: 10 }).notNull().default('已入库'),
    warehouse: varchar('warehouse', { length: 50 }).notNull(),
    receiverUserid: integer('receiver_userid'),
    receiverName: varchar('receiver_name', { length: 50 }).notNull().default(''),
    qty: qty('qty').notNull().default(0),
    qualifiedQty: qty('qualified_qty').notNull().default(0),
    rejectedQty: qty('rejected_qty').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pc_receipt_supply_date_idx').on(t.supplyid, t.rcvDate.desc().nullsFirst()),
    index('pc_receipt_date_idx').on(t.rcvDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('pc_receipt_order_idx').on(t.orderId),
  ],
)

export const pcReceiptLine = pgTable(
  'pc_receipt_line',
  {
    id: serial('id').primaryKey(),
    receiptId: integer('receipt_id')
      .notNull()
      .references(() => pcReceipt.id, { onDelete: 'cascade' }),
    supplyid: integer('supplyid').notNull(),
    lineNo: integer('line_no').notNull(),
    orderLineId: integer('order_line_id').references(() => purchaseOrderLine.id),
    batchLineId: integer('batch_line_id').references(() => deliveryBatchLine.id),
    mtrId: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId),
    mtrCode: varchar('mtr_code', { length: 30 }).notNull(),
    mtrName: varchar('mtr_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull().default(''),
    unit: varchar('unit', { length: 10 }).notNull().default(''),
    qty: qty('qty').notNull(),
    qualifiedQty: qty('qualified_qty').notNull().default(0),
    rejectedQty: qty('rejected_qty').notNull().default(0),
    /** of the rejected quantity, what goes back to the supplier (判定处理 退货) */
    returnedQty: qty('returned_qty').notNull().default(0),
    /** 免检 已检 待检 */
    checkStatus: varchar('check_status', { length: 10 }).notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
  },
  (t) => [
    index('pc_receipt_line_receipt_idx').on(t.receiptId),
    index('pc_receipt_line_mtr_idx').on(t.mtrId),
    index('pc_receipt_line_order_line_idx').on(t.orderLineId),
  ],
)
