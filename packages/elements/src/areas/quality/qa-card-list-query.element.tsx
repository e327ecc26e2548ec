import { defineElement } from '../../runtime'
import { lazyPart } from '../../ui/lazy-part'
import type { QaCardProps } from './qa-card-screen'

// /qas/QaCardListQuery 质量卡查询 (qa-card-screen.tsx).
const QaCardScreen = lazyPart<QaCardProps>(
  'QaCardScreen',
  () => import('./qa-card-screen').then((m) => m.QaCardScreen),
  () => <p role="status">加载中…</p>,
)

defineElement('scm-qa-card-list-query', QaCardScreen, {
  description: '质量卡查询：一辆车的检查、现场检验、故障与返修、换件、下线与终检签字按时间排成可打印的履历',
  attributes: { vin: { type: 'string', description: '打开时直接显示的车架号' } },
})
