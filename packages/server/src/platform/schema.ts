import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
// Foreign keys only: platform tables point at the identity tables (users, suppliers) they record.
import { sysUser } from '../identity/user-schema'
import { pcSupply } from '../identity/partner-schema'

// Tables of the platform (parameters, numbering, audit, supplier authorisation): areas use them
// through platform/params, numbering, audit and owner-scope.

/**
 * System parameters (系统参数), key → text value. Group `web` rows are the web config the host
 * reads (Getsys_webconfig); other groups are business switches such as rcv_skip_check.
 */
export const sysParam = pgTable('sys_param', {
  paramKey: varchar('param_key', { length: 50 }).primaryKey(),
  paramValue: text('param_value').notNull().default(''),
  paramGroup: varchar('param_group', { length: 20 }).notNull().default('system'),
  remark: varchar('remark', { length: 200 }).notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Per-day document numbers (PO/DN/RK + yyyyMMdd + 4 digits), safe across server processes. */
export const docNoSeq = pgTable(
  'doc_no_seq',
  {
    prefix: varchar('prefix', { length: 4 }).notNull(),
    day: varchar('day', { length: 8 }).notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.day] })],
)

/** Every change made through system administration: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userid: integer('userid').references(() => sysUser.userid, { onDelete: 'set null' }),
    /** Kept as text too, so the row still says who after the account is deleted. */
    usercode: varchar('usercode', { length: 30 }).notNull(),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    area: varchar('area', { length: 30 }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    target: varchar('target', { length: 200 }).notNull().default(''),
    targetId: varchar('target_id', { length: 80 }).notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    /** The request that made the change (X-Request-Id, as in the request's log line); '' outside a request. */
    requestId: varchar('request_id', { length: 64 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt), index('audit_log_area_idx').on(t.area)],
)

/** Supplier authorisation (供应商授权): the suppliers a buyer manages. */
export const supplyAuthority = pgTable(
  'supply_authority',
  {
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
    supplyid: integer('supplyid')
      .notNull()
      .references(() => pcSupply.supplyid, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userid, t.supplyid] }), index('supply_authority_supplyid_idx').on(t.supplyid)],
)

/**
 * An uploaded file. The bytes live once per content under <SCM_DATA_DIR>/files/<hash[0:2]>/<hash>;
 * several rows may share a hash. Served only through the checked /File/File/Download endpoint.
 */
export const uploadedFile = pgTable(
  'uploaded_file',
  {
    id: serial('id').primaryKey(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileSize: integer('file_size').notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** contract, mail, bulletin, document, avatar, general… (file operation rights are per category). */
    category: varchar('category', { length: 30 }).notNull().default('general'),
    hash: varchar('hash', { length: 64 }).notNull(),
    userid: integer('userid').references(() => sysUser.userid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The product file system (/fileSystem): a file there is the chain of its versions, one row each,
    // sharing file_key (the first version's id); category is the file type's code. Attachments leave
    // these empty (file_key null).
    folderId: integer('folder_id').references((): AnyPgColumn => fileFolder.id, { onDelete: 'set null' }),
    fileKey: integer('file_key'),
    version: integer('version').notNull().default(1),
    isCurrent: boolean('is_current').notNull().default(true),
    /** In the recycle bin since (the whole chain is), by whom. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => sysUser.userid, { onDelete: 'set null' }),
    /** The folder's path when it was deleted (shown by the bin, and when that folder is gone). */
    deletedFrom: varchar('deleted_from', { length: 500 }),
  },
  (t) => [
    index('uploaded_file_hash_idx').on(t.hash),
    index('uploaded_file_user_idx').on(t.userid, t.category),
    index('uploaded_file_folder_idx').on(t.category, t.folderId, t.fileName, t.id).where(sql`${t.fileKey} is not null and ${t.isCurrent} and ${t.deletedAt} is null`),
    index('uploaded_file_key_idx').on(t.fileKey, t.version),
    index('uploaded_file_deleted_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
  ],
)

/**
 * A folder of the product file system, under a file type (fs_file_type.code) and optionally a parent
 * folder. Deleting puts it (with what is in it) into the recycle bin: deleted_at/by.
 */
export const fileFolder = pgTable(
  'file_folder',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    fileType: varchar('file_type', { length: 30 }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => fileFolder.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => sysUser.userid, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => sysUser.userid, { onDelete: 'set null' }),
    deletedFrom: varchar('deleted_from', { length: 500 }),
    /**
     * Its files' current versions not in the bin, kept by the database (trigger file_folder_count on
     * uploaded_file, migration 0033): a folder's listing shows its total without counting 10,000 rows.
     */
    fileCount: integer('file_count').notNull().default(0),
  },
  (t) => [index('file_folder_type_idx').on(t.fileType, t.parentId)],
)

/** Every action on every document (one history, Odoo's chatter): who, which side, when, action, from → to, why. */
export const docEvent = pgTable(
  'doc_event',
  {
    id: serial('id').primaryKey(),
    /** the document definition's name (e.g. QulClaim) */
    docType: varchar('doc_type', { length: 40 }).notNull(),
    docId: integer('doc_id').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    fromStatus: varchar('from_status', { length: 20 }).notNull().default(''),
    toStatus: varchar('to_status', { length: 20 }).notNull().default(''),
    reason: varchar('reason', { length: 500 }).notNull().default(''),
    /** what the action did beyond from → to (an order line's answer, a shipment's quantities) */
    detail: varchar('detail', { length: 500 }).notNull().default(''),
    lineNo: integer('line_no'),
    /** the party that acted (core EventSide: buyer, supplier, warehouse, system…) */
    side: varchar('side', { length: 10 }).notNull().default('staff'),
    userid: integer('userid').references(() => sysUser.userid, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('doc_event_doc_idx').on(t.docType, t.docId, t.id)],
)

/**
 * Files attached to documents, mail ('Mail') and bulletins ('Bulletin'): the one attachment model
 * (the bytes are uploaded_file rows), written through platform/attachments. An attached file cannot
 * be deleted (/File/File/DelUploadFile answers 400): whoever sees the record keeps its files.
 */
export const docFile = pgTable(
  'doc_file',
  {
    id: serial('id').primaryKey(),
    /** the document definition's name (e.g. QulClaim), or Mail / Bulletin */
    docType: varchar('doc_type', { length: 40 }).notNull(),
    docId: integer('doc_id').notNull(),
    fileId: integer('file_id')
      .notNull()
      .references(() => uploadedFile.id, { onDelete: 'no action' }),
    userid: integer('userid').references(() => sysUser.userid, { onDelete: 'set null' }),
    userName: varchar('user_name', { length: 50 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('doc_file_doc_file_uq').on(t.docType, t.docId, t.fileId), index('doc_file_file_idx').on(t.fileId)],
)
