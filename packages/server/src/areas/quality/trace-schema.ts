import { checkLogDocument, onsiteCheckItemResource, processFaultDocument, qualityAgreementDocument } from '@scm/core/quality'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { documentTables } from '../../document/table'
import { resourceTable } from '../../resource/table'
import { orgDept, orgStation } from '../../identity/org-schema'
import { pcSupply, pubMateriel } from '../../identity/partner-schema'
import { seCustVehicle } from '../../business/vehicle-schema'
import { pcReceiptLine } from '../../business/receipt-schema'
import { qulFaultCode } from './schema'
import { qulKeyRouteLine } from '../../business/key-route-schema'

// Production quality and traceability: key routes, flow cards (steps and part bindings), process
// faults, and the flattened vehicle × part table the trace reads.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string', precision: 0 })

/** 关键工序路线: the shared route tables (business/key-route-schema.ts; work instructions read them too). */
export { keyRouteTables, qulKeyRoute, qulKeyRouteLine } from '../../business/key-route-schema'

/** 生产过程故障: a document of the kit; the vehicle's open faults block its offline and final checks. */
export const processFaultTables = documentTables(processFaultDocument, {
  refs: { vehicle_id: () => seCustVehicle, station_id: () => orgStation, fault_code_id: () => qulFaultCode, dept_id: () => orgDept, supplyid: () => pcSupply },
  indexes: [['vehicle_id', 'status'], ['supplyid', 'status'], ['rcv_line_id'], ['station_id', 'found_at']],
})
export const qulProcessFault = processFaultTables.header

/**
 * 装配流程卡 — what was done to a vehicle at a station: a key process (route line) done and checked,
 * or the vehicle's 下线 / 终检 check. Never updated: a redo is a new row.
 */
export const qulFlowStep = pgTable(
  'qul_flow_step',
  {
    id: serial('id').primaryKey(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => seCustVehicle.id),
    /** 工序 | 下线 | 终检 */
    kind: varchar('kind', { length: 10 }).notNull(),
    route_line_id: integer('route_line_id').references(() => qulKeyRouteLine.id),
    station_id: integer('station_id').references(() => orgStation.id),
    /** 合格 | 不合格 */
    result: varchar('result', { length: 10 }).notNull(),
    remark: varchar('remark', { length: 500 }).notNull().default(''),
    userid: integer('userid'),
    user_name: varchar('user_name', { length: 50 }).notNull().default(''),
    done_at: at('done_at').notNull(),
  },
  (t) => [index('qul_flow_step_vehicle_idx').on(t.vehicle_id, t.id)],
)

/**
 * 关键件绑定 — every key part ever bound into a vehicle: part no, serial and/or supplier batch (the
 * receipt line it came in). Unbinding or replacing keeps the row with who, when and why.
 */
export const qulPartBinding = pgTable(
  'qul_part_binding',
  {
    id: serial('id').primaryKey(),
    vehicle_id: integer('vehicle_id')
      .notNull()
      .references(() => seCustVehicle.id),
    route_line_id: integer('route_line_id').references(() => qulKeyRouteLine.id),
    station_id: integer('station_id').references(() => orgStation.id),
    mtr_id: integer('mtr_id')
      .notNull()
      .references(() => pubMateriel.mtrId),
    serial_no: varchar('serial_no', { length: 50 }).notNull().default(''),
    rcv_line_id: integer('rcv_line_id').references(() => pcReceiptLine.id),
    supplyid: integer('supplyid'),
    bound_by: varchar('bound_by', { length: 50 }).notNull().default(''),
    bound_at: at('bound_at').notNull(),
    unbound_by: varchar('unbound_by', { length: 50 }),
    unbound_at: at('unbound_at'),
    unbind_reason: varchar('unbind_reason', { length: 200 }),
    /** the binding that replaced this one */
    replaced_by: integer('replaced_by'),
  },
  (t) => [
    index('qul_part_binding_vehicle_idx').on(t.vehicle_id, t.id),
    // one live binding per route line of a vehicle
    uniqueIndex('qul_part_binding_live_idx')
      .on(t.vehicle_id, t.route_line_id)
      .where(sql`unbound_at is null`),
  ],
)

