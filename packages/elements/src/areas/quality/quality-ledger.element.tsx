import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /QulManage/accQuery 质量台账查询 — every quality event (inspection, handling, claim) in one list
// with its filters and export, and statistics by supplier, material and month with charts
// (quality-ledger-screen.tsx).
const QualityLedgerScreen = lazyPart(
  'QualityLedgerScreen',
  () => import('./quality-ledger-screen').then((m) => m.QualityLedgerScreen),
  () => <p role="status">加载中…</p>,
)
defineElement('scm-quality-ledger', QualityLedgerScreen, {
  description: '质量台账：检验、处理、索赔事件列表与导出；按供应商、物料、月份统计批不合格率、PPM、索赔金额并以图表显示',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    view: { type: 'string', description: "打开时显示的页签：'stats' 为统计分析，默认台账明细" },
  },
})
