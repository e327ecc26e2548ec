import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /equip/equipOsipLog 点检记录 — the checks and the 漏检 report (osip-log-screen.tsx).
const OsipLogScreen = lazyPart(
  'OsipLogScreen',
  () => import('./osip-log-screen').then((m) => m.OsipLogScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-equip-osip-log', OsipLogScreen, {
  description: '点检记录：按设备、车间、日期与班次查询点检单及逐项结果、照片与操作记录；漏检报表列出已结束班次中未点检的在用设备',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的点检单 id' },
  },
  events: { 'scm-change': '上传附件后触发，detail 为 {entity, action, id}' },
})
