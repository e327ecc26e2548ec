import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /orderAudit/PicProjectItem 订单图片项目.
const Screen = lazyPart(
  'PicItemScreen',
  () => import('./pic-item-screen').then((m) => m.PicItemScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-pic-project-item', Screen, {
  description: '订单图片项目：订单所需的照片（全部订单、某车型或某配置），可作废与启用',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: { 'scm-navigate': '打开订单评审或变更详情，detail 为 {path}' },
})
