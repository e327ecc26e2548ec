import { bigint, boolean, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core'

/** Menu function = one node of core's routeTree (id = route id, e.g. sysmanage_basecode). */
export const sysFunction = pgTable('sys_function', {
  id: varchar('id', { length: 80 }).primaryKey(),
  pid: varchar('pid', { length: 80 }),
  path: varchar('path', { length: 200 }).notNull(),
  title: varchar('title', { length: 50 }).notNull(),
  icon: varchar('icon', { length: 30 }).notNull().default(''),
  sort: integer('sort').notNull().default(0),
  hidden: boolean('hidden').notNull().default(false),
})

export const sysRole = pgTable('sys_role', {
  code: varchar('code', { length: 30 }).primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
})

/** Grant: a role may use a function, with these buttons (add/edit/delete/export/audit). */
export const sysRoleFunction = pgTable(
  'sys_role_function',
  {
    role: varchar('role', { length: 30 }).notNull().references(() => sysRole.code, { onDelete: 'cascade' }),
    functionId: varchar('function_id', { length: 80 })
      .notNull()
      .references(() => sysFunction.id, { onDelete: 'cascade' }),
    buttons: text('buttons').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.role, t.functionId] })],
)

/**
 * One row: moved on by the database (a statement trigger on sys_role_function, hand-written in
 * the migration) whenever any grant changes, so the session check of every call learns "grants
 * changed" by reading one number instead of hashing the caller's grant rows.
 */
export const sysGrantVersion = pgTable('sys_grant_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
})
