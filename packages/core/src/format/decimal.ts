// Exact decimal arithmetic for sums and money: values are scaled integers (BigInt), so
// 0.1 + 0.2 is 0.3 and 1.005 rounds to 1.01 as the user reads it.

export interface Decimal {
  /** value = units / 10^scale */
  units: bigint
  scale: number
}

const NUMBER_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

/** A number or numeric string as a Decimal; null for anything non-numeric. */
export function parseDecimal(value: unknown): Decimal | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    text = String(value)
  } else if (typeof value === 'bigint') {
    text = value.toString()
  } else if (typeof value === 'string') {
    text = value.trim()
  } else {
    return null
  }
  const match = NUMBER_TEXT.exec(text)
  if (!match || (!match[2] && !match[3])) return null
  const [, sign, whole = '', fraction = '', exponent = '0'] = match
  let units = BigInt((whole || '0') + fraction)
  let scale = fraction.length - Number(exponent)
  if (scale < 0) {
    units *= 10n ** BigInt(-scale)
    scale = 0
  }
  return { units: sign === '-' ? -units : units, scale }
}

export function addDecimals(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale)
  const lift = (d: Decimal) => d.units * 10n ** BigInt(scale - d.scale)
  return { units: lift(a) + lift(b), scale }
}

/** Units at `places` decimals, rounding half away from zero. */
export function roundDecimal(d: Decimal, places: number): bigint {
  if (d.scale <= places) return d.units * 10n ** BigInt(places - d.scale)
  const divisor = 10n ** BigInt(d.scale - places)
  const quotient = d.units / divisor
  const remainder = d.units % divisor
  const absRemainder = remainder < 0n ? -remainder : remainder
  if (absRemainder * 2n >= divisor) return quotient + (d.units < 0n ? -1n : 1n)
  return quotient
}

/** Text of scaled units, e.g. (12345n, 2) → '123.45'. */
export function unitsText(units: bigint, places: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0')
  const body = places > 0 ? `${digits.slice(0, -places)}.${digits.slice(-places)}` : digits
  return negative ? `-${body}` : body
}

export function decimalToNumber(d: Decimal): number {
  return Number(unitsText(d.units, d.scale))
}
