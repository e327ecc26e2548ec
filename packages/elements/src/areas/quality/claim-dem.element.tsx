import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /QulManage/claimDem 索赔单 — the screen (claim-dem-screen.tsx) is a chunk of its own: the claim's
// definition with its 8D report does not fit the first-paint budget beside the list.
const ClaimScreen = lazyPart(
  'ClaimScreen',
  () => import('./claim-dem-screen').then((m) => m.ClaimScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-claim-dem', ClaimScreen, {
  description: '索赔单：索赔录入与明细、发布、供应商以 8D 报告答复或申诉、接受或退回 8D、驳回、结算，附件与操作记录',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的索赔单 id' },
  },
  events: { 'scm-change': '保存、操作、上传或删除后触发，detail 为 {entity, action, id}' },
})
