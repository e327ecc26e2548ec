import { formatMoney } from '@scm/core'

/** Quantities: as many decimals as they have, at most 2, no grouping (12, 12.5, 12.25). */
export function formatQty(value: unknown): string {
  const n = typeof value === 'number' ? value : Number(value)
  if (!Number.isFinite(n)) return ''
  return String(Math.round(n * 100) / 100)
}

export { formatMoney }

/** '' (not yet) shows as a dash. */
export const orDash = (text: string | null | undefined): string => (text ? text : '—')
