import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /equip/equipOsipLogAdd 点检录入 — the page the machine's QR label opens (osip-entry-screen.tsx).
const OsipEntryScreen = lazyPart(
  'OsipEntryScreen',
  () => import('./osip-entry-screen').then((m) => m.OsipEntryScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-equip-osip-log-add', OsipEntryScreen, {
  description: '点检录入（手机 375 像素可用）：由设备二维码打开，显示设备与当前班次的点检项目，逐项判定正常/异常、填写测量值与拍照，异常项自动生成故障维修',
  attributes: { recordId: { type: 'number', description: '设备 id（二维码链接 ?id=…）' } },
  events: {
    'scm-change': '提交点检后触发，detail 为 {entity:"EquipOsipLog", action:"save", id}',
    'scm-navigate': '打开设备台账或维修记录时触发，detail 为 {path}',
  },
})
