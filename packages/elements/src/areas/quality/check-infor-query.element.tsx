import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /QulManage/check_infor_query 来料检验查询 — the screen (check-infor-query-screen.tsx) is a chunk of
// its own: the inspection's definition and 发起索赔 (the claim's) do not fit the first-paint budget.
const InspectionQueryScreen = lazyPart(
  'InspectionQueryScreen',
  () => import('./check-infor-query-screen').then((m) => m.InspectionQueryScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-check-infor-query', InspectionQueryScreen, {
  description: '来料检验查询：检验单列表、抽样方案与判定、检验项目与缺陷、附件与操作记录、导出，不合格批发起索赔',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的检验单 id' },
  },
  events: {
    'scm-change': '保存、判定、作废或发起索赔后触发，detail 为 {entity, action, id}',
    'scm-navigate': '发起索赔后打开索赔单，detail 为 {path:"/QulManage/claimDem?id=…"}',
  },
})
