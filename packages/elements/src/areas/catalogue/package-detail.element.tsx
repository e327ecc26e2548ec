import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /package/detail 包装详情 (hidden, reached by link) — with ?id= that specification's detail opens
// at once over the list (actions, files, the field-by-field comparison, history).
const PackageListScreen = lazyPart(
  'PackageListScreen',
  () => import('./package-screens').then((m) => m.PackageListScreen),
  () => <p role="status">加载中…</p>,
)

function PackageDetailScreen({ recordId, pageSize }: { recordId?: number; pageSize?: number }) {
  return <PackageListScreen recordId={recordId} pageSize={pageSize} />
}

defineElement('scm-package-detail', PackageDetailScreen, {
  description: '包装详情：带 id 时直接打开该包装规格的详情、版本对比与操作记录',
  attributes: {
    recordId: { type: 'number', description: '要显示的包装规格 id（门户中为 ?id=）' },
    pageSize: { type: 'number', description: '每页条数', default: 10 },
  },
  events: { 'scm-change': '保存、操作或修订后触发，detail 为 {entity, action, id}' },
})
