import { partTypeResource } from '@scm/core/catalogue'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /partsManage/typeManage 配件类型管理 — the list, form and detail generated from the core definition.
const PartTypeScreen = resourceScreen(partTypeResource)

defineElement('scm-part-type', PartTypeScreen, {
  description: '配件类型管理：维护配件的类型（编码只能为数字）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
