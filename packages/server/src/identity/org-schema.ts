import { boolean, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'

/** The enterprise; the first row is the portal's company info (GetSys_Company). */
export const sysCompany = pgTable('sys_company', {
  id: serial('id').primaryKey(),
  coCode: varchar('co_code', { length: 20 }).notNull().unique(),
  /** Company name shown in the header. */
  coDesc: varchar('co_desc', { length: 100 }).notNull(),
  coAddr: varchar('co_addr', { length: 200 }).notNull().default(''),
  /** Title printed on reports and notices. */
  coRepTitle: varchar('co_rep_title', { length: 200 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  remark: varchar('remark', { length: 500 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const orgDept = pgTable('org_dept', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull().references(() => sysCompany.id),
  /** Parent department; null for a top-level one. */
  pid: integer('pid'),
  deptCode: varchar('dept_code', { length: 20 }).notNull().unique(),
  deptName: varchar('dept_name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A post (岗位) within a department; users sit on one station. */
export const orgStation = pgTable('org_station', {
  id: serial('id').primaryKey(),
  deptId: integer('dept_id').notNull().references(() => orgDept.id),
  stationCode: varchar('station_code', { length: 20 }).notNull().unique(),
  stationName: varchar('station_name', { length: 50 }).notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
