import { onsiteCheckItemResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /qas/qaOnsiteCheckitem 检验项目维护 — the on-site check items per station, generated from the core definition.
const OnsiteCheckItemScreen = resourceScreen(onsiteCheckItemResource)

defineElement('scm-qa-onsite-checkitem', OnsiteCheckItemScreen, {
  description: '现场检验项目：按工位维护检验项目、方法、标准与关键项',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
