import { workInstructionDocument } from '@scm/core/prcsdocument'
import { date, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { documentTables } from '../../document/table'
import { orgStation } from '../../identity/org-schema'
import { pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { qulKeyRoute } from '../../business/key-route-schema'

// Work instructions (作业指导书) and who must confirm reading each published version.

/**
 * 作业指导书: one row per version. The hand-written partial unique index prcs_document_one_published
 * (migration, `-- hand-written:`) keeps one 已发布 version per code in the database.
 */
export const workInstructionTables = documentTables(workInstructionDocument, {
  refs: { route_id: () => qulKeyRoute, station_id: () => orgStation, mtr_id: () => pubMateriel },
  indexes: [['code', 'version'], ['station_id', 'status'], ['mtr_id', 'status'], ['route_id']],
})
export const prcsDocument = workInstructionTables.header

/**
 * 阅读确认: publishing a version asks every user of its station to confirm he read it by a date;
 * a new version asks again (its own rows). Confirming fills confirmed_at; rows are never deleted.
 */
export const prcsDocAck = pgTable(
  'prcs_doc_ack',
  {
    id: serial('id').primaryKey(),
    doc_id: integer('doc_id')
      .notNull()
      .references(() => (prcsDocument as unknown as { id: AnyPgColumn }).id, { onDelete: 'cascade' }),
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
    station_id: integer('station_id').references(() => orgStation.id),
    asked_at: timestamp('asked_at', { withTimezone: true, mode: 'string', precision: 0 }).notNull(),
    due_date: date('due_date', { mode: 'string' }).notNull(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true, mode: 'string', precision: 0 }),
    user_name: varchar('user_name', { length: 50 }).notNull().default(''),
  },
  (t) => [uniqueIndex('prcs_doc_ack_doc_user_uq').on(t.doc_id, t.userid), index('prcs_doc_ack_user_idx').on(t.userid, t.confirmed_at)],
)
