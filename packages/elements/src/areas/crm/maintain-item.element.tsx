import { maintainItemResource } from '@scm/core/crm'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /crm/workbill/se_maintainitem 维修类别 — the list, form and detail generated from the core definition.
const MaintainItemScreen = resourceScreen(maintainItemResource)

defineElement('scm-maintain-item', MaintainItemScreen, {
  description: '维修类别：维护维修工单的类别',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
