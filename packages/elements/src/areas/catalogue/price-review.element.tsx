import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /partsManage/PriceReview 价格审核 — the screen is a chunk of its own (price-review-screen.tsx).
const PriceReviewScreen = lazyPart(
  'PriceReviewScreen',
  () => import('./price-review-screen').then((m) => m.PriceReviewScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-price-review', PriceReviewScreen, {
  description: '价格审核：供应商为本方配件报价（有效期）并提交；采购员对比现行价格与其他供应商报价后提交审批或退回；显示配件价格历史',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的报价单 id' },
  },
  events: { 'scm-change': '保存、操作或上传后触发，detail 为 {entity, action, id}' },
})
