import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * System parameters (系统参数), key → text value. Group `web` rows are the web config the host
 * reads (Getsys_webconfig); other groups are business switches such as rcv_skip_check.
 */
export const sysParam = pgTable('sys_param', {
  paramKey: varchar('param_key', { length: 50 }).primaryKey(),
  paramValue: text('param_value').notNull().default(''),
  paramGroup: varchar('param_group', { length: 20 }).notNull().default('system'),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
