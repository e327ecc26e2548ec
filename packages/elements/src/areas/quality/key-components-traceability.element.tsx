import { defineElement } from '../../runtime'
import { TraceScreen } from './trace-lazy'
import type { TraceScreenProps } from './trace-screen'

// /QulManage/traceability_of_key_components 关键件追溯: the trace screen (trace-screen.tsx) opening on this way in.
defineElement('scm-key-components-traceability', (props: TraceScreenProps) => <TraceScreen view="serial" {...props} />, {
  description: '关键件追溯：零件序列号→车辆及当前位置',
  attributes: {
    vin: { type: 'string', description: '打开时直接追溯的车架号' },
  },
})
