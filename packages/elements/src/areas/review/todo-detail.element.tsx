import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /todo/todoDetail?kind=&id= 待办详情.
const Screen = lazyPart(
  'TodoDetailScreen',
  () => import('./todo-detail-screen').then((m) => m.TodoDetailScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-todo-detail', Screen, {
  description: '待办详情：一个变更的内容、各部门处理（本部门处理）与影响的订单和采购订单行',
  attributes: {
    kind: { type: 'string', description: '变更类型 tc（产品变更）或 td（技术变更）' },
    recordId: { type: 'number', description: '变更单 id（门户中为 ?id=）' },
  },
  events: { 'scm-navigate': '打开订单评审或变更详情，detail 为 {path}' },
})
