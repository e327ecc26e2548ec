import { dateTimeText } from './dates'

type Raw = Record<string, unknown>
/** A row as answered: timestamps become text. */
export type Plain<T> = { [K in keyof T]: [T[K]] extends [Date | null] ? string : T[K] }

/** Keys that name a time or a date (a null one is shown as ''), decided once per key. */
const timeKeys = new Map<string, boolean>()
const isTimeKey = (key: string) => {
  let time = timeKeys.get(key)
  if (time === undefined) timeKeys.set(key, (time = key.endsWith('_at') || key.endsWith('_date')))
  return time
}

/** Timestamps as YYYY-MM-DD HH:mm:ss ('' when not yet), dates as given, null dates as ''; `omit` left out. */
export function plain<T extends object>(row: T): Plain<T>
export function plain<T extends object, K extends keyof T>(row: T, omit: K): Plain<Omit<T, K>>
export function plain<T extends object>(row: T, omit?: string): Plain<T> {
  const out: Raw = {}
  const raw = row as Raw
  for (const key in raw) {
    if (key === omit) continue
    const value = raw[key]
    if (value instanceof Date) out[key] = dateTimeText(value)
    else if (value === null && isTimeKey(key)) out[key] = ''
    else out[key] = value
  }
  return out as Plain<T>
}
