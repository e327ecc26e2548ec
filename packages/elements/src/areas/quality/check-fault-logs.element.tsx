import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'

// /qas/CheckFaultLogs 故障检验维护 and /qas/CheckFaultLogAdd 新增故障检验 (check-log-screen.tsx).
const CheckLogScreen = lazyPart(
  'CheckLogScreen',
  () => import('./check-log-screen').then((m) => m.CheckLogScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-check-fault-logs', CheckLogScreen, {
  description: '故障检验记录：按车架号与工位逐项记录现场检验结果（新记录带出工位检验项目），提交后固定',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    recordId: { type: 'number', description: '打开时直接显示的记录 id' },
  },
  events: { 'scm-change': '保存、操作或删除后触发，detail 为 {entity, action, id}' },
})
