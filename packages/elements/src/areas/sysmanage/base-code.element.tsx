import { baseCodeResource } from '@scm/core/sysmanage'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /sysmanage/basecode 基础编码 — the list, form and detail generated from the core definition.
const BaseCodeScreen = resourceScreen(baseCodeResource)

defineElement('scm-base-code', BaseCodeScreen, {
  description: '基础编码：按编码类别维护编码（只能为数字）与名称',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
