import { dayAfter, type CockpitPeriod } from '@scm/core/cockpit'
import { sql, type SQL } from 'drizzle-orm'

/**
 * A stretch of time a figure's records are counted over, as SQL expressions: `from` inclusive, `to`
 * exclusive, as wall-clock timestamps (the server's zone, as the app writes its timestamp columns)
 * and as moments (for timestamptz columns, compared without naming a time zone in SQL). For one
 * period they are bound values; for a trend they are the columns of the windows' VALUES list, so
 * one statement computes twelve periods (facts run once per window, LATERAL).
 */
export interface Range {
  from: SQL
  to: SQL
  fromTz: SQL
  toTz: SQL
}

/** Local midnight of a day on the server's clock, as a moment. */
const midnight = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d)
}

const bounds = (p: CockpitPeriod) => ({ from: `${p.from} 00:00:00`, to: `${dayAfter(p.to)} 00:00:00`, fromTz: midnight(p.from), toTz: midnight(dayAfter(p.to)) })

/** The range of one period, as bound values. */
export function periodRange(p: CockpitPeriod): Range {
  const b = bounds(p)
  return { from: sql`${b.from}::timestamp`, to: sql`${b.to}::timestamp`, fromTz: sql`${b.fromTz}::timestamptz`, toTz: sql`${b.toTz}::timestamptz` }
}

/** The range of the trend's window `tw` (a row of `trendWindows`). */
export const windowRange: Range = { from: sql`tw.from_ts`, to: sql`tw.to_ts`, fromTz: sql`tw.from_tz`, toTz: sql`tw.to_tz` }

/** The trend's periods as a VALUES list `tw(at, from_ts, to_ts, from_tz, to_tz)`, for a LATERAL join of the facts. */
export function trendWindows(periods: readonly CockpitPeriod[]): SQL {
  const rows = periods.map((p) => {
    const b = bounds(p)
    return sql`(${p.at}::text, ${b.from}::timestamp, ${b.to}::timestamp, ${b.fromTz}::timestamptz, ${b.toTz}::timestamptz)`
  })
  return sql`(values ${sql.join(rows, sql`, `)}) as tw(at, from_ts, to_ts, from_tz, to_tz)`
}

/** Milliseconds since the epoch of a timestamptz (a datetime column answered as a moment, formatted in the server's zone). */
export const epochMs = (moment: SQL) => sql`(extract(epoch from ${moment}) * 1000)::float8`

/** A timestamp (without zone) or date as the answers show it. */
export const dateTimeOf = (t: SQL) => sql`to_char(${t}, 'YYYY-MM-DD HH24:MI:SS')`
export const dateOf = (d: SQL) => sql`to_char(${d}, 'YYYY-MM-DD')`
