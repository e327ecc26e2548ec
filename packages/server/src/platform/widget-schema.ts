import { boolean, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Plugin configuration (插件管理, /config/SysGardget): the home-page widgets and who sees them.
 * `id` names a data source registered in code (platform/widgets.ts); a row whose source is not
 * built yet is simply left out of the answer. Empty `homes`/`roles` mean every home / every role.
 */
export const sysGadget = pgTable('sys_gadget', {
  id: varchar('id', { length: 50 }).primaryKey(),
  title: varchar('title', { length: 50 }).notNull(),
  /** Home variants (file, scm, gonghua) that show it. */
  homes: text('homes').array().notNull().default([]),
  /** Roles that see it (admin, buyer, supplier…). */
  roles: text('roles').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
