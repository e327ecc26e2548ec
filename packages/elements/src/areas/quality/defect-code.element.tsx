import { defectCodeResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /QulManage/check_defect 缺陷代码维护 — the list, form and detail generated from the core definition.
const DefectCodeScreen = resourceScreen(defectCodeResource)

defineElement('scm-defect-code', DefectCodeScreen, {
  description: '缺陷代码：维护缺陷编码、名称、缺陷等级（A 致命 / B 严重 / C 轻微）与缺陷类别',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
