import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'
import { deliveryBatch, deliveryBatchLine, purchaseOrder, purchaseOrderLine } from '../../business/purchase-schema'

const at = (name: string) => timestamp(name, { withTimezone: true })

// the purchase order, its lines and the delivery batches are shared business records (business/purchase-schema.ts)
export { deliveryBatch, deliveryBatchLine, purchaseOrder, purchaseOrderLine }

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
