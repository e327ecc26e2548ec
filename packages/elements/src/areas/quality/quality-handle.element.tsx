import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /QulManage/qualityHandle 质量处理 — the screen (quality-handle-screen.tsx) is a chunk of its own:
// the handling's and the inspection's definitions and 发起索赔 do not fit the first-paint budget.
const QualityHandleScreen = lazyPart(
  'QualityHandleScreen',
  () => import('./quality-handle-screen').then((m) => m.QualityHandleScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-quality-handle', QualityHandleScreen, {
  description: '质量处理：待处理的不合格批，按退货、让步接收、返工、报废分数量处理并记录原因，处理完成后回写收货与订单',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的判定处理单 id' },
  },
  events: {
    'scm-change': '保存、处理完成、作废或发起索赔后触发，detail 为 {entity, action, id}',
    'scm-navigate': '发起索赔后打开索赔单，detail 为 {path:"/QulManage/claimDem?id=…"}',
  },
})
