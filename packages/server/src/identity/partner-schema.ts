import { boolean, index, integer, numeric, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core'

/** Supplier (供应商). supplyid is the business key suppliers are known by (1001, 1002…). */
export const pcSupply = pgTable('pc_supply', {
  supplyid: integer('supplyid').primaryKey(),
  supplyName: varchar('supply_name', { length: 100 }).notNull(),
  shortName: varchar('short_name', { length: 30 }).notNull().default(''),
  contact: varchar('contact', { length: 30 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  email: varchar('email', { length: 100 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  taxNo: varchar('tax_no', { length: 30 }).notNull().default(''),
  bankName: varchar('bank_name', { length: 100 }).notNull().default(''),
  bankAccount: varchar('bank_account', { length: 40 }).notNull().default(''),
  /** 合作中 active, 暂停 suspended. */
  status: varchar('status', { length: 10 }).notNull().default('合作中'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Customer (客户) of vehicles and service; customer users are tied to one. */
export const saleCustomer = pgTable('sale_customer', {
  customerId: serial('customer_id').primaryKey(),
  custCode: varchar('cust_code', { length: 20 }).notNull().unique(),
  custName: varchar('cust_name', { length: 100 }).notNull(),
  contact: varchar('contact', { length: 30 }).notNull().default(''),
  phone: varchar('phone', { length: 30 }).notNull().default(''),
  email: varchar('email', { length: 100 }).notNull().default(''),
  region: varchar('region', { length: 50 }).notNull().default(''),
  address: varchar('address', { length: 200 }).notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Material (物料): the parts bought, received, inspected and sold. */
export const pubMateriel = pgTable('pub_materiel', {
  mtrId: serial('mtr_id').primaryKey(),
  mtrCode: varchar('mtr_code', { length: 30 }).notNull().unique(),
  mtrName: varchar('mtr_name', { length: 100 }).notNull(),
  spec: varchar('spec', { length: 100 }).notNull().default(''),
  unit: varchar('unit', { length: 10 }).notNull().default('件'),
  category: varchar('category', { length: 30 }).notNull().default(''),
  /** Agreed purchase price, yuan. */
  price: numeric('price', { precision: 14, scale: 2 }).notNull().default('0'),
  /** Main supplier of this material. */
  supplyid: integer('supplyid').references(() => pcSupply.supplyid),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
  /** 免检: receipts of this material go to stock without incoming inspection. */
  inspectionExempt: boolean('inspection_exempt').notNull().default(false),
  /**
   * It has an approved inspection standard that is not 免检: its qualified quantities come from
   * incoming inspection only, never from receiving (core qualifiedBy). Both flags are the approved
   * standard's, set by the quality area when a version is approved.
   */
  inspectionRequired: boolean('inspection_required').notNull().default(false),
  /**
   * Goods (商品维护 /materialManage): a material the enterprise sells is a good — 上架 listed,
   * 下架 not listed, 停售 stopped selling; null for a material that is not sold. Moved only by the
   * goods' actions (history in doc_event, type Goods).
   */
  saleStatus: varchar('sale_status', { length: 10 }),
  /** Selling price, yuan (goods only). */
  salePrice: numeric('sale_price', { precision: 14, scale: 2 }),
  description: text('description').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('pub_materiel_sale_status_idx').on(t.saleStatus, t.mtrCode)])
