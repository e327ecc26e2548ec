import { GOODS_STATUSES } from '@scm/core/catalogue'
import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /materialManage/materialOff — the goods screen of one state (goods-screen.tsx, a chunk of its own).
const GoodsScreen = lazyPart(
  'GoodsScreen',
  () => import('./goods-screen').then((m) => m.GoodsScreen),
  () => <p role="status">加载中…</p>,
)

function GoodsOffScreen({ pageSize }: { pageSize?: number }) {
  return <GoodsScreen status={GOODS_STATUSES[1]} pageSize={pageSize} />
}

defineElement('scm-goods-off', GoodsOffScreen, {
  description: '未上架商品：新增与编辑商品（编码、名称、分类、售价、描述、有序图片、复制其他商品图片），上架或停售',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存、上架、下架、停售或恢复后触发，detail 为 {entity, action, id}' },
})
