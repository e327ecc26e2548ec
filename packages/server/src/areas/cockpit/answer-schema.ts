import { customType, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

// PostgreSQL's own transaction types (answers.ts compares them in SQL only: text on the JS side).
const pgSnapshot = customType<{ data: string }>({ dataType: () => 'pg_snapshot' })
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' })

/**
 * One computed figure (core's CockpitFigure) per key — figure, period, clock and caller (answers.ts)
 * — with the snapshot it was computed in: valid while no transaction it did not see has written one
 * of the figure's sources (cockpit_change). Any server instance answers from it.
 */
export const cockpitAnswer = pgTable('cockpit_answer', {
  key: text('key').primaryKey(),
  figure: text('figure').notNull(),
  answer: jsonb('answer').notNull(),
  snapshot: pgSnapshot('snapshot').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull(),
  /** on the server's clock, renewed at most hourly: the housekeeping drops answers unused for 7 days */
  usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
})

/**
 * Which transactions wrote which source table of a figure: one row per (table, transaction), made by
 * the statement-level triggers `cockpit_change_*` on every table a figure reads (migration 0038).
 * The row of source `*` is the housekeeping's mark: changes before its xid were forgotten.
 */
export const cockpitChange = pgTable('cockpit_change', { xid: xid8('xid').notNull(), source: text('source').notNull() }, (t) => [primaryKey({ columns: [t.source, t.xid] })])
