import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /prcsdocument/prcsdocroute 作业指导书工序管理 — routes, their processes and the instructions in force.
const PrcsRouteScreen = lazyPart(
  'PrcsRouteScreen',
  () => import('./route-screen').then((m) => m.PrcsRouteScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-prcsdocroute', PrcsRouteScreen, {
  description: '作业指导书工序管理：按车型的工艺路线列出各工位工序、在用的作业指导书版本、审核中的新版本与阅读确认情况',
  attributes: {},
})
