// module level: a helper defined inside a hot function is a new closure (and, under tsx, a
// __name call) on every call
const p = (n: number) => (n < 10 ? `0${n}` : String(n))

// a time without zone as the database writes it (already wall clock): only its fraction goes
const WALL_CLOCK = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?$/

/** `YYYY-MM-DD HH:mm:ss` in the server's time zone (TZ), as every API answer shows times. */
export function dateTimeText(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  if (typeof value === 'string' && WALL_CLOCK.test(value)) return value[10] === ' ' && value.length === 19 ? value : `${value.slice(0, 10)} ${value.slice(11, 19)}`
  const d = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}

/** `YYYY-MM-DD`. */
export function dateText(value: Date | string | null | undefined): string {
  return dateTimeText(value).slice(0, 10)
}
