import { workbillTypeResource } from '@scm/core/crm'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /crm/workbill/se_workbill_type 工单类型 — the list, form and detail generated from the core definition.
const Screen = resourceScreen(workbillTypeResource)

defineElement('scm-workbill-type', Screen, {
  description: '工单类型：维护工单类型及各优先级的响应与完工时限（工作小时）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
