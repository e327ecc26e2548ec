import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { sysUser } from '../../identity/user-schema'
import { sysRole } from '../../identity/role-schema'
import { pcSupply } from '../../identity/partner-schema'

/**
 * File operation rights (文件操作权限) per role or user and file category ('' = every category).
 * `subject_key` ('role:buyer' | 'user:12') makes "one row per subject and category" a plain unique index.
 */
export const operationAuthority = pgTable(
  'operation_authority',
  {
    id: serial('id').primaryKey(),
    subjectType: varchar('subject_type', { length: 10 }).notNull(),
    subjectKey: varchar('subject_key', { length: 40 }).notNull(),
    role: varchar('role', { length: 30 }).references(() => sysRole.code, { onDelete: 'cascade' }),
    userid: integer('userid').references(() => sysUser.userid, { onDelete: 'cascade' }),
    category: varchar('category', { length: 30 }).notNull().default(''),
    canView: boolean('can_view').notNull().default(false),
    canDownload: boolean('can_download').notNull().default(false),
    canUpload: boolean('can_upload').notNull().default(false),
    canDelete: boolean('can_delete').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operation_authority_subject_idx').on(t.subjectKey, t.category)],
)

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
