import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'

/** One row per area whose demo seed ran, so restarts never seed twice. */
export const seedMarker = pgTable('seed_marker', {
  area: varchar('area', { length: 50 }).primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
})
