import { boolean, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core'
import { sysUser } from '../../identity/user-schema'

/** System notices (模板消息) whose receivers the admin chooses; codes are fixed in code. */
export const msgTemplate = pgTable('msg_template', {
  code: varchar('code', { length: 40 }).primaryKey(),
  name: varchar('name', { length: 50 }).notNull(),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
})

export const msgAcceptUser = pgTable(
  'msg_accept_user',
  {
    templateCode: varchar('template_code', { length: 40 })
      .notNull()
      .references(() => msgTemplate.code, { onDelete: 'cascade' }),
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.templateCode, t.userid] })],
)
