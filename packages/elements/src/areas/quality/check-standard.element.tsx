import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /MyQAS/CheckStandard 检验标准维护 — the screen (check-standard-screen.tsx) is a chunk of its own:
// the standard's definition with the ISO 2859-1 vocabulary does not fit the first-paint budget.
const CheckStandardScreen = lazyPart(
  'CheckStandardScreen',
  () => import('./check-standard-screen').then((m) => m.CheckStandardScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-check-standard', CheckStandardScreen, {
  description: '检验标准维护：按物料与标准类型维护检验项目、检验水平与 AQL，提交审批、作废、修订出新版本',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的检验标准 id' },
  },
  events: { 'scm-change': '保存、操作、修订、上传或删除后触发，detail 为 {entity, action, id}' },
})
