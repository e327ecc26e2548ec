import { date, index, integer, numeric, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core'
import { pcSupply, pubMateriel } from '../identity/partner-schema'
import { sysUser } from '../identity/user-schema'

// Shared records of a part that several areas read (DOMAIN.md "Records that several areas share"):
// its approved price periods per supplier (price review writes them; order review's BOM prices,
// statements and claims read the price in force through business/part-price) and the pack quantity
// of its approved packaging per supplier (packaging writes it; receiving reads it).

/**
 * 已批准价格: one period per approved quote. The periods of one part and supplier never overlap:
 * the hand-written exclusion constraint pc_part_price_no_overlap (migration 0023) refuses it.
 */
export const pcPartPrice = pgTable(
  'pc_part_price',
  {
    id: serial('id').primaryKey(),
    mtrId: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId, { onDelete: 'restrict' }),
    supplyid: integer('supplyid')
      .notNull()
      .references(() => pcSupply.supplyid, { onDelete: 'restrict' }),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** null: open-ended */
    validTo: date('valid_to', { mode: 'string' }),
    /** the approved quote (its number, kept as text: the record outlives the document) */
    quoteNo: varchar('quote_no', { length: 20 }).notNull().default(''),
    approvedBy: integer('approved_by').references(() => sysUser.userid, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { mode: 'string', precision: 0 }).notNull().defaultNow(),
  },
  (t) => [index('pc_part_price_mtr_idx').on(t.mtrId, t.supplyid, t.validFrom)],
)

/** 包装数量: the approved packaging's quantity per package of a part from a supplier. */
export const pubMaterielPack = pgTable(
  'pub_materiel_pack',
  {
    mtrId: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId, { onDelete: 'cascade' }),
    supplyid: integer('supplyid')
      .notNull()
      .references(() => pcSupply.supplyid, { onDelete: 'cascade' }),
    packQty: integer('pack_qty').notNull(),
    packageType: varchar('package_type', { length: 20 }).notNull().default(''),
    /** the approved packaging specification it comes from */
    specNo: varchar('spec_no', { length: 20 }).notNull().default(''),
    updatedAt: timestamp('updated_at', { mode: 'string', precision: 0 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.mtrId, t.supplyid] })],
)
