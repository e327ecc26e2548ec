import { checkTypeResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /MyQAS/CheckType 检验项目维护 — the list, form and detail generated from the core definition.
const CheckTypeScreen = resourceScreen(checkTypeResource)

defineElement('scm-check-type', CheckTypeScreen, {
  description: '检验项目：维护检验项目、检验阶段与检验方法',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
