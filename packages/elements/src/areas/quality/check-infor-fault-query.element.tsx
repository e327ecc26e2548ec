import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'
import type { FaultQueryProps } from './fault-query-screen'

// /QulManage/check_infor_fault_query 生产过程查询 (fault-query-screen.tsx, a chunk of its own).
const FaultQueryScreen = lazyPart<FaultQueryProps>(
  'FaultQueryScreen',
  () => import('./fault-query-screen').then((m) => m.FaultQueryScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-check-infor-fault-query', FaultQueryScreen, {
  description: '生产过程查询：故障查询与导出，按故障代码、工位、责任方统计（帕累托表与图），点击分组查看该组故障及车架号',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    view: { type: 'string', description: 'stats 打开时显示统计分析' },
  },
})
