import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// <scm-supplier-claims>: the claims of the signed-in supplier, answered with an 8D or appealed, on
// his own extranet page (supplier-claims-screen.tsx, a chunk of its own in the module build; the
// single-file build carries it whole).
const SupplierClaims = lazyPart(
  'SupplierClaims',
  () => import('./supplier-claims-screen').then((m) => m.SupplierClaims),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-supplier-claims', SupplierClaims, {
  description: '供应商索赔答复：供应商查看自己的索赔单（状态、金额），以 8D 报告（含附件）答复或填写原因申诉，查看操作记录',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '提交 8D、申诉或上传附件后触发，detail 为 {entity, action, id}' },
  embeddable: true,
})
