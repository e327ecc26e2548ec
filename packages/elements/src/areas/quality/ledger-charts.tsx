import { useEffect, useMemo, useRef } from 'react'
import { css } from 'styled-system/css'
import { formatLedgerStat, ledgerStatMeasures, type LedgerStatKey, type LedgerStatRow } from '@scm/core/quality'
import type { ListPage } from '@scm/core'
import * as echarts from 'echarts/core'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components'
import { SVGRenderer } from 'echarts/renderers'
import { CHART_TOOLTIP } from './chart-tooltip'
import { useLoad } from '../../list/use-load'
import { muted } from '../../ui/layout'

// The charts of 质量台账统计, in a chunk of their own (ECharts is far bigger than the screen): loaded
// the first time the statistics show. Only the ECharts parts drawn here are bundled.
echarts.use([LineChart, BarChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer])

export interface LedgerChartsProps {
  statsPath: string
  /** yyyy-MM */
  from: string
  to: string
  /** Staff see the suppliers with the highest PPM; a supplier's user only his own figures. */
  topSuppliers: boolean
}

const grid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', lg: '1fr 1fr' }, gap: '12px' })
const box = css({ h: '280px', minW: 0, border: '1px solid var(--scm-color-border, #e4e7ed)', borderRadius: '4px' })

const label = (key: LedgerStatKey) => ledgerStatMeasures.find((m) => m.key === key)!.label
const kindOf = (key: LedgerStatKey) => ledgerStatMeasures.find((m) => m.key === key)!.kind

/** Tooltip lines formatted as the table formats the same figures (rich text: each marker is ECharts' `{marker…|}`). */
function tooltip(params: unknown): string {
  const items = (Array.isArray(params) ? params : [params]) as { axisValueLabel?: string; name: string; seriesId: LedgerStatKey; marker: string; value: number }[]
  const head = items[0]?.axisValueLabel ?? items[0]?.name ?? ''
  return [head, ...items.map((p) => `${p.marker}${label(p.seriesId)}：${formatLedgerStat(p.value, kindOf(p.seriesId))}`)].join('\n')
}

function trendOption(rows: LedgerStatRow[]): echarts.EChartsCoreOption {
  return {
    title: { text: '月度批不合格率与 PPM', left: 'center', textStyle: { fontSize: 13 } },
    tooltip: { ...CHART_TOOLTIP, trigger: 'axis', formatter: tooltip },
    legend: { bottom: 0 },
    grid: { left: 56, right: 64, top: 40, bottom: 48 },
    xAxis: { type: 'category', data: rows.map((r) => r.month) },
    yAxis: [
      { type: 'value', name: '批不合格率', axisLabel: { formatter: '{value}%' } },
      { type: 'value', name: 'PPM', splitLine: { show: false } },
    ],
    series: [
      { id: 'lot_rejection_rate', name: label('lot_rejection_rate'), type: 'line', data: rows.map((r) => r.lot_rejection_rate), yAxisIndex: 0 },
      { id: 'ppm', name: label('ppm'), type: 'line', data: rows.map((r) => r.ppm), yAxisIndex: 1 },
    ],
  }
}

function claimOption(rows: LedgerStatRow[]): echarts.EChartsCoreOption {
  return {
    title: { text: '月度索赔金额', left: 'center', textStyle: { fontSize: 13 } },
    tooltip: { ...CHART_TOOLTIP, trigger: 'axis', formatter: tooltip },
    grid: { left: 72, right: 16, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: rows.map((r) => r.month) },
    yAxis: { type: 'value', name: '元' },
    series: [{ id: 'claim_amount', name: label('claim_amount'), type: 'bar', data: rows.map((r) => r.claim_amount), itemStyle: { color: '#d9822b' } }],
  }
}

function topOption(rows: LedgerStatRow[]): echarts.EChartsCoreOption {
  const shown = [...rows].reverse()
  return {
    title: { text: 'PPM 最高的供应商', left: 'center', textStyle: { fontSize: 13 } },
    tooltip: { ...CHART_TOOLTIP, trigger: 'axis', axisPointer: { type: 'shadow' }, formatter: tooltip },
    grid: { left: 150, right: 24, top: 40, bottom: 24 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', data: shown.map((r) => r.supply_name), axisLabel: { width: 140, overflow: 'truncate' } },
    series: [{ id: 'ppm', name: label('ppm'), type: 'bar', data: shown.map((r) => r.ppm), itemStyle: { color: '#c0392b' } }],
  }
}

/** One chart on a box of its own; resized with the box, disposed with the component. */
function Chart({ option, name }: { option: echarts.EChartsCoreOption; name: string }) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const chart = echarts.init(host.current!, undefined, { renderer: 'svg' })
    chart.setOption(option)
    const resize = new ResizeObserver(() => chart.resize())
    resize.observe(host.current!)
    return () => {
      resize.disconnect()
      chart.dispose()
    }
  }, [option])
  return <div ref={host} className={box} role="img" aria-label={name} data-chart={name} />
}

/** The monthly trend, the monthly claims and (staff) the top suppliers of the period. */
export function LedgerCharts({ statsPath, from, to, topSuppliers }: LedgerChartsProps) {
  const period = { from, to }
  // a refused read draws no chart
  const figures = useLoad(
    (api) =>
      Promise.all([
        api.post<ListPage<LedgerStatRow>>(statsPath, { ...period, group: 'month', rows: 100 }),
        topSuppliers ? api.post<ListPage<LedgerStatRow>>(statsPath, { ...period, group: 'supplier', rows: 10, sidx: 'ppm', sord: 'desc' }) : null,
      ]).then(
        ([byMonth, bySupplier]) => ({ months: byMonth.rows, top: bySupplier?.rows.filter((r) => r.lots > 0) ?? [] }),
        () => ({ months: [] as LedgerStatRow[], top: [] as LedgerStatRow[] }),
      ),
    `${statsPath}|${from}|${to}|${topSuppliers}`,
  ).data
  // options change with the data only: a chart is drawn again when its figures change, not on every render
  const options = useMemo(() => figures && { trend: trendOption(figures.months), claims: claimOption(figures.months), top: figures.top.length ? topOption(figures.top) : null }, [figures])
  const months = figures?.months
  if (!months || !options) return <p className={muted}>图表加载中…</p>
  if (!months.length) return <p className={muted}>所选期间没有质量事件，无图表可显示</p>
  return (
    <div className={grid} aria-label="质量统计图表">
      <Chart name="月度批不合格率与PPM" option={options.trend} />
      <Chart name="月度索赔金额" option={options.claims} />
      {options.top ? <Chart name="PPM最高的供应商" option={options.top} /> : null}
    </div>
  )
}
