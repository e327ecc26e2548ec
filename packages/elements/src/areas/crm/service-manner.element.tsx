import { serviceMannerResource } from '@scm/core/crm'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /crm/workbill/se_servicemanner 服务方式 — the list, form and detail generated from the core definition.
const ServiceMannerScreen = resourceScreen(serviceMannerResource)

defineElement('scm-service-manner', ServiceMannerScreen, {
  description: '服务方式：维护进站、上门等服务方式',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
