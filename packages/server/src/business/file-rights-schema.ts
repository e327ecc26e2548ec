import { boolean, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { sysRole } from '../identity/role-schema'
import { sysUser } from '../identity/user-schema'

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
    /** Inline PDF/image preview, without the download right. */
    canPreview: boolean('can_preview').notNull().default(false),
    /** Remove from the recycle bin for good. */
    canPurge: boolean('can_purge').notNull().default(false),
    /** A folder of the file system (file_folder.id; 0 = the whole category): rights add to the category's. */
    folderId: integer('folder_id').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operation_authority_subject_idx').on(t.subjectKey, t.category, t.folderId)],
)
