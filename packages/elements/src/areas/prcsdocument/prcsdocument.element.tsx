import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /prcsdocument 作业指导书上传 / 审核 / 发布 — one element, its view following the route (`view`).
const PrcsdocumentScreen = lazyPart(
  'PrcsdocumentScreen',
  () => import('./prcsdocument-screen').then((m) => m.PrcsdocumentScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-prcsdocument', PrcsdocumentScreen, {
  description: '作业指导书：上传与修订（prcsdocumentmag）、审核（prcsdocumentAuditmag，审批流程）、发布与阅读确认（prcsdocumentPublishtmag），一个页面按路由与权限显示',
  attributes: {
    view: { type: 'string', description: '视图：prcsdocumentmag（上传）、prcsdocumentAuditmag（审核）、prcsdocumentPublishtmag（发布）', default: 'prcsdocumentmag' },
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的作业指导书 id' },
  },
  events: { 'scm-change': '保存、提交、审核、发布、修订、上传或删除后触发，detail 为 {entity, action, id}' },
})
