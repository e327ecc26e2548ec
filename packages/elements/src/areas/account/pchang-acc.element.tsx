import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /MyAccount/PchangAcc 采购发票: the supplier records his invoice (and attaches its scan) against a
// confirmed statement; the server matches each line three ways and marks it 已匹配 or 不符 with why.
// The screen (pchang-acc-screen.tsx) is a chunk of its own: the kit's editor does not fit the
// first-paint budget beside the list.
const InvoiceScreen = lazyPart(
  'InvoiceScreen',
  () => import('./pchang-acc-screen').then((m) => m.InvoiceScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-pchang-acc', InvoiceScreen, {
  description: '采购发票：供应商按已确认的对账单登记发票（号码、日期、税额、逐行数量单价金额）并上传发票附件，系统按订单单价、合格数量与发票三单匹配，不符的行标明原因',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的发票 id' },
  },
  events: { 'scm-change': '保存后触发，detail 为 {entity, action, id}' },
})
