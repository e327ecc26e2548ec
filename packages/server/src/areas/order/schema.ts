import { sql } from 'drizzle-orm'
import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { pcSupply, pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
// the purchase order and its lines are the kit's shared records (platform/purchase-schema.ts)
import { purchaseOrder, purchaseOrderLine } from '../../platform/purchase-schema'

const qty = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })
const money = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' })
const at = (name: string) => timestamp(name, { withTimezone: true })

// the purchase order and its lines are the kit's shared records (platform/purchase-schema.ts)
export { purchaseOrder, purchaseOrderLine }

/** Every order mail sent to a supplier contact (the spec's send records); resendable. */
export const orderMailRecord = pgTable(
  'order_mail_record',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => purchaseOrder.id, { onDelete: 'cascade' }),
    supplyid: integer('supplyid').notNull(),
    recipient: varchar('recipient', { length: 200 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Template: 1 summary (OrderPublishEmail), 2 with lines (OrderPublishEmailV2). */
    version: smallint('version').notNull().default(1),
    transport: varchar('transport', { length: 10 }).notNull(),
    result: varchar('result', { length: 20 }).notNull(),
    error: varchar('error', { length: 500 }).notNull().default(''),
    /** The mail_outbox row of this send. */
    outboxId: integer('outbox_id'),
    expiresAt: at('expires_at').notNull(),
    resendOf: integer('resend_of'),
    sentAt: at('sent_at').notNull().defaultNow(),
    sentBy: integer('sent_by'),
    sentByName: varchar('sent_by_name', { length: 50 }).notNull().default(''),
  },
  (t) => [
    index('order_mail_record_order_idx').on(t.orderId),
    index('order_mail_record_supply_sent_idx').on(t.supplyid, t.sentAt.desc().nullsFirst()),
    index('order_mail_record_sent_idx').on(t.sentAt.desc().nullsFirst()),
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

