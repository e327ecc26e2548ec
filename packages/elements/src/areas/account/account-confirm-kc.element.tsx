import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// The screen (account-confirm-kc-screen.tsx) is a chunk of its own, within the first-paint budget.
const AccountConfirmKc = lazyPart(
  'AccountConfirmKc',
  () => import('./account-confirm-kc-screen').then((m) => m.AccountConfirmKc),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-account-confirm-kc', AccountConfirmKc, {
  description: '余额确认：查看已发布的往来余额（按公司与月份），供应商逐条确认或填写原因提出异议，采购方查看答复',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '确认或提出异议后触发，detail 为 {entity, action, id}' },
})
