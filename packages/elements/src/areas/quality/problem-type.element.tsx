import { problemTypeResource } from '@scm/core/quality'
import { defineElement } from '../../runtime'
import { resourceScreen } from '../../resource/resource-element'

// /QulManage/problemType 问题类型 — the list, form and detail generated from the core definition.
const ProblemTypeScreen = resourceScreen(problemTypeResource)

defineElement('scm-problem-type', ProblemTypeScreen, {
  description: '问题类型：维护质量问题的分类',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存或删除后触发，detail 为 {entity, action, id | ids}' },
})
