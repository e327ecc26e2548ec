import { commonProblemResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /QulManage/commonProblem 常见问题 — the list, form and detail generated from the core definition.
const CommonProblemScreen = resourceScreen(commonProblemResource)

defineElement('scm-common-problem', CommonProblemScreen, {
  description: '常见问题：维护常见质量问题及其处理措施',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
