import { checkInforTypeResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /QulManage/check_infor_type 来料检验类型 — the list, form and detail generated from the core definition.
const CheckInforTypeScreen = resourceScreen(checkInforTypeResource)

defineElement('scm-check-infor-type', CheckInforTypeScreen, {
  description: '来料检验类型：维护首件检验、批次检验、复检等检验记录的类型',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
