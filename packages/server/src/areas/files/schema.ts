import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { sysUser } from '../user/schema'

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
  },
  (t) => [index('uploaded_file_hash_idx').on(t.hash), index('uploaded_file_user_idx').on(t.userid, t.category)],
)
