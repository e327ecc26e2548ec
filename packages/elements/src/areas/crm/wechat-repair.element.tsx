import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// <scm-wechat-repair>: a customer's repair widget for WeChat pages (demo/wechat-repair.html) — report
// a fault with photos on one of his vehicles, follow his work orders, accept a finished repair, read
// the return visit (wechat-repair-screen.tsx, a chunk of its own in the module build; the
// single-file build carries it whole).
const WechatRepair = lazyPart(
  'WechatRepair',
  () => import('./wechat-repair-screen').then((m) => m.WechatRepair),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-wechat-repair', WechatRepair, {
  description: '微信报修：客户在手机上为自己的车辆（按车架号选择）报修并上传故障照片，查看工单状态与完工时效，验收已完工的维修，查看回访评价与操作记录',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '报修、上传照片或验收后触发，detail 为 {entity, action, id}' },
  embeddable: true,
})
