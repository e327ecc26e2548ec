import { invoiceDocument, saleCheckItemResource, statementDocument, supplyAccResource } from '@scm/core/account'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { documentTables } from '../../document/table'
import { resourceTable } from '../../resource/table'
import { sysCompany } from '../../identity/org-schema'
import { pcSupply } from '../../identity/partner-schema'

/** 对账项目 (reconciliation item types): base data of the statements' other lines. */
export const accCheckItem = resourceTable(saleCheckItemResource)

/**
 * 对账单 and its lines. A receipt line and a settled claim are on at most one live (not disabled)
 * statement line: two partial unique indexes say it in the database, so two buyers generating at
 * once cannot bill the same receipt twice.
 */
export const statementTables = documentTables(statementDocument, {
  refs: { company_id: () => sysCompany },
  // by supplier (lists); by company and period end, with what a balance sums, so the balance query
  // reads the index alone
  indexes: [['supplyid', 'period_to'], ['company_id', 'period_to', 'status', 'supplyid', 'total_amount']],
  lineRefs: { item_id: () => accCheckItem },
  lineIndexes: (t) => [
    uniqueIndex('acc_statement_line_receipt_uq').on(t.receipt_line_id!).where(sql`receipt_line_id is not null and disabled = false`),
    uniqueIndex('acc_statement_line_claim_uq').on(t.claim_id!).where(sql`claim_id is not null and disabled = false`),
  ],
})
export const accStatement = statementTables.header
export const accStatementLine = statementTables.lines!

/** Each published version of a statement: its lines as published, so both sides see what changed. */
export const accStatementVersion = pgTable(
  'acc_statement_version',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => accStatement.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    /** StatementLineSnapshot[] */
    lines: jsonb('lines').notNull(),
    userid: integer('userid'),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('acc_statement_version_uq').on(t.statementId, t.version), index('acc_statement_version_doc_idx').on(t.statementId)],
)

/** 采购发票 and its lines (matched against the statement's lines). */
export const invoiceTables = documentTables(invoiceDocument, {
  refs: { company_id: () => sysCompany, statement_id: () => accStatement, supplyid: () => pcSupply },
  indexes: [['statement_id']],
})
export const accInvoice = invoiceTables.header
export const accInvoiceLine = invoiceTables.lines!

/** 付款与期初余额 (SCM_SupplyAcc): the entries balances are computed from, beside the confirmed statements. */
export const accPayment = resourceTable(supplyAccResource, {
  refs: { company_id: () => sysCompany, supplyid: () => pcSupply },
  // by company and date with what a balance sums (read from the index alone), by supplier
  indexes: [['company_id', 'entry_date', 'supplyid', 'amount', 'entry_type'], ['supplyid', 'entry_date']],
})

/**
 * A published balance of a company × supplier × month: the figures as published (the supplier
 * agrees to these, not to whatever they become), its status and the supplier's answer.
 */
export const accBalance = pgTable(
  'acc_balance',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => sysCompany.id),
    supplyid: integer('supplyid')
      .notNull()
      .references(() => pcSupply.supplyid),
    period: varchar('period', { length: 7 }).notNull(),
    openingAmount: numeric('opening_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    statementAmount: numeric('statement_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    paymentAmount: numeric('payment_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    closingAmount: numeric('closing_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    version: integer('version').notNull().default(1),
    disputeReason: varchar('dispute_reason', { length: 500 }).notNull().default(''),
    publishedBy: varchar('published_by', { length: 50 }).notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    answeredBy: varchar('answered_by', { length: 50 }).notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('acc_balance_uq').on(t.companyId, t.supplyid, t.period), index('acc_balance_supply_idx').on(t.supplyid, t.period)],
)

/**
 * Running balances of a company × supplier, one row per month with any figure: the month's opening
 * (everything before it, with the month's own opening entries), its confirmed statements and
 * payments, and the closing. Kept by triggers on acc_statement and acc_payment (migration 0021), in
 * the writing transaction, so whatever writes the books — screens, imports, seeds — keeps them, and
 * a month's balances read one row per supplier instead of summing a year of records. Unlike the
 * quality ledger's summaries (events only ever appended, by recordQualityEvent), the books are
 * saved, moved between months and suppliers, and deleted through the generic resource and document
 * kits: a row trigger sees each change with its before and after, where no one function does.
 */
export const accRunningBalance = pgTable(
  'acc_running_balance',
  {
    companyId: integer('company_id').notNull(),
    supplyid: integer('supplyid').notNull(),
    period: varchar('period', { length: 7 }).notNull(),
    openingAmount: numeric('opening_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    statementAmount: numeric('statement_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    paymentAmount: numeric('payment_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    closingAmount: numeric('closing_amount', { precision: 14, scale: 2, mode: 'string' }).notNull(),
    /** How many records count in the month: the row goes when the last one does. */
    entries: integer('entries').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.supplyid, t.period] })],
)
