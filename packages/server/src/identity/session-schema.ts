import { index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'
import { sysPartnerKey } from './partner-key-schema'
import { sysUser } from './user-schema'

/** A live login. The token itself is never stored, only its SHA-256 hex. */
export const userSession = pgTable(
  'user_session',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    userAgent: varchar('user_agent', { length: 300 }).notNull().default(''),
    /** Set for an embed token: the partner key it came from (revoking the key ends it). */
    partnerKeyId: integer('partner_key_id').references(() => sysPartnerKey.id, { onDelete: 'cascade' }),
  },
  (t) => [index('user_session_userid_idx').on(t.userid)],
)

/** A password-reset code mailed to the user: hashed, 10 minutes, at most 5 tries. */
export const resetPwdCode = pgTable('reset_pwd_code', {
  id: serial('id').primaryKey(),
  userid: integer('userid')
    .notNull()
    .references(() => sysUser.userid, { onDelete: 'cascade' }),
  codeHash: varchar('code_hash', { length: 64 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  tries: smallint('tries').notNull().default(0),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Every reset attempt, successful or not (sysmanage_resePwdLog). */
export const resetPwdLog = pgTable('reset_pwd_log', {
  id: serial('id').primaryKey(),
  userid: integer('userid').references(() => sysUser.userid, { onDelete: 'set null' }),
  usercode: varchar('usercode', { length: 30 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  ip: varchar('ip', { length: 64 }).notNull().default(''),
  /** Chinese outcome: 成功, 验证码错误, 验证码无效或已过期… */
  result: varchar('result', { length: 50 }).notNull(),
})
