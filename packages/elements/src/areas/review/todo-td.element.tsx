import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /todo/td 技术变更 — documents of the kit.
const Screen = lazyPart(
  'TdScreen',
  () => import('./todo-screens').then((m) => m.TdScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-todo-td', Screen, {
  description: '待处理技术变更：技术变更单（涉及零件与车型、生效日期、附件），各部门处理与影响的订单和采购订单行',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的变更单 id' },
  },
  events: { 'scm-navigate': '打开订单评审或变更详情，detail 为 {path}', 'scm-change': '保存、发布或关闭后触发，detail 为 {entity, action, id}' },
})
