import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// The screen (unit-balance-publish-screen.tsx) is a chunk of its own, within the first-paint budget.
const UnitBalancePublish = lazyPart(
  'UnitBalancePublish',
  () => import('./unit-balance-publish-screen').then((m) => m.UnitBalancePublish),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-unit-balance-publish', UnitBalancePublish, {
  description: '余额发布：采购方按公司与月份查看各供应商当前的期初、对账、付款与期末余额，发布所选或全部余额供供应商确认；已确认的余额不再发布',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '发布后触发，detail 为 {entity, action}' },
})
