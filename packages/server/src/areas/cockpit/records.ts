import type { FigureDef, FigureDimension, FigureRecordsPage, RecordColumn } from '@scm/core/cockpit'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import { dimColumn } from './compute'
import type { FactsContext, FigureFacts } from './facts'

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

export interface RecordsQuery {
  part: 'numerator' | 'denominator'
  /** one breakdown row: its dimension and key ('' = the rows without one) */
  by?: FigureDimension
  dim?: string
  page: number
  rows: number
}

/** A value as its column shows it: numbers as numbers, a moment (epoch ms) as the server's wall-clock text. */
function cell(column: RecordColumn, value: unknown): string | number | null {
  if (value === null || value === undefined) return null
  if (column.kind === 'number' || column.kind === 'money') return Number(value)
  if (column.kind === 'datetime' && typeof value === 'number') return dateTimeText(new Date(value))
  return String(value)
}

/**
 * EXACTLY the records behind a figure's numerator or denominator (of one breakdown row when asked):
 * the facts' own rows, so `total` (or `sum` of the part's column) is the figure's number.
 */
export async function figureRecords(db: Db, def: FigureDef, facts: FigureFacts, ctx: FactsContext, q: RecordsQuery): Promise<FigureRecordsPage> {
  const part = def[q.part]!
  const inPart = q.part === 'numerator' ? sql`f.in_num` : sql`f.in_den`
  const key = q.by ? sql`f.${dimColumn('k', q.by)}` : null
  const where = key === null || q.dim === undefined ? inPart : q.dim === '' ? sql`${inPart} and ${key} is null` : sql`${inPart} and ${key} = ${q.dim}`
  const source = facts.facts(ctx)
  const sum = part.sum ? sql`sum(f.${sql.identifier(part.sum)})::float8` : sql`null::float8`
  const [totals] = rowsOf(await db.execute(sql`select count(*)::int as n, ${sum} as s from (${source}) f where ${where}`))
  const page = rowsOf(
    await db.execute(sql`select f.* from (${source}) f where ${where} order by f.sort_at desc nulls last, f.id desc limit ${q.rows} offset ${(q.page - 1) * q.rows}`),
  )
  const columns = part.columns
  return {
    figure: def.id,
    part: q.part,
    columns,
    rows: page.map((raw) => {
      const row = facts.decorate ? facts.decorate(raw, ctx.settings, ctx.nowMoment) : raw
      return Object.fromEntries([['id', Number(row.id)], ...columns.map((c) => [c.key, cell(c, row[c.key])])])
    }),
    total: Number(totals?.n ?? 0),
    sum: totals?.s == null ? (part.sum ? 0 : null) : Math.round(Number(totals.s) * 10_000) / 10_000,
    page: q.page,
  }
}
