import { saleCheckItemResource, statementDocument } from '@scm/core'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { documentTables } from '../../document/table'
import { resourceTable } from '../../resource/table'
import { sysCompany } from '../../identity/org-schema'

/** 对账项目 (reconciliation item types): base data of the statements' other lines. */
export const accCheckItem = resourceTable(saleCheckItemResource)

/**
 * 对账单 and its lines. A receipt line and a settled claim are on at most one live (not disabled)
 * statement line: two partial unique indexes say it in the database, so two buyers generating at
 * once cannot bill the same receipt twice.
 */
export const statementTables = documentTables(statementDocument, {
  refs: { company_id: () => sysCompany },
  indexes: [['supplyid', 'period_to']],
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
