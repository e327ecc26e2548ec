import { defineElement } from '../../runtime'
import { TraceScreen } from './trace-lazy'
import type { TraceScreenProps } from './trace-screen'

// /QulManage/production_plan_traceability 生产计划追溯: the trace screen (trace-screen.tsx) opening on this way in.
defineElement('scm-plan-traceability', (props: TraceScreenProps) => <TraceScreen view="plan" {...props} />, {
  description: '生产计划追溯：生产计划→全部车辆及当前位置',
  attributes: {
    vin: { type: 'string', description: '打开时直接追溯的车架号' },
  },
})
