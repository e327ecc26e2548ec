import type { FigureDef, FigureStatus } from './types'

/** A missed target within this share of it is a warning; further off it fails. */
export const WARN_BAND = 0.1

/**
 * A value against its target: met → ok; missed by at most a tenth of the target → warn; missed
 * further → the figure's fail tone (danger, or warn for a figure that warns of what is coming).
 * No value, no target or a neutral figure: no status (drawn without a colour).
 */
export function figureStatus(def: Pick<FigureDef, 'better' | 'failTone'>, value: number | null, target: number | null): FigureStatus | null {
  if (value === null || target === null || def.better === 'neutral') return null
  const met = def.better === 'higher' ? value >= target : value <= target
  if (met) return 'ok'
  if (def.failTone === 'warn' || Math.abs(value - target) <= Math.abs(target) * WARN_BAND) return 'warn'
  return 'danger'
}

/** Rounds a value as its figure shows it. */
export function roundFigure(value: number | null, decimals: number): number | null {
  if (value === null || !Number.isFinite(value)) return null
  const f = 10 ** decimals
  return Math.round(value * f) / f
}

/** A figure's value with its unit, as a card shows it: 98.5%, 1,250 ppm, 3.2 天. */
export function figureText(def: Pick<FigureDef, 'unit' | 'decimals'>, value: number | null): string {
  if (value === null) return '—'
  const text = value.toLocaleString('zh-CN', { minimumFractionDigits: def.decimals, maximumFractionDigits: def.decimals })
  return def.unit === '%' ? `${text}%` : `${text} ${def.unit}`
}
