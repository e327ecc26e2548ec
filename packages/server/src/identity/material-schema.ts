import { boolean, index, integer, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core'
import { pubMateriel } from './partner-schema'
import { sysUser } from './user-schema'

/** Which buyers are in charge of a material (feeds the buyer picker of the order form). */
export const pubMaterielBuyer = pgTable(
  'pub_materiel_buyer',
  {
    mtrId: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId, { onDelete: 'cascade' }),
    userid: integer('userid')
      .notNull()
      .references(() => sysUser.userid, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.mtrId, t.userid] })],
)

/** Pictures of a material (parts image query); url is a stored file path or a data: URL. */
export const pubMaterielImage = pgTable(
  'pub_materiel_image',
  {
    id: serial('id').primaryKey(),
    mtrId: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    url: text('url').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('pub_materiel_image_mtr_idx').on(t.mtrId)],
)
