import { salesOrderResource } from '@scm/core/business'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /crm/ordersupplement 销售订单 — the list, form and detail generated from the core definition.
const Screen = resourceScreen(salesOrderResource)

defineElement('scm-sales-orders', Screen, {
  description: '销售订单：客户的销售订单（车型、配置、数量、交货日期与已交付 VIN）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
