import { date, index, integer, numeric, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { pcSupply } from '../../identity/partner-schema'

/**
 * Purchase contract (采购合同) with a supplier; its status follows from the validity dates. Its files
 * are doc_file rows of doc_type 'Contract' (the one attachment model, platform/attachments).
 */
export const pcContract = pgTable(
  'pc_contract',
  {
    id: serial('id').primaryKey(),
    contractNo: varchar('contract_no', { length: 30 }).notNull().unique(),
    supplyid: integer('supplyid')
      .notNull()
      .references(() => pcSupply.supplyid),
    title: varchar('title', { length: 100 }).notNull(),
    amount: numeric('amount', { precision: 16, scale: 2, mode: 'number' }).notNull().default(0),
    signDate: date('sign_date', { mode: 'string' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 50 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    updatedByName: varchar('updated_by_name', { length: 50 }).notNull().default(''),
  },
  (t) => [index('pc_contract_supply_idx').on(t.supplyid, t.signDate.desc().nullsFirst()), index('pc_contract_sign_idx').on(t.signDate.desc().nullsFirst())],
)
