import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /todo/todoTypeList 待办分类 — the department's to-do.
const Screen = lazyPart(
  'TodoTypeList',
  () => import('./todo-type-list').then((m) => m.TodoTypeList),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-todo-type-list', Screen, {
  description: '待办分类：本部门待处理的产品变更、技术变更与待评审订单，显示已等待天数',
  attributes: {

  },
  events: { 'scm-navigate': '打开订单评审或变更详情，detail 为 {path}' },
})
