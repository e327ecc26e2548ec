import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { sysUser } from '../../identity/user-schema'

/** A user's own mail folder (besides the built-in inbox/outbox/draft). */
export const mailFolder = pgTable(
  'mail_folder',
  {
    id: serial('id').primaryKey(),
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // the Chinese refusal is checked first; the index holds against two saves at once
  (t) => [uniqueIndex('mail_folder_user_name_idx').on(t.userid, t.name)],
)

/**
 * Internal mail (站内邮件): one row per message; status 草稿 draft or 已发送 sent. Its attachments are
 * doc_file rows of doc_type 'Mail' (platform/attachments).
 */
export const mailRecord = pgTable(
  'mail_record',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Sanitised HTML body. */
    body: text('body').notNull().default(''),
    senderId: integer('sender_id')
      .notNull()
      .references(() => sysUser.userid),
    status: varchar('status', { length: 10 }).notNull().default('已发送'),
    /** The sender removed it from the outbox/drafts. */
    senderDeleted: boolean('sender_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_record_sender_idx').on(t.senderId)],
)

/** One receiver of a mail: to/cc, own read flag, own folder, own deletion. */
export const mailReceiver = pgTable(
  'mail_receiver',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailRecord.id, { onDelete: 'cascade' }),
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
    /** to 收件人 or cc 抄送. */
    kind: varchar('kind', { length: 4 }).notNull().default('to'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** Custom folder; null = inbox. */
    folderId: integer('folder_id').references(() => mailFolder.id, { onDelete: 'set null' }),
    deleted: boolean('deleted').notNull().default(false),
  },
  (t) => [index('mail_receiver_user_idx').on(t.userid, t.isRead)],
)