/**
 * The flattened vehicle × part table: the live bindings only, written in the binding's
 * transaction (bind inserts, unbind deletes), so a batch → its vehicles is one index range
 * (ARCHITECTURE.md: 3.5–4 ms for 10,000 VINs, against 42–110 ms walking the bindings).
 */
export const qulVehiclePart = pgTable(
  'qul_vehicle_part',
  {
    binding_id: integer('binding_id')
      .primaryKey()
      .references(() => qulPartBinding.id),
    vehicle_id: integer('vehicle_id').notNull(),
    mtr_id: integer('mtr_id').notNull(),
    rcv_line_id: integer('rcv_line_id'),
    supplyid: integer('supplyid'),
    serial_no: varchar('serial_no', { length: 50 }).notNull().default(''),
    station_id: integer('station_id'),
    bound_at: at('bound_at').notNull(),
    /**
     * The vehicle's VIN and where it is now, copied by the database (triggers of the migration
     * 0026: filled on insert, followed when the vehicle moves, whichever area moves it), so a batch's
     * ten thousand vehicles are counted by place and paged by VIN from this one index range.
     */
    vin: varchar('vin', { length: 17 }).notNull().default(''),
    location: varchar('location', { length: 20 }).notNull().default(''),
  },
  (t) => [
    index('qul_vehicle_part_batch_idx').on(t.rcv_line_id, t.location, t.vin, t.vehicle_id, t.binding_id),
    index('qul_vehicle_part_vehicle_idx').on(t.vehicle_id),
    index('qul_vehicle_part_serial_idx').on(t.serial_no),
    index('qul_vehicle_part_station_idx').on(t.station_id, t.bound_at),
  ],
)

/**
 * How many vehicles hold a part of a supplier batch (receipt line), by where they are now: kept by
 * the database (statement triggers on qul_vehicle_part, hand-written in migration 0031) as parts
 * are bound, unbound and vehicles move, so a recall's counts by place are a few rows, not a
 * reading of its ten thousand vehicles. A vehicle with two parts of one batch counts once.
 */
export const qulBatchPlace = pgTable(
  'qul_batch_place',
  {
    rcv_line_id: integer('rcv_line_id').notNull(),
    location: varchar('location', { length: 20 }).notNull(),
    vehicles: integer('vehicles').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.rcv_line_id, t.location] })],
)

/** A trace result kept by name: its vehicles as they were, unchanged by later bindings. */
export const qulTraceSnapshot = pgTable('qul_trace_snapshot', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  /** the scope traced ({by, value, …}) */
  scope: jsonb('scope').notNull(),
  /** the scope's supplier when the scope is a batch or a serial (a supplier sees his own) */
  supplyid: integer('supplyid'),
  total: integer('total').notNull(),
  created_by: varchar('created_by', { length: 50 }).notNull(),
  created_at: at('created_at').notNull(),
})

export const qulTraceSnapshotVehicle = pgTable(
  'qul_trace_snapshot_vehicle',
  {
    snapshot_id: integer('snapshot_id')
      .notNull()
      .references(() => qulTraceSnapshot.id, { onDelete: 'cascade' }),
    vehicle_id: integer('vehicle_id').notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    model: varchar('model', { length: 50 }).notNull().default(''),
    location: varchar('location', { length: 20 }).notNull().default(''),
    customer_name: varchar('customer_name', { length: 100 }).notNull().default(''),
    part: varchar('part', { length: 200 }).notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.snapshot_id, t.vehicle_id] })],
)

/** 技术质量协议 per supplier. */
export const qualityAgreementTables = documentTables(qualityAgreementDocument, { refs: { supplyid: () => pcSupply }, indexes: [['supplyid', 'status']] })
export const qulAgreement = qualityAgreementTables.header

/** 现场检验项目: the on-site check items of a station. */
export const qasOnsiteCheckItem = resourceTable(onsiteCheckItemResource, { refs: { station_id: () => orgStation }, indexes: [['station_id']] })

/** 故障检验记录: a vehicle's on-site inspection at a station, item by item. */
export const checkLogTables = documentTables(checkLogDocument, { refs: { vehicle_id: () => seCustVehicle, station_id: () => orgStation }, indexes: [['vehicle_id'], ['station_id']] })
export const qasCheckLog = checkLogTables.header
export const qasCheckLogLine = checkLogTables.lines!
