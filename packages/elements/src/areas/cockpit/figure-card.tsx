import { css, cx } from 'styled-system/css'
import { figureText, type CockpitFigure, type FigureBreakdownRow, type FigureDef, type FigureDimension } from '@scm/core/cockpit'
import { muted } from '../../ui/layout'
import { Breakdown } from './breakdown'
import { cardHead, FigureStatusTag, figureCard, figureName, figureValue } from './figure-parts'
import { isNow, partsOf, partText, targetText, type FigurePartName } from './figure-view'
import { TrendChart } from './trend'

// One figure of a cockpit: its name (the formula as its tooltip), the number coloured against its
// target, the numerator and denominator it is made of, the paired figure, the 12-period trend and
// the breakdown rows. Every number is a button that lists the records behind it.

/** Which records to list: a part of a figure, of one breakdown row or of all. */
export interface RecordsTarget {
  def: FigureDef
  part: FigurePartName
  by?: FigureDimension
  row?: FigureBreakdownRow
}

const valueButton = css({
  bg: 'transparent',
  border: 'none',
  p: '0',
  textAlign: 'left',
  cursor: 'pointer',
  alignSelf: 'flex-start',
  _hover: { textDecoration: 'underline' },
  _focusVisible: { outline: '2px solid var(--scm-color-primary, #2f6fce)', outlineOffset: '2px' },
})
const line = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 10px', fontSize: '12px' })
const partButton = css({
  bg: 'transparent',
  border: 'none',
  p: '0',
  fontSize: '12px',
  color: 'var(--scm-color-text-regular, #606266)',
  cursor: 'pointer',
  '& strong': { color: 'var(--scm-color-primary, #2f6fce)', fontWeight: '600', fontVariantNumeric: 'tabular-nums' },
  _hover: { '& strong': { textDecoration: 'underline' } },
})

/** 分子 ÷ 分母 of a rate, or the records a median is taken over: each opens its records. */
function Parts({ def, figure, onOpen }: { def: FigureDef; figure: CockpitFigure; onOpen: (part: FigurePartName) => void }) {
  const parts = partsOf(def)
  return (
    <div className={line} aria-label={`${def.name}的构成`}>
      {parts.map((part, i) => (
        <span key={part}>
          {i > 0 ? <span className={muted}>÷ </span> : null}
          <button type="button" className={partButton} data-part={part} onClick={() => onOpen(part)}>
            {def[part]!.label} <strong data-number="">{partText(def[part]!, figure[part])}</strong>
          </button>
        </span>
      ))}
    </div>
  )
}

export interface FigureCardProps {
  def: FigureDef
  figure: CockpitFigure
  /** The figure shown beside it (OTD against the first and the current promise). */
  pair?: { def: FigureDef; figure: CockpitFigure }
  onOpen: (target: RecordsTarget) => void
}

export function FigureCard({ def, figure, pair, onOpen }: FigureCardProps) {
  const text = figureText(def, figure.value)
  const target = targetText(def, figure.target)
  const [main] = partsOf(def)
  return (
    <article className={figureCard} aria-label={def.name} data-figure={def.id} data-status={figure.status ?? undefined}>
      <div className={cardHead}>
        <h3 className={figureName} title={def.formula}>
          {def.name}
        </h3>
        <FigureStatusTag status={figure.status} />
      </div>
      <button type="button" className={cx(figureValue, valueButton)} data-status={figure.status ?? undefined} aria-label={`${def.name} ${text}，查看明细`} onClick={() => onOpen({ def, part: main! })}>
        {text}
      </button>
      <div className={line}>
        {target ? <span className={muted}>{target}</span> : null}
        {isNow(def) ? <span className={muted}>当前实时</span> : null}
        {pair ? (
          <span className={muted}>
            {pair.def.name}：{figureText(pair.def, pair.figure.value)}
          </span>
        ) : null}
      </div>
      {def.measure === 'ratio' || def.measure === 'median' ? <Parts def={def} figure={figure} onOpen={(part) => onOpen({ def, part })} /> : null}
      {figure.trend.length ? <TrendChart def={def} trend={figure.trend} target={figure.target} failing={figure.status === 'danger'} /> : null}
      {def.dims.length ? <Breakdown def={def} figure={figure} onOpen={(by, row) => onOpen({ def, part: main!, by, row })} /> : null}
    </article>
  )
}
