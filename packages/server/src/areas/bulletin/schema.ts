import { bulletinTypeResource } from '@scm/core/bulletin'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { resourceTable } from '../../resource/table'
import { sysUser } from '../../identity/user-schema'

/** 公告类型: columns from the core definition. */
export const bulletinType = resourceTable(bulletinTypeResource)

/**
 * A bulletin (公告, API.md): status 草稿 / 已发布 / 已撤回; 已过期 is computed from expire_at. Its
 * attachments are doc_file rows of doc_type 'Bulletin' (platform/attachments).
 */
export const bulletin = pgTable(
  'bulletin',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id')
      .notNull()
      .references(() => bulletinType.id),
    title: varchar('title', { length: 100 }).notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull().default(''),
    /** 全部 | 内部员工 | 供应商 | 客户 */
    audience: varchar('audience', { length: 10 }).notNull().default('全部'),
    isTop: boolean('is_top').notNull().default(false),
    status: varchar('status', { length: 10 }).notNull().default('草稿'),
    /** null only for a draft not yet given a time (publishing sets it). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** null = never expires */
    expireAt: timestamp('expire_at', { withTimezone: true }),
    publisherId: integer('publisher_id')
      .notNull()
      .references(() => sysUser.userid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by').references(() => sysUser.userid, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: integer('updated_by').references(() => sysUser.userid, { onDelete: 'set null' }),
  },
  (t) => [index('bulletin_publisher_idx').on(t.publisherId), index('bulletin_status_publish_idx').on(t.status, t.publishAt)],
)

/** A user's first read of a bulletin (one row per pair; later reads change nothing). */
export const bulletinRead = pgTable(
  'bulletin_read',
  {
    id: serial('id').primaryKey(),
    bulletinId: integer('bulletin_id')
      .notNull()
      .references(() => bulletin.id, { onDelete: 'cascade' }),
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bulletin_read_bulletin_user_idx').on(t.bulletinId, t.userid), index('bulletin_read_user_idx').on(t.userid)],
)
