import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'
import type { FlowCardProps } from './flow-card-screen'

// /QulManage/assembly_process_card 装配流程卡 / 下线 / 终检 (flow-card-screen.tsx, a chunk of its own).
const FlowCardScreen = lazyPart<FlowCardProps>(
  'FlowCardScreen',
  () => import('./flow-card-screen').then((m) => m.FlowCardScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-assembly-process-card', FlowCardScreen, {
  description: '装配流程卡：整车上线、按关键工序记录检查结果、绑定或更换关键件（序列号/供应商批次）、下线检查与终检（缺关键件或有未关闭故障时拒绝）',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    vin: { type: 'string', description: '打开时直接显示的车架号' },
  },
})
