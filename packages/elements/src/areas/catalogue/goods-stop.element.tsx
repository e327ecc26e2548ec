import { GOODS_STATUSES } from '@scm/core/catalogue'
import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /materialManage/materialStop — the goods screen of one state (goods-screen.tsx, a chunk of its own).
const GoodsScreen = lazyPart(
  'GoodsScreen',
  () => import('./goods-screen').then((m) => m.GoodsScreen),
  () => <p role="status">加载中…</p>,
)

function GoodsStopScreen({ pageSize }: { pageSize?: number }) {
  return <GoodsScreen status={GOODS_STATUSES[2]} pageSize={pageSize} />
}

defineElement('scm-goods-stop', GoodsStopScreen, {
  description: '停售商品：查看停售原因与记录，恢复为未上架',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '保存、上架、下架、停售或恢复后触发，detail 为 {entity, action, id}' },
})
