import { standardTypeResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /QulManage/standard/standard_type 检验基准类型 — the list, form and detail generated from the core definition.
const StandardTypeScreen = resourceScreen(standardTypeResource)

defineElement('scm-standard-type', StandardTypeScreen, {
  description: '检验基准类型：维护来料、过程、成品等检验标准的类别',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
