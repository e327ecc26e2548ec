import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /package/query 包装查询 — the approved packaging specifications.
const PackageQueryScreen = lazyPart(
  'PackageQueryScreen',
  () => import('./package-screens').then((m) => m.PackageQueryScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-package-query', PackageQueryScreen, {
  description: '包装查询：查询已批准的包装规格（收货时按其每包装数量核对整包）',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的包装规格 id' },
  },
  events: { 'scm-change': '操作后触发，detail 为 {entity, action, id}' },
})
