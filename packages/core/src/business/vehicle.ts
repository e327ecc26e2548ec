import type { Rule } from '../validate'
import { defineResource } from '../resource/define'

// THE vehicle (DOMAIN.md "Records that several areas share"): one record from the line to the last
// repair. Production builds it (plan no, model, configuration, engine no, the station it is at, its
// offline date), after-sales delivers and services it (customer, plate, warranty). Both areas read
// and write this one definition and its one table (se_cust_vehicle, kept under its first name).

/** VIN: 17 characters, digits and capitals without I, O and Q (ISO 3779). */
export const vinRule: Rule = Object.freeze({ trigger: 'blur', message: '车架号(VIN)须为17位字母或数字（不含I、O、Q）', pattern: /^[A-HJ-NPR-Z0-9]{17}$/ })

/** 车架号 as every record holds it. */
export const vinField = { kind: 'text', label: '车架号(VIN)', required: true, max: 17, rules: [vinRule], example: 'LWJ1A2B3C4D567890', filter: ['contains', 'eq'], sort: true, width: 170 } as const

/**
 * Where a vehicle is now: on the line (at a station), offline in stock, delivered to a customer,
 * in service (an open repair). Written once here; trace counts, tags and filters read it.
 */
export const VEHICLE_LOCATIONS = [
  { value: '在线', tone: 'processing' },
  { value: '下线在库', tone: 'warning' },
  { value: '已交付', tone: 'success' },
  { value: '服务中', tone: 'error' },
] as const
export type VehicleLocation = (typeof VEHICLE_LOCATIONS)[number]['value']
/** Where a vehicle is its customer's: the places 客户车辆 lists unless asked for all (production's are the rest). */
export const CUSTOMER_VEHICLE_LOCATIONS: readonly VehicleLocation[] = ['已交付', '服务中']

/** 客户车辆 / 整车 — a vehicle by VIN; a customer user sees only his own (those delivered to him). */
export const vehicleResource = defineResource({
  name: 'CustVehicle',
  title: '客户车辆',
  table: 'se_cust_vehicle',
  fn: 'crm_custInfo',
  fields: {
    vin: vinField,
    // empty until the vehicle is delivered
    customer_id: { kind: 'ref', label: '客户', ref: { resource: 'CustInfo', labelField: 'cust_name' }, filter: ['eq'], width: 200 },
    model: { kind: 'text', label: '车型', required: true, max: 50, filter: ['contains'], sort: true, width: 120 },
    configuration: { kind: 'text', label: '配置', max: 100, width: 160 },
    plate_no: { kind: 'text', label: '车牌号', max: 20, filter: ['contains'], width: 100 },
    sa_order_id: { kind: 'ref', label: '销售订单', ref: { resource: 'SaOrder', labelField: 'order_no' }, filter: ['eq'], width: 150 },
    delivery_date: { kind: 'date', label: '交付日期', filter: ['between'], sort: true, width: 110 },
    warranty_end: { kind: 'date', label: '保修截止', sort: true, width: 110 },
    // production: the plan it was built under, its engine, where it is now and when it went offline
    plan_no: { kind: 'text', label: '生产计划号', max: 30, filter: ['contains', 'eq'], sort: true, width: 130 },
    engine_no: { kind: 'text', label: '发动机号', max: 30, filter: ['contains', 'eq'], width: 130 },
    location: {
      kind: 'enum',
      label: '当前位置',
      options: VEHICLE_LOCATIONS.map((l) => ({ value: l.value, label: l.value })),
      default: '已交付',
      filter: ['eq', 'in'],
      width: 90,
    },
    station_id: { kind: 'ref', label: '所在工位', ref: { resource: 'Station', labelField: 'station_name' }, filter: ['eq'], width: 110 },
    online_at: { kind: 'datetime', label: '上线时间', readOnly: true, sort: true, list: false },
    offline_date: { kind: 'date', label: '下线日期', filter: ['between'], sort: true, width: 110 },
    final_checked_at: { kind: 'datetime', label: '终检时间', readOnly: true, list: false },
  },
  scope: { customer: 'customer_id' },
  defaultSort: { field: 'vin', order: 'asc' },
  searchKeyFields: ['vin', 'model', 'plate_no', 'plan_no', 'engine_no'],
  unique: [['vin']],
})
