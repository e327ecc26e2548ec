import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /package/list 包装列表 — the screen is a chunk of its own (package-screens.tsx).
const PackageListScreen = lazyPart(
  'PackageListScreen',
  () => import('./package-screens').then((m) => m.PackageListScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-package-list', PackageListScreen, {
  description: '包装列表：供应商按配件提交包装规格（包装类型、每包数量、内/外/托盘层级、尺寸、毛净重与照片），本企业审核批准或退回；修订生成新版本并与已批准版本逐项对比',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的包装规格 id' },
  },
  events: { 'scm-change': '保存、操作、修订或上传后触发，detail 为 {entity, action, id}' },
})
