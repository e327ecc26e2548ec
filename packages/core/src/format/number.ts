import { parseDecimal, roundDecimal, unitsText } from './decimal'

// Numbers as lists and details show them, on top of the exact decimals: thousands separators, counts as
// integers, quantities with the decimals they have (at most 2), money with exactly 2.
// (formatMoney has no separators: it is also what forms and exports write.)

/** What a numeric column holds: counts (行数, 件数), quantities or money. */
export type NumberKind = 'count' | 'qty' | 'money'

const PLACES: Record<NumberKind, number> = { count: 0, qty: 2, money: 2 }

/** 1234567.5 → '1,234,567.5' (the integer part grouped in threes). */
function group(text: string): string {
  const [whole, fraction] = text.split('.')
  const sign = whole!.startsWith('-') ? '-' : ''
  const digits = sign ? whole!.slice(1) : whole!
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${sign}${grouped}${fraction !== undefined ? `.${fraction}` : ''}`
}

/**
 * '' for empty or non-numeric values; counts '3,437', quantities '1,234.5' (trailing zeros
 * dropped), money '12,345.60'. Rounds half away from zero, exactly.
 */
export function formatNumber(value: unknown, kind: NumberKind): string {
  if (value === null || value === undefined || value === '') return ''
  const d = parseDecimal(value)
  if (!d) return ''
  const places = PLACES[kind]
  let text = unitsText(roundDecimal(d, places), places)
  if (kind === 'qty' && text.includes('.')) text = text.replace(/\.?0+$/, '')
  if (/^-0(\.0+)?$/.test(text)) text = text.slice(1)
  return group(text)
}

export const formatCount = (value: unknown) => formatNumber(value, 'count')
export const formatQuantity = (value: unknown) => formatNumber(value, 'qty')
export const formatAmount = (value: unknown) => formatNumber(value, 'money')
