import { claimDocument } from '@scm/core'
import { defineElement } from '../../runtime'
import { documentScreen } from '../../document/document-screen'

// /QulManage/claimDem 索赔单 — the list, editor and detail derived from the core document
// definition: staff create and publish claims, the supplier confirms or appeals his own, staff
// reject appeals, withdraw or settle; every move is in the history timeline.
const ClaimScreen = documentScreen(claimDocument)

defineElement('scm-claim-dem', ClaimScreen, {
  description: '索赔单：索赔录入与明细、发布、供应商确认或申诉、驳回、结算，附件与操作记录',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的索赔单 id' },
  },
  events: { 'scm-change': '保存、操作、上传或删除后触发，detail 为 {entity, action, id}' },
})
