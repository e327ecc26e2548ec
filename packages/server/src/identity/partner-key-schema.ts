import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { pcSupply, saleCustomer } from './partner-schema'

/**
 * A partner key (core partnerKeyResource): a supplier's or customer's own server exchanges it for
 * short-lived embed tokens of its users. The key itself is never stored, only its SHA-256 hex;
 * key_prefix (its first characters) tells keys apart in the list. revoked_at set = refused at once.
 */
export const sysPartnerKey = pgTable(
  'sys_partner_key',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 50 }).notNull(),
    /** supplier | customer: which of the two owner columns is set. */
    ownerKind: varchar('owner_kind', { length: 10 }).notNull(),
    supplyid: integer('supplyid').references(() => pcSupply.supplyid),
    customerId: integer('customer_id').references(() => saleCustomer.customerId),
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    keyPrefix: varchar('key_prefix', { length: 16 }).notNull(),
    /** usercode of the administrator who issued it. */
    createdBy: varchar('created_by', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sys_partner_key_supplyid_idx').on(t.supplyid), index('sys_partner_key_customer_idx').on(t.customerId)],
)
