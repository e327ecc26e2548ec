import { serviceItemResource } from '@scm/core/crm'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /crm/workbill/se_serviceitem 服务类别 — the list, form and detail generated from the core definition.
const ServiceItemScreen = resourceScreen(serviceItemResource)

defineElement('scm-service-item', ServiceItemScreen, {
  description: '服务类别：维护服务项目、工时定额与单价',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
