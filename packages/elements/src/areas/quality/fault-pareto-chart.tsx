import { useEffect, useRef } from 'react'
import { css } from 'styled-system/css'
import * as echarts from 'echarts/core'
import { BarChart, LineChart } from 'echarts/charts'
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components'
import { SVGRenderer } from 'echarts/renderers'
import { CHART_TOOLTIP } from './chart-tooltip'

// The Pareto chart of production faults, in a chunk of its own (ECharts is far bigger than the screen).
echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer])

export interface FaultParetoProps {
  title: string
  rows: { label: string; faults: number; cumulative: number }[]
}

const box = css({ h: '300px', minW: 0, border: '1px solid var(--scm-color-border, #e4e7ed)', borderRadius: '4px' })

export function FaultParetoChart({ title, rows }: FaultParetoProps) {
  const host = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const chart = echarts.init(host.current!, undefined, { renderer: 'svg' })
    chart.setOption({
      title: { text: title, left: 'center', textStyle: { fontSize: 13 } },
      tooltip: { ...CHART_TOOLTIP, trigger: 'axis' },
      legend: { bottom: 0 },
      grid: { left: 48, right: 56, top: 40, bottom: 64 },
      xAxis: { type: 'category', data: rows.map((r) => r.label || '（未填）'), axisLabel: { interval: 0, rotate: rows.length > 6 ? 30 : 0, width: 90, overflow: 'truncate' } },
      yAxis: [
        { type: 'value', name: '故障数', minInterval: 1 },
        { type: 'value', name: '累计占比', max: 100, axisLabel: { formatter: '{value}%' }, splitLine: { show: false } },
      ],
      series: [
        { name: '故障数', type: 'bar', data: rows.map((r) => r.faults), itemStyle: { color: '#c0392b' } },
        { name: '累计占比(%)', type: 'line', yAxisIndex: 1, data: rows.map((r) => r.cumulative) },
      ],
    })
    const resize = new ResizeObserver(() => chart.resize())
    resize.observe(host.current!)
    return () => {
      resize.disconnect()
      chart.dispose()
    }
  }, [title, rows])
  return <div ref={host} className={box} role="img" aria-label={title} data-chart="fault-pareto" />
}
