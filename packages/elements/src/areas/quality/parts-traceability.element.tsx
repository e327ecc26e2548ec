import { defineElement } from '../../runtime'
import { TraceScreen } from './trace-lazy'
import type { TraceScreenProps } from './trace-screen'

// /QulManage/parts_traceability 零部件追溯: the trace screen (trace-screen.tsx) opening on this way in.
defineElement('scm-parts-traceability', (props: TraceScreenProps) => <TraceScreen view="batch" {...props} />, {
  description: '零部件追溯：供应商批次→装有该批次的全部车辆及当前位置（供应商只见本方批次）',
  attributes: {
    vin: { type: 'string', description: '打开时直接追溯的车架号' },
  },
})
