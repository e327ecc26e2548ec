import { lazyPart } from '../../ui/lazy-part'
import { trendBox } from './figure-parts'
import type { TrendChartProps } from './trend-chart'

/** A card's trend: ECharts is fetched, in a chunk of its own, when the first card draws one. */
export const TrendChart = lazyPart<TrendChartProps>(
  'TrendChart',
  () => import('./trend-chart').then((m) => m.TrendChart),
  () => <div className={trendBox} aria-hidden="true" />,
)
