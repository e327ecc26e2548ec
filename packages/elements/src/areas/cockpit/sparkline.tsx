import { css } from 'styled-system/css'

// A trend as a tiny inline SVG line: what the supplier's scorecard draws instead of a chart, so its
// single-file bundle carries no chart library. Periods without a value break the line; the target
// is a dashed line; the last value is a dot.

const W = 120
const H = 32
const PAD = 3

const svg = css({ display: 'block', w: '120px', h: '32px', flex: '0 0 auto', overflow: 'visible' })
const path = css({ fill: 'none', stroke: 'var(--scm-color-primary, #2f6fce)', strokeWidth: '1.5', '&[data-failing]': { stroke: 'var(--scm-color-danger, #b83232)' } })
const dot = css({ fill: 'var(--scm-color-primary, #2f6fce)', '&[data-failing]': { fill: 'var(--scm-color-danger, #b83232)' } })
const goal = css({ stroke: '#909399', strokeWidth: '1', strokeDasharray: '3 2' })

export interface SparklineProps {
  values: readonly (number | null)[]
  target?: number | null
  /** What the line shows, read out instead of the drawing. */
  label: string
  failing?: boolean
}

export function Sparkline({ values, target = null, label, failing = false }: SparklineProps) {
  const known = values.filter((v): v is number => v !== null)
  if (!known.length) return null
  const all = target === null ? known : [...known, target]
  const low = Math.min(...all)
  const high = Math.max(...all)
  const span = high - low || 1
  const x = (i: number) => PAD + (values.length > 1 ? (i * (W - 2 * PAD)) / (values.length - 1) : (W - 2 * PAD) / 2)
  const y = (v: number) => H - PAD - ((v - low) * (H - 2 * PAD)) / span
  // one sub-path per run of values: a gap stays a gap
  let d = ''
  values.forEach((v, i) => {
    if (v === null) return
    d += `${i === 0 || values[i - 1] === null ? 'M' : 'L'}${x(i).toFixed(1)},${y(v).toFixed(1)}`
  })
  const lastIndex = values.reduce<number>((found, v, i) => (v === null ? found : i), -1)
  const flag = failing ? '' : undefined
  return (
    <svg className={svg} viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} data-sparkline="">
      {target !== null ? <line className={goal} x1={PAD} x2={W - PAD} y1={y(target)} y2={y(target)} /> : null}
      <path className={path} d={d} data-failing={flag} />
      <circle className={dot} cx={x(lastIndex)} cy={y(values[lastIndex]!)} r="2" data-failing={flag} />
    </svg>
  )
}
