import { date, index, integer, numeric, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core'

const qty = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' })

/**
 * 质量台账 (accQuery): one row per quality event — an inspection judged, a rejected lot handled, a
 * claim raised or settled — written in the same transaction as the event, so the ledger and its
 * statistics never disagree with the documents and never need a union over them.
 */
export const qulLedger = pgTable(
  'qul_ledger',
  {
    id: serial('id').primaryKey(),
    /** 检验 | 处理 | 索赔 */
    kind: varchar('kind', { length: 10 }).notNull(),
    event_date: date('event_date', { mode: 'string' }).notNull(),
    /** the document the event belongs to (QulInspection, QulHandling, QulClaim) */
    doc_type: varchar('doc_type', { length: 30 }).notNull(),
    doc_id: integer('doc_id').notNull(),
    doc_no: varchar('doc_no', { length: 20 }).notNull(),
    supplyid: integer('supplyid').notNull(),
    mtr_id: integer('mtr_id'),
    mtr_code: varchar('mtr_code', { length: 30 }).notNull().default(''),
    mtr_name: varchar('mtr_name', { length: 100 }).notNull().default(''),
    /** lot inspected, sample drawn, nonconforming found in the sample */
    lot_qty: qty('lot_qty').notNull().default(0),
    sample_size: integer('sample_size').notNull().default(0),
    defect_qty: integer('defect_qty').notNull().default(0),
    /** quantity rejected (inspection) or disposed (handling) */
    rejected_qty: qty('rejected_qty').notNull().default(0),
    /** 合格 | 不合格 | '' */
    verdict: varchar('verdict', { length: 10 }).notNull().default(''),
    /** the main defect code of the event ('' when none) */
    defect_code: varchar('defect_code', { length: 30 }).notNull().default(''),
    /** 退货 | 让步接收 | 返工 | 报废 (handling) or the claim's status */
    disposition: varchar('disposition', { length: 20 }).notNull().default(''),
    claim_amount: numeric('claim_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    userid: integer('userid'),
    user_name: varchar('user_name', { length: 50 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the list's default order is newest first: (event_date, id) scanned backwards, alone or after
    // an equality filter (ascending columns, so a backward scan gives ORDER BY … DESC as written)
    index('qul_ledger_date_idx').on(t.event_date, t.id),
    index('qul_ledger_supply_date_idx').on(t.supplyid, t.event_date, t.id),
    index('qul_ledger_mtr_date_idx').on(t.mtr_id, t.event_date, t.id),
    index('qul_ledger_kind_date_idx').on(t.kind, t.event_date, t.id),
    index('qul_ledger_verdict_date_idx').on(t.verdict, t.event_date, t.id),
    index('qul_ledger_defect_date_idx').on(t.defect_code, t.event_date, t.id),
  ],
)

const total = (name: string) => numeric(name, { precision: 16, scale: 2, mode: 'number' })

/** The figures a summary row adds up (the same in both summaries). */
const figureColumns = () => ({
  /** every event of the month (inspections, handlings, claims) */
  events: integer('events').notNull().default(0),
  /** inspections judged, and those judged 不合格 */
  lots: integer('lots').notNull().default(0),
  rejected_lots: integer('rejected_lots').notNull().default(0),
  /** lot quantity inspected and quantity rejected by the inspections */
  inspected_qty: total('inspected_qty').notNull().default(0),
  rejected_qty: total('rejected_qty').notNull().default(0),
  /** claims published minus withdrawn */
  claim_amount: total('claim_amount').notNull().default(0),
})

/**
 * 质量台账月汇总: the ledger's figures per supplier × material × month, kept by recordQualityEvent
 * with an upsert in the event's transaction, so statistics over a year read thousands of rows
 * instead of a million events. Recomputable from qul_ledger (rebuildLedgerSummary).
 */
export const qulLedgerMonth = pgTable(
  'qul_ledger_month',
  {
    supplyid: integer('supplyid').notNull(),
    /** 0: events without a material (e.g. a claim on a process fault) */
    mtr_id: integer('mtr_id').notNull(),
    /** first day of the month */
    month: date('month', { mode: 'string' }).notNull(),
    mtr_code: varchar('mtr_code', { length: 30 }).notNull().default(''),
    mtr_name: varchar('mtr_name', { length: 100 }).notNull().default(''),
    ...figureColumns(),
  },
  (t) => [primaryKey({ name: 'qul_ledger_month_pk', columns: [t.supplyid, t.mtr_id, t.month] }), index('qul_ledger_month_month_idx').on(t.month, t.supplyid)],
)

/**
 * The same figures per supplier × month (materials added up), kept by the same upsert: statistics
 * by supplier, month or supplier × month without a material filter read a year of 300 suppliers
 * as 3,600 rows instead of the materials' tens of thousands.
 */
export const qulLedgerSupplierMonth = pgTable(
  'qul_ledger_supplier_month',
  {
    supplyid: integer('supplyid').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    ...figureColumns(),
  },
  (t) => [primaryKey({ name: 'qul_ledger_supplier_month_pk', columns: [t.supplyid, t.month] }), index('qul_ledger_supplier_month_month_idx').on(t.month, t.supplyid)],
)
