import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /QulManage/mm_key_route 关键工序 (key-route-screen.tsx).
const KeyRouteScreen = lazyPart(
  'KeyRouteScreen',
  () => import('./key-route-screen').then((m) => m.KeyRouteScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-mm-key-route', KeyRouteScreen, {
  description: '关键工序：按车型维护工位路线、关键工序、检查内容与需绑定的关键件，发布后流程卡按此记录',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的路线 id' },
  },
  events: { 'scm-change': '保存、操作或删除后触发，detail 为 {entity, action, id}' },
})
