import { css } from 'styled-system/css'
import { PERIOD_KINDS, type FigureStatus, type PeriodKind } from '@scm/core/cockpit'
import { StatusTag } from '../../ui/status-tag'
import { FIGURE_STATUS_LABELS, FIGURE_TONES } from './figure-view'

// Parts drawn on the cockpit and on the supplier's scorecard alike (plain HTML: the single-file
// scorecard carries them too).

/** A figure's status against its target, in the status tags' tones; nothing without a target. */
export function FigureStatusTag({ status }: { status: FigureStatus | null }) {
  return status ? <StatusTag status={FIGURE_STATUS_LABELS[status]} tone={FIGURE_TONES[status]} /> : null
}

const switchGroup = css({
  display: 'inline-flex',
  flexWrap: 'nowrap',
  border: '1px solid var(--scm-color-border, #dcdfe6)',
  borderRadius: '4px',
  overflow: 'hidden',
  flex: '0 0 auto',
  alignSelf: 'flex-start',
})
const switchOption = css({
  h: '28px',
  px: '12px',
  fontSize: '12px',
  border: 'none',
  bg: 'var(--scm-color-bg, #ffffff)',
  color: 'var(--scm-color-text, #303133)',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  '& + &': { borderLeft: '1px solid var(--scm-color-border, #dcdfe6)' },
  '&[aria-pressed=true]': { bg: 'var(--scm-color-primary, #2f6fce)', color: '#ffffff' },
  _focusVisible: { outline: '2px solid var(--scm-color-primary, #2f6fce)', outlineOffset: '-2px' },
})

/** A row of buttons choosing one value (a period, a breakdown): the chosen one is pressed. */
export function Segmented<V extends string>({ label, options, value, onChange }: { label: string; options: readonly { value: V; label: string }[]; value: V; onChange: (value: V) => void }) {
  return (
    <div className={switchGroup} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" className={switchOption} aria-pressed={option.value === value} onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  )
}

/** 月度 / 季度 / 近12个月: the period the figures are read over. */
export function PeriodSwitch({ value, onChange }: { value: PeriodKind; onChange: (kind: PeriodKind) => void }) {
  return <Segmented label="统计期间" options={PERIOD_KINDS} value={value} onChange={onChange} />
}

/** The cards' grid: as many columns of at least 280px as fit (one on a phone). */
export const figureGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  gap: '10px',
})

export const figureCard = css({
  border: '1px solid var(--scm-color-border-light, #ebeef5)',
  borderRadius: '6px',
  p: '10px 12px',
  display: 'flex',
  flexDirection: 'column',
  gap: '6px',
  minW: '0',
  bg: 'var(--scm-color-bg, #ffffff)',
})

export const cardHead = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '8px', minW: '0' })

/** The figure's name; its formula is its tooltip. */
export const figureName = css({ fontSize: '13px', fontWeight: '600', m: '0', cursor: 'help', minW: '0' })

/** The number, coloured by its status (failing and overdue: the danger colour). */
export const figureValue = css({
  fontSize: '22px',
  fontWeight: '700',
  lineHeight: '1.2',
  fontVariantNumeric: 'tabular-nums',
  color: 'var(--scm-color-text, #303133)',
  '&[data-status=danger]': { color: 'var(--scm-color-danger, #b83232)' },
  '&[data-status=warn]': { color: 'var(--scm-color-warning, #8a5a00)' },
  '&[data-status=ok]': { color: 'var(--scm-color-success, #2e7d32)' },
})

export const headBar = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '8px' })

/** The trend's box: the chart, and the space kept for it while its chunk loads, take the same room. */
export const trendBox = css({ h: '96px', minW: '0' })

/** 数据时间 2026-12-07 10:00:00, never broken over two lines */
export const stamp = css({ whiteSpace: 'nowrap' })
