import { useEffect, useRef } from 'react'
import * as echarts from 'echarts/core'
import { LineChart } from 'echarts/charts'
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components'
import { SVGRenderer } from 'echarts/renderers'
import { figureText, type FigureDef, type FigureTrendPoint } from '@scm/core/cockpit'
import { trendBox } from './figure-parts'

// A figure's 12-period trend on its card: a small ECharts line, in a chunk of its own (ECharts is
// far bigger than the cockpit), fetched the first time a card draws its trend (./trend.tsx). Only
// the ECharts parts drawn here are bundled. The target is a dashed line.
echarts.use([LineChart, GridComponent, TooltipComponent, MarkLineComponent, SVGRenderer])

export interface TrendChartProps {
  def: FigureDef
  trend: FigureTrendPoint[]
  target: number | null
  /** the danger colour when the figure fails its target */
  failing: boolean
}

// Tooltips drawn in the chart's own SVG (richText), not as HTML: ECharts writes its HTML tooltips
// with style attributes, which the portal's Content-Security-Policy (no inline style) refuses.
const TOOLTIP = { renderMode: 'richText', confine: true } as const

const LINE = '#2f6fce'
const DANGER = '#b83232'

function trendOption({ def, trend, target, failing }: TrendChartProps): echarts.EChartsCoreOption {
  return {
    animation: false,
    grid: { left: 4, right: 8, top: 10, bottom: 4, containLabel: true },
    tooltip: {
      ...TOOLTIP,
      trigger: 'axis',
      formatter: (params: unknown) => {
        const [point] = params as { dataIndex: number }[]
        const at = trend[point?.dataIndex ?? 0]
        return at ? `${at.label}\n${figureText(def, at.value)}` : ''
      },
    },
    // 2026-03 → 3月; a quarter keeps its Q
    xAxis: { type: 'category', data: trend.map((p) => p.at), axisLabel: { fontSize: 10, formatter: (at: string) => at.replace(/^\d{4}-0?(\d+)$/, '$1月').replace(/^\d{2}(\d{2})-Q/, '$1Q') } },
    yAxis: { type: 'value', scale: true, splitNumber: 2, axisLabel: { fontSize: 10 }, splitLine: { lineStyle: { color: '#ebeef5' } } },
    series: [
      {
        type: 'line',
        data: trend.map((p) => p.value),
        showSymbol: true,
        symbolSize: 4,
        lineStyle: { width: 2, color: failing ? DANGER : LINE },
        itemStyle: { color: failing ? DANGER : LINE },
        markLine:
          target === null
            ? undefined
            : { silent: true, symbol: 'none', label: { show: false }, lineStyle: { type: 'dashed', color: '#909399' }, data: [{ yAxis: target }] },
      },
    ],
  }
}

/** The line, redrawn when the figure's numbers change, resized with its box, disposed with the card. */
export function TrendChart(props: TrendChartProps) {
  const host = useRef<HTMLDivElement>(null)
  const { def, trend, target, failing } = props
  useEffect(() => {
    const chart = echarts.init(host.current!, undefined, { renderer: 'svg' })
    chart.setOption(trendOption({ def, trend, target, failing }))
    const resize = new ResizeObserver(() => chart.resize())
    resize.observe(host.current!)
    return () => {
      resize.disconnect()
      chart.dispose()
    }
  }, [def, trend, target, failing])
  return <div ref={host} className={trendBox} role="img" aria-label={`${def.name}近${trend.length}期趋势`} data-chart="trend" />
}
