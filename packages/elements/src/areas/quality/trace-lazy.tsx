import { lazyPart } from '../../ui/lazy-part'
import type { TraceScreenProps } from './trace-screen'

// The trace screen is a chunk of its own, shared by the four tracing elements.
export const TraceScreen = lazyPart<TraceScreenProps>(
  'TraceScreen',
  () => import('./trace-screen').then((m) => m.TraceScreen),
  () => <p role="status">加载中…</p>,
)
