import { faultCodeResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /QulManage/check_fault 故障代码维护 — the list, form and detail generated from the core definition.
const FaultCodeScreen = resourceScreen(faultCodeResource)

defineElement('scm-fault-code', FaultCodeScreen, {
  description: '故障代码：维护故障编码、名称、所属系统/总成、严重度与适用产品',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
