import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { pcSupply, pubMateriel } from '../identity/partner-schema'
import { sysUser } from '../identity/user-schema'

// Purchase orders and their lines, a shared record (DOMAIN.md "Records that several areas share"):
// procurement writes them (areas/order); receiving, inspection and order review's change impact
// (the open lines of a changed part) read them. Moved here from areas/order/schema.ts, and the
// delivery batches with them (the supplier ships them in areas/order, receiving takes them in).

const qty = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })
const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * Purchase order header (采购订单). Line totals are kept on the header (recomputed in the same
 * transaction as every line change) so list pages never aggregate lines.
 */
export const purchaseOrder = pgTable(
  'purchase_order',
  {
    id: serial('id').primaryKey(),
    orderNo: varchar('order_no', { length: 20 }).notNull().unique(),
    supplyid: integer('supplyid')
      .notNull()
      .references(() => pcSupply.supplyid),
    buyerUserid: integer('buyer_userid')
      .notNull()
      .references(() => sysUser.userid),
    orderDate: date('order_date', { mode: 'string' }).notNull(),
    deliveryAddress: varchar('delivery_address', { length: 200 }).notNull().default(''),
    currency: varchar('currency', { length: 10 }).notNull().default('CNY'),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    /** 草稿 已发布 已查看 已确认 部分确认 已拒绝 交货中 已完成 已作废 */
    status: varchar('status', { length: 10 }).notNull().default('草稿'),
    amount: money('amount').notNull().default(0),
    lineCount: integer('line_count').notNull().default(0),
    qty: qty('qty').notNull().default(0),
    confirmedQty: qty('confirmed_qty').notNull().default(0),
    shippedQty: qty('shipped_qty').notNull().default(0),
    receivedQty: qty('received_qty').notNull().default(0),
    qualifiedQty: qty('qualified_qty').notNull().default(0),
    publishedAt: at('published_at'),
    readAt: at('read_at'),
    confirmedAt: at('confirmed_at'),
    completedAt: at('completed_at'),
    cancelledAt: at('cancelled_at'),
    cancelReason: varchar('cancel_reason', { length: 200 }).notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 50 }).notNull().default(''),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    updatedByName: varchar('updated_by_name', { length: 50 }).notNull().default(''),
  },
  (t) => [
    // The list pages: supplier (+ status) filter sorted by date, for buyers and supplier users.
    index('purchase_order_supply_status_date_idx').on(t.supplyid, t.status, t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('purchase_order_supply_date_idx').on(t.supplyid, t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('purchase_order_status_date_idx').on(t.status, t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('purchase_order_date_idx').on(t.orderDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('purchase_order_buyer_date_idx').on(t.buyerUserid, t.orderDate.desc().nullsFirst()),
  ],
)

/** Order line: what is ordered, what the supplier confirmed, shipped, and what was received. */
export const purchaseOrderLine = pgTable(
  'purchase_order_line',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    /** Copied from the header: owner scope (and the distribution key past one database). */
    supplyid: integer('supplyid').notNull(),
    lineNo: integer('line_no').notNull(),
    mtrId: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId),
    // Material as ordered (a later rename of the material does not rewrite orders).
    mtrCode: varchar('mtr_code', { length: 30 }).notNull(),
    mtrName: varchar('mtr_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }).notNull().default(''),
    unit: varchar('unit', { length: 10 }).notNull().default(''),
    qty: qty('qty').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    requiredDate: date('required_date', { mode: 'string' }).notNull(),
    confirmedQty: qty('confirmed_qty').notNull().default(0),
    promisedDate: date('promised_date', { mode: 'string' }),
    /**
     * The date the supplier first gave for the line (his first accept, or his first proposal), kept
     * when the date moves later: on-time delivery is also measured against it (the cockpit).
     */
    firstPromisedDate: date('first_promised_date', { mode: 'string' }),
    proposedQty: qty('proposed_qty'),
    proposedDate: date('proposed_date', { mode: 'string' }),
    proposalReason: varchar('proposal_reason', { length: 200 }).notNull().default(''),
    rejectReason: varchar('reject_reason', { length: 200 }).notNull().default(''),
    shippedQty: qty('shipped_qty').notNull().default(0),
    receivedQty: qty('received_qty').notNull().default(0),
    qualifiedQty: qty('qualified_qty').notNull().default(0),
    /** 待确认 变更待审 已确认 已拒绝 交货中 已完成 已作废 */
    lineStatus: varchar('line_status', { length: 10 }).notNull().default('待确认'),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    answeredAt: at('answered_at'),
  },
  (t) => [
    uniqueIndex('purchase_order_line_order_no_idx').on(t.orderId, t.lineNo),
    index('purchase_order_line_mtr_idx').on(t.mtrId),
    index('purchase_order_line_supply_idx').on(t.supplyid, t.orderId),
    // on-time delivery reads the lines falling due in a period, by either promised date
    index('purchase_order_line_promised_idx').on(t.promisedDate),
    index('purchase_order_line_first_promised_idx').on(t.firstPromisedDate),
  ],
)

/** Delivery batch (送货批次): what a supplier shipped against one order, in transit until received. */
export const deliveryBatch = pgTable(
  'delivery_batch',
  {
    id: serial('id').primaryKey(),
    batchNo: varchar('batch_no', { length: 20 }).notNull().unique(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrder.id),
    supplyid: integer('supplyid').notNull(),
    shipDate: date('ship_date', { mode: 'string' }).notNull(),
    plannedArrival: date('planned_arrival', { mode: 'string' }).notNull(),
    logisticsNo: varchar('logistics_no', { length: 50 }).notNull().default(''),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /** 在途 部分收货 已收货 */
    status: varchar('status', { length: 10 }).notNull().default('在途'),
    /** Random key of the public delivery-note page /receive/<key> (ids would be guessable). */
    publicKey: varchar('public_key', { length: 40 }).notNull().unique(),
    qty: qty('qty').notNull().default(0),
    receivedQty: qty('received_qty').notNull().default(0),
    receivedAt: at('received_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 50 }).notNull().default(''),
  },
  (t) => [
    index('delivery_batch_order_idx').on(t.orderId),
    index('delivery_batch_supply_arrival_idx').on(t.supplyid, t.plannedArrival),
    index('delivery_batch_open_arrival_idx').on(t.plannedArrival).where(sql`${t.status} <> '已收货'`),
  ],
)

export const deliveryBatchLine = pgTable(
  'delivery_batch_line',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => deliveryBatch.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => purchaseOrderLine.id),
    supplyid: integer('supplyid').notNull(),
    qty: qty('qty').notNull(),
    receivedQty: qty('received_qty').notNull().default(0),
  },
  (t) => [index('delivery_batch_line_batch_idx').on(t.batchId), index('delivery_batch_line_order_line_idx').on(t.orderLineId)],
)

