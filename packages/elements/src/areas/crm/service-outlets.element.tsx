import { serviceOutletResource } from '@scm/core/crm'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /crm/workbill/pub_ServiceOutlets 服务网点 — the list, form and detail generated from the core definition.
const ServiceOutletsScreen = resourceScreen(serviceOutletResource)

defineElement('scm-service-outlets', ServiceOutletsScreen, {
  description: '服务网点：维护售后服务网点的地址与联系方式',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
