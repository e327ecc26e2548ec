import { defineCodeTable } from './code-table'
import { phoneRule } from './fields'

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

export const crmResources = [maintainItemResource, serviceMannerResource, serviceItemResource, serviceOutletResource]
