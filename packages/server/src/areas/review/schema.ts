import { pictureItemResource, tcNoticeDocument, tdDealDocument } from '@scm/core/review'
import { index, integer, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { documentTables } from '../../document/table'
import { orgDept } from '../../identity/org-schema'
import { pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { resourceTable } from '../../resource/table'
import { saOrder } from '../../business/vehicle-schema'

// Sales order review hangs off the one sales order (sa_order, after-sales' SaOrder) by its id; parts
// are materials (pub_materiel), departments org_dept, photos the kit's attachments (doc_file).

const at = (name: string) => timestamp(name, { mode: 'string', precision: 0 })
const qty = (name: string) => numeric(name, { precision: 12, scale: 3, mode: 'number' })

/** The review of a sales order: its type (which departments review it), status and return reason. */
export const saOrderReview = pgTable(
  'sa_order_review',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => saOrder.id, { onDelete: 'cascade' }),
    orderType: varchar('order_type', { length: 10 }).notNull().default('标准订单'),
    /** 评审中 已退回 已就绪 (an order without a review row is 待评审) */
    status: varchar('status', { length: 10 }).notNull().default('评审中'),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    readyAt: at('ready_at'),
    readyBy: varchar('ready_by', { length: 50 }).notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at'),
  },
  (t) => [index('sa_order_review_status_idx').on(t.status, t.orderId)],
)

/** A department's audit of an order (parallel): 同意 / 不同意 with an opinion, who and when; null = not yet. */
export const saOrderAuditrst = pgTable(
  'sa_order_auditrst',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saOrder.id, { onDelete: 'cascade' }),
    deptId: integer('dept_id')
      .notNull()
      .references(() => orgDept.id, { onDelete: 'restrict' }),
    result: varchar('result', { length: 10 }),
    opinion: varchar('opinion', { length: 500 }).notNull().default(''),
    userid: integer('userid').references(() => sysUser.userid, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    auditedAt: at('audited_at'),
  },
  (t) => [uniqueIndex('sa_order_auditrst_order_dept_uq').on(t.orderId, t.deptId), index('sa_order_auditrst_dept_idx').on(t.deptId, t.result)],
)

/**
 * Standard multi-level BOM of a product model and configuration (adjacency: parent part → child
 * part, qty; parent 0 = the top level). Indexed for one level of the tree and for where-used.
 */
export const pdBom = pgTable(
  'pd_bom',
  {
    id: serial('id').primaryKey(),
    model: varchar('model', { length: 50 }).notNull(),
    configuration: varchar('configuration', { length: 100 }).notNull().default(''),
    parentMtrId: integer('parent_mtr_id').notNull().default(0),
    mtrId: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId, { onDelete: 'restrict' }),
    qty: qty('qty').notNull(),
  },
  (t) => [
    uniqueIndex('pd_bom_model_parent_mtr_uq').on(t.model, t.configuration, t.parentMtrId, t.mtrId),
    index('pd_bom_mtr_idx').on(t.mtrId, t.parentMtrId),
  ],
)

/** An order's own BOM: copied from the standard when its review starts, edited in review (SaveBom). */
export const saOrderBom = pgTable(
  'sa_order_bom',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saOrder.id, { onDelete: 'cascade' }),
    parentMtrId: integer('parent_mtr_id').notNull().default(0),
    mtrId: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId, { onDelete: 'restrict' }),
    qty: qty('qty').notNull(),
  },
  (t) => [uniqueIndex('sa_order_bom_order_parent_mtr_uq').on(t.orderId, t.parentMtrId, t.mtrId), index('sa_order_bom_mtr_idx').on(t.mtrId, t.orderId)],
)

export const saPictureItem = resourceTable(pictureItemResource)

/** An order's photo of a picture item: the photos are the kit's attachments of this row (doc_file, SaOrderPicture). */
export const saOrderPicture = pgTable(
  'sa_order_picture',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => saOrder.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => saPictureItem.id, { onDelete: 'restrict' }),
  },
  (t) => [uniqueIndex('sa_order_picture_order_item_uq').on(t.orderId, t.itemId)],
)
export const ORDER_PICTURE_DOC = 'SaOrderPicture'

export const tcNoticeTables = documentTables(tcNoticeDocument, {
  lineRefs: { mtr_id: () => pubMateriel },
  lineIndexes: (t) => [index('sa_tcnotice_part_mtr_idx').on(t.mtr_id!)],
})
export const tdDealTables = documentTables(tdDealDocument, {
  lineRefs: { mtr_id: () => pubMateriel },
  lineIndexes: (t) => [index('sa_tdeal_part_mtr_idx').on(t.mtr_id!)],
})

/** A department's handling of a change (tc/td by document name): its to-do until handled_at is set. */
export const saChangeHandling = pgTable(
  'sa_change_handling',
  {
    id: serial('id').primaryKey(),
    docType: varchar('doc_type', { length: 20 }).notNull(),
    docId: integer('doc_id').notNull(),
    deptId: integer('dept_id')
      .notNull()
      .references(() => orgDept.id, { onDelete: 'restrict' }),
    handledAt: at('handled_at'),
    userid: integer('userid').references(() => sysUser.userid, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    opinion: varchar('opinion', { length: 500 }).notNull().default(''),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sa_change_handling_doc_dept_uq').on(t.docType, t.docId, t.deptId), index('sa_change_handling_dept_idx').on(t.deptId, t.handledAt)],
)

// the change documents' tables, named for drizzle-kit
export const saTcnotice = tcNoticeTables.header
export const saTcnoticePart = tcNoticeTables.lines!
export const saTdeal = tdDealTables.header
export const saTdealPart = tdDealTables.lines!
