import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /MyAccount/salechecklist 对账明细 — the statement screen (sale-check-list-screen.tsx) is a chunk of
// its own: the line answers, dialogs and version comparison load with the first statement opened.
const StatementScreen = lazyPart(
  'StatementScreen',
  () => import('./sale-check-list-screen').then((m) => m.StatementScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-sale-check-list', StatementScreen, {
  description: '对账单：采购员按供应商、公司与期间生成对账单（已检收货 × 约定单价，扣减已结算索赔，加减其他项目），停用明细，发布；供应商逐行确认或提出异议；采购员调整或维持后发布新版本，两版差异可查；全部确认后锁定',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的对账单 id' },
  },
  events: { 'scm-change': '保存、发布、确认、异议、处理或停用后触发，detail 为 {entity, action, id}' },
})
