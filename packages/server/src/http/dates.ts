// module level: a helper defined inside a hot function is a new closure (and, under tsx, a
// __name call) on every call
const p = (n: number) => (n < 10 ? `0${n}` : String(n))

/** `YYYY-MM-DD HH:mm:ss` in the server's time zone (TZ), as every API answer shows times. */
export function dateTimeText(value: Date | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return ''
  const d = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`
}

/** `YYYY-MM-DD`. */
export function dateText(value: Date | string | null | undefined): string {
  return dateTimeText(value).slice(0, 10)
}
