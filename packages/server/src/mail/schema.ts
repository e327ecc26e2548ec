import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * Every e-mail the system sends (recipient, time, result). Without SMTP_URL this table IS the
 * outbox (result 已存入发件箱); with SMTP it is the send record (已发送 / 发送失败).
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: varchar('recipient', { length: 200 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  html: text('html').notNull(),
  /** smtp or outbox. */
  transport: varchar('transport', { length: 10 }).notNull(),
  result: varchar('result', { length: 20 }).notNull(),
  error: text('error').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
