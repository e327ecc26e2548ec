import { GOODS_STATUSES } from '@scm/core/catalogue'
import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /materialManage/materialOn — the goods screen of one state (goods-screen.tsx, a chunk of its own).
const GoodsScreen = lazyPart(
  'GoodsScreen',
  () => import('./goods-screen').then((m) => m.GoodsScreen),
  () => <p role="status">加载中…</p>,
)

function GoodsOnScreen({ pageSize }: { pageSize?: number }) {
  return <GoodsScreen status={GOODS_STATUSES[0]} pageSize={pageSize} />
}

defineElement('scm-goods-on', GoodsOnScreen, {
  description: '已上架商品：客户可见的在售商品；可编辑、下架（填写原因）、停售（有未完成销售订单时不能停售）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存、上架、下架、停售或恢复后触发，detail 为 {entity, action, id}' },
})
