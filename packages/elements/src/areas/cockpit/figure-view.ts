import { formatAmount, formatCount, formatQuantity, type StatusTone } from '@scm/core'
import { figureText, type FigureDef, type FigurePart, type FigureStatus } from '@scm/core/cockpit'

// How a figure reads on a card, on the cockpit and on the supplier's scorecard alike: its status
// in the status tags' tones (failing and overdue in the danger colour), its target, and its
// numerator and denominator as the records list adds them up. No UI here: the single-file
// scorecard imports it without the cockpit's table, dialog or charts.

export type FigurePartName = 'numerator' | 'denominator'

/** ok → success, warn → warning, danger (failing, overdue) → the danger colour. */
export const FIGURE_TONES: Readonly<Record<FigureStatus, StatusTone>> = { ok: 'success', warn: 'warning', danger: 'error' }

export const FIGURE_STATUS_LABELS: Readonly<Record<FigureStatus, string>> = { ok: '达标', warn: '预警', danger: '未达标' }

/** The parts a figure is made of, numerator first. */
export const partsOf = (def: FigureDef): FigurePartName[] => (['numerator', 'denominator'] as const).filter((part) => def[part])

/** What a click on the figure's number lists: its numerator, else (a median) the records it is the median of. */
export const mainPart = (def: FigureDef): FigurePartName => partsOf(def)[0]!

/** A part's number as the records list adds it up: a count, or the sum of its column (money with 2 decimals). */
export function partText(part: FigurePart, value: number | null | undefined): string {
  if (value === null || value === undefined) return '—'
  if (!part.sum) return formatCount(value)
  const kind = part.columns.find((column) => column.key === part.sum)?.kind
  return kind === 'money' ? formatAmount(value) : formatQuantity(value)
}

/** 目标 ≥ 95.0% / 目标 ≤ 500 ppm; PPM of all suppliers: each one's quality agreement; none for a figure that is only told. */
export function targetText(def: FigureDef, target: number | null): string | null {
  if (def.better === 'neutral') return null
  if (target === null) return def.targetFrom === 'agreement' ? '目标：按供应商质量协议' : '未设目标'
  return `目标 ${def.better === 'higher' ? '≥' : '≤'} ${figureText(def, target)}`
}

/** A figure of the present moment ignores the period: it says so instead of a trend. */
export const isNow = (def: FigureDef) => def.timing === 'now'
