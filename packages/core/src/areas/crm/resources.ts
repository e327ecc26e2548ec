import { defineCodeTable } from '../../resource/defs/code-table'
import { defineResource } from '../../resource/define'
import { phoneRule } from '../../resource/defs/fields'
import { vehicleResource } from '../../business/vehicle'
import { salesOrderResource } from '../../business/sales-order'


// After-sales base data (/crm/workbill/*): what a repair work order is classified and priced by.

/** 维修类别 — the category of a repair work order. */
export const maintainItemResource = defineCodeTable({
  name: 'SeMaintainItem',
  title: '维修类别',
  table: 'se_maintainitem',
  fn: 'crm_workbill_se_maintainitem',
  codeLabel: '类别编码',
  nameLabel: '类别名称',
  sortNo: false,
})

/** 服务方式 — how the service is delivered (at the outlet, on site, remote…). */
export const serviceMannerResource = defineCodeTable({
  name: 'SeServiceManner',
  title: '服务方式',
  table: 'se_servicemanner',
  fn: 'crm_workbill_se_servicemanner',
  codeLabel: '方式编码',
  nameLabel: '方式名称',
  sortNo: false,
})

/** 服务类别 — a priced service a work order may list, under a repair category. */
export const serviceItemResource = defineCodeTable({
  name: 'SeServiceItem',
  title: '服务类别',
  table: 'se_serviceitem',
  fn: 'crm_workbill_se_serviceitem',
  codeLabel: '类别编码',
  nameLabel: '类别名称',
  fields: {
    maintain_item_id: {
      kind: 'ref',
      label: '维修类别',
      ref: { resource: 'SeMaintainItem', labelField: 'name' },
      filter: ['eq'],
    },
    labor_hours: { kind: 'number', label: '工时定额(小时)', scale: 1, sort: true, sum: true, filter: ['gte', 'lte'] },
    price: { kind: 'money', label: '服务单价(元)', sort: true, sum: true, filter: ['gte', 'lte', 'between'] },
  },
  sortNo: false,
})

/** 服务网点 — where customers bring vehicles for service. */
export const serviceOutletResource = defineCodeTable({
  name: 'ServiceOutlets',
  title: '服务网点',
  table: 'pub_service_outlets',
  fn: 'crm_workbill_pub_ServiceOutlets',
  codeLabel: '网点编码',
  nameLabel: ['网点名称', 100],
  fields: {
    region: { kind: 'text', label: '所在地区', max: 50, filter: ['contains', 'eq'], sort: true },
    address: { kind: 'text', label: '详细地址', max: 200, filter: ['contains'] },
    contact: { kind: 'text', label: '联系人', max: 30 },
    phone: { kind: 'text', label: '联系电话', max: 20, rules: [phoneRule], example: '0731-88886666' },
    longitude: { kind: 'number', label: '经度', scale: 6, list: false },
    latitude: { kind: 'number', label: '纬度', scale: 6, list: false },
  },
  sortNo: false,
  search: ['address'],
})


// Customers, their vehicles and sales orders (/crm/custInfo, /crm/ordersupplement).

/**
 * 客户信息 — the customers of the enterprise's vehicles (the platform's sale_customer rows that
 * customer users are tied to). A customer user sees only his own row.
 */
export const customerResource = defineResource({
  name: 'CustInfo',
  title: '客户信息',
  table: 'sale_customer',
  fn: 'crm_custInfo',
  fields: {
    cust_code: { kind: 'text', label: '客户编码', required: true, max: 20, filter: ['contains', 'eq'], sort: true, width: 100 },
    cust_name: { kind: 'text', label: '客户名称', required: true, max: 100, filter: ['contains'], sort: true, width: 220 },
    contact: { kind: 'text', label: '联系人', max: 30, width: 90 },
    phone: { kind: 'text', label: '联系电话', max: 30, rules: [phoneRule], example: '0551-62654400', width: 130 },
    email: { kind: 'text', label: '邮箱', max: 100, width: 180 },
    region: { kind: 'text', label: '所在地区', max: 50, filter: ['contains', 'eq'], sort: true, width: 100 },
    address: { kind: 'text', label: '详细地址', max: 200, filter: ['contains'], width: 240 },
    // the owner column: the customer id itself (read-only, the row's key)
    customer_id: { kind: 'number', label: '客户ID', scale: 0, readOnly: true, list: false },
  },
  scope: { customer: 'customer_id' },
  defaultSort: { field: 'cust_code', order: 'asc' },
  searchKeyFields: ['cust_code', 'cust_name', 'contact', 'address'],
  unique: [['cust_code']],
})

const slaHours = (label: string) => ({ kind: 'number', label, required: true, scale: 1, width: 100 }) as const

/** 工单类型 — what kind of service a work order is, with its SLA hours per priority (business hours). */
export const workbillTypeResource = defineCodeTable({
  name: 'SeWorkbillType',
  title: '工单类型',
  table: 'se_workbill_type',
  fn: 'crm_workbill_se_workbill_type',
  codeLabel: '类型编码',
  nameLabel: '类型名称',
  fields: {
    resp_hours_urgent: slaHours('紧急响应(小时)'),
    done_hours_urgent: slaHours('紧急完工(小时)'),
    resp_hours_high: slaHours('较急响应(小时)'),
    done_hours_high: slaHours('较急完工(小时)'),
    resp_hours_normal: slaHours('一般响应(小时)'),
    done_hours_normal: slaHours('一般完工(小时)'),
  },
  sortNo: false,
})

export const crmResources = [
  maintainItemResource,
  serviceMannerResource,
  serviceItemResource,
  serviceOutletResource,
  customerResource,
  vehicleResource,
  salesOrderResource,
  workbillTypeResource,
]
