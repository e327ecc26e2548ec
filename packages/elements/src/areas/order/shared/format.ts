import { formatAmount, formatQuantity } from '@scm/core'

// How procurement screens show numbers: the kit's list formats, so a detail dialog reads the same
// as the list row it was opened from.

/** Quantities: the decimals they have (at most 2), thousands grouped (1,200, 12.5). */
export const formatQty = formatQuantity
/** Money: 2 decimals, thousands grouped (12,345.60). */
export const formatMoney = formatAmount

/** '' (not yet) shows as a dash. */
export const orDash = (text: string | null | undefined): string => (text ? text : '—')
