import { boolean, index, integer, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { orgDept, orgStation } from './org-schema'
import { pcSupply, saleCustomer } from './partner-schema'
import { sysRole } from './role-schema'

/** Every person who logs in: staff, supplier users (supplyid) and customer users (customer_id). */
export const sysUser = pgTable(
  'sys_user',
  {
    userid: serial('userid').primaryKey(),
    /** Login name. */
    usercode: varchar('usercode', { length: 30 }).notNull().unique(),
    userName: varchar('user_name', { length: 50 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }).notNull(),
    passwordSalt: varchar('password_salt', { length: 64 }).notNull(),
    deptId: integer('dept_id').references(() => orgDept.id),
    stationId: integer('station_id').references(() => orgStation.id),
    phone: varchar('phone', { length: 30 }).notNull().default(''),
    email: varchar('email', { length: 100 }).notNull().default(''),
    /** Avatar path. */
    images: varchar('images', { length: 300 }).notNull().default(''),
    supplyid: integer('supplyid').references(() => pcSupply.supplyid),
    customerId: integer('customer_id').references(() => saleCustomer.customerId),
    forbidLogin: boolean('forbid_login').notNull().default(false),
    wxOpenid: varchar('wx_openid', { length: 64 }),
    /** Lockout: failures counted from failedSince; lockedUntil set on the fifth within 15 minutes. */
    failedLogins: integer('failed_logins').notNull().default(0),
    failedSince: timestamp('failed_since', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_user_supplyid_idx').on(t.supplyid), index('sys_user_customer_idx').on(t.customerId)],
)

export const sysUserRole = pgTable(
  'sys_user_role',
  {
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
    role: varchar('role', { length: 30 })
      .notNull()
      .references(() => sysRole.code, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userid, t.role] })],
)
