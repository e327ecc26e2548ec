import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /prcsdocument/prcsdocrouteview 物料文件查看 — the instructions in force by material or station, and what the caller must read.
const PrcsRouteViewScreen = lazyPart(
  'PrcsRouteViewScreen',
  () => import('./route-view-screen').then((m) => m.PrcsRouteViewScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-prcsdocrouteview', PrcsRouteViewScreen, {
  description: '物料文件查看：按物料或工位查看在用（已发布）的作业指导书，审核中的新版本不替代在用版本；待本人确认阅读的版本可查看并确认',
  attributes: {
    mtrId: { type: 'number', description: '只看该物料的作业指导书（物料 id）' },
    stationId: { type: 'number', description: '只看该工位的作业指导书（工位 id）' },
  },
  events: { 'scm-change': '确认阅读后触发，detail 为 {entity, action, id}' },
})
