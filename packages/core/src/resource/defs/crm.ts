import { defineResource } from '../define'
import { codeField, enabledField, nameField, phoneRule, remarkField } from './fields'

// After-sales base data (/crm/workbill/*): what a repair work order is classified and priced by.

/** 维修类别 — the category of a repair work order. */
export const maintainItemResource = defineResource({
  name: 'SeMaintainItem',
  title: '维修类别',
  table: 'se_maintainitem',
  fn: 'crm_workbill_se_maintainitem',
  fields: {
    code: codeField('类别编码'),
    name: nameField('类别名称'),
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name'],
  unique: [['code']],
})

/** 服务方式 — how the service is delivered (at the outlet, on site, remote…). */
export const serviceMannerResource = defineResource({
  name: 'SeServiceManner',
  title: '服务方式',
  table: 'se_servicemanner',
  fn: 'crm_workbill_se_servicemanner',
  fields: {
    code: codeField('方式编码'),
    name: nameField('方式名称'),
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name'],
  unique: [['code']],
})

/** 服务类别 — a priced service a work order may list, under a repair category. */
export const serviceItemResource = defineResource({
  name: 'SeServiceItem',
  title: '服务类别',
  table: 'se_serviceitem',
  fn: 'crm_workbill_se_serviceitem',
  fields: {
    code: codeField('类别编码'),
    name: nameField('类别名称'),
    maintain_item_id: {
      kind: 'ref',
      label: '维修类别',
      ref: { resource: 'SeMaintainItem', labelField: 'name' },
      filter: ['eq'],
    },
    labor_hours: { kind: 'number', label: '工时定额(小时)', scale: 1, sort: true, sum: true, filter: ['gte', 'lte'] },
    price: { kind: 'money', label: '服务单价(元)', sort: true, sum: true, filter: ['gte', 'lte', 'between'] },
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name'],
  unique: [['code']],
})

/** 服务网点 — where customers bring vehicles for service. */
export const serviceOutletResource = defineResource({
  name: 'ServiceOutlets',
  title: '服务网点',
  table: 'pub_service_outlets',
  fn: 'crm_workbill_pub_ServiceOutlets',
  fields: {
    code: codeField('网点编码'),
    name: nameField('网点名称', 100),
    region: { kind: 'text', label: '所在地区', max: 50, filter: ['contains', 'eq'], sort: true },
    address: { kind: 'text', label: '详细地址', max: 200, filter: ['contains'] },
    contact: { kind: 'text', label: '联系人', max: 30 },
    phone: { kind: 'text', label: '联系电话', max: 20, rules: [phoneRule], example: '0731-88886666' },
    longitude: { kind: 'number', label: '经度', scale: 6, list: false },
    latitude: { kind: 'number', label: '纬度', scale: 6, list: false },
    enabled: enabledField(),
    remark: remarkField(),
  },
  defaultSort: { field: 'code', order: 'asc' },
  searchKeyFields: ['code', 'name', 'address'],
  unique: [['code']],
})

export const crmResources = [maintainItemResource, serviceMannerResource, serviceItemResource, serviceOutletResource]
