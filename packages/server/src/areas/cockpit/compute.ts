import { figureStatus, roundFigure, trendPeriods, type CockpitFigure, type CockpitPeriod, type FigureBreakdownRow, type FigureDef, type FigureDimension } from '@scm/core/cockpit'
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { dateTimeText } from '../../http/dates'
import * as clock from '../../clock'
import type { FactsContext, FigureFacts } from './facts'
import { periodRange, trendWindows, windowRange } from './range'
import { agreementTargets, targetOf } from './targets'
import { cockpitScope } from './scope'
import { readSettings } from './settings'

/** The moment the figures are computed at: the server's clock to the minute, so a stored answer is exact for its minute. */
export const figuresMoment = () => new Date(Math.floor(clock.nowMs() / 60_000) * 60_000)

/** Today, now and the settings at `now`, and the caller's scope: what every figure's facts read. */
export async function factsBase(db: Db, user: CurrentUser, now: Date): Promise<Omit<FactsContext, 'range'>> {
  return {
    today: sql`${clock.today(now)}::date`,
    now: sql`${dateTimeText(now)}::timestamp`,
    nowTz: sql`${now}::timestamptz`,
    nowMoment: now,
    scope: cockpitScope(user),
    settings: await readSettings(db, now),
  }
}

// A figure from its facts (facts.ts): the value and every breakdown in one statement (GROUPING
// SETS over the figure's records), the trend in a second (the facts once per window, LATERAL).

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

/** The facts' column of a dimension's key (`k_`) or name (`n_`): unquoted SQL names are lower case. */
export const dimColumn = (prefix: 'k' | 'n', dim: FigureDimension) => sql.identifier(`${prefix}_${dim.toLowerCase()}`)

/** What every group of records adds up to: numerator, denominator, and the median or ages where the figure has them. */
function aggregates(def: FigureDef, facts: FigureFacts): SQL {
  const parts = [
    sql`coalesce(sum(f.num) filter (where f.in_num), 0)::float8 as num`,
    sql`coalesce(sum(f.den) filter (where f.in_den), 0)::float8 as den`,
    def.measure === 'median' ? sql`(percentile_cont(0.5) within group (order by f.x) filter (where f.in_den))::float8 as med` : sql`null::float8 as med`,
  ]
  if (facts.ages) parts.push(sql`max(f.age) filter (where f.in_num)::float8 as max_age`, sql`(avg(f.age) filter (where f.in_num))::float8 as avg_age`)
  return sql.join(parts, sql`, `)
}

const exact = (n: unknown) => (n === null || n === undefined ? null : Math.round(Number(n) * 10_000) / 10_000)

/** The value of a group by the figure's measure, with its numerator and denominator. */
export function valueOf(def: FigureDef, row: Row | undefined): Pick<CockpitFigure, 'value' | 'numerator' | 'denominator'> {
  const num = Number(row?.num ?? 0)
  const den = Number(row?.den ?? 0)
  switch (def.measure) {
    case 'ratio':
      return { value: roundFigure(den > 0 ? (num / den) * (def.scale ?? 1) : null, def.decimals), numerator: exact(num), denominator: exact(den) }
    case 'median':
      return { value: roundFigure(row?.med == null ? null : Number(row.med), def.decimals), numerator: null, denominator: exact(den) }
    default:
      return { value: roundFigure(num, def.decimals), numerator: exact(num), denominator: null }
  }
}

/** Worst first (the rows a reader acts on), for a count the largest first; at most `limit`. */
function ordered(def: FigureDef, rows: FigureBreakdownRow[]): FigureBreakdownRow[] {
  const sign = def.better === 'higher' ? 1 : -1
  const sorted = [...rows].sort((a, b) => (a.value === null ? 1 : b.value === null ? -1 : sign * (a.value - b.value)) || a.name.localeCompare(b.name, 'zh'))
  return sorted.slice(0, def.breakdownLimit ?? BREAKDOWN_ROWS)
}

/** A breakdown answers at most this many rows (the worst); the records call lists them all. */
export const BREAKDOWN_ROWS = 100

export async function computeFigure(db: Db, def: FigureDef, facts: FigureFacts, base: Omit<FactsContext, 'range'>, period: CockpitPeriod): Promise<CockpitFigure> {
  const ctx = { ...base, range: periodRange(period) }
  const keys = def.dims.map((d) => sql`f.${dimColumn('k', d)}`)
  const grouping = def.dims.length ? sql`group by grouping sets ((), ${sql.join(keys.map((k) => sql`(${k})`), sql`, `)})` : sql``
  const dimSelect = def.dims.map((d) => sql`grouping(f.${dimColumn('k', d)}) as ${sql.identifier(`g_${d}`)}, f.${dimColumn('k', d)} as ${sql.identifier(`key_${d}`)}, max(f.${dimColumn('n', d)}) as ${sql.identifier(`name_${d}`)}`)
  const rows = rowsOf(await db.execute(sql`select ${sql.join([...dimSelect, aggregates(def, facts)], sql`, `)} from (${facts.facts(ctx)}) f ${grouping}`))

  const isTotal = (r: Row) => def.dims.every((d) => Number(r[`g_${d}`]) === 1)
  const total = valueOf(def, rows.find(isTotal))
  const target = targetOf(def, base.settings)
  const agreed = def.targetFrom === 'agreement' ? await agreementTargets(db, rows, period, base) : new Map<string, number>()
  const breakdowns: CockpitFigure['breakdowns'] = {}
  for (const d of def.dims) {
    const list = rows
      .filter((r) => Number(r[`g_${d}`]) === 0)
      .map((r): FigureBreakdownRow => {
        const key = r[`key_${d}`] === null ? '' : String(r[`key_${d}`])
        const rowTarget = agreed.get(key) ?? (def.targetFrom === 'agreement' ? null : target)
        const v = valueOf(def, r)
        return { key, name: String(r[`name_${d}`] ?? '（未指定）'), ...v, target: rowTarget, status: figureStatus(def, v.value, rowTarget), ...(facts.ages ? ages(r) : {}) }
      })
    breakdowns[d] = ordered(def, list)
  }
  // a supplier's own figure is judged against his own agreement
  const ownTarget = def.targetFrom === 'agreement' && base.scope.user.supplyid != null ? (agreed.get(String(base.scope.user.supplyid)) ?? target) : target
  return {
    id: def.id,
    ...total,
    target: ownTarget,
    status: figureStatus(def, total.value, ownTarget),
    breakdowns,
    trend: def.timing === 'period' ? await trend(db, def, facts, base, period) : [],
  }
}

const ages = (r: Row) => ({ maxAge: r.max_age == null ? null : Number(r.max_age), avgAge: roundFigure(r.avg_age == null ? null : Number(r.avg_age), 1) })

/** The figure over the twelve periods ending with `period`, each window its own group. */
async function trend(db: Db, def: FigureDef, facts: FigureFacts, base: Omit<FactsContext, 'range'>, period: CockpitPeriod) {
  const windows = trendPeriods(period)
  const rows = rowsOf(
    await db.execute(sql`select tw.at, ${aggregates(def, facts)} from ${trendWindows(windows)} cross join lateral (${facts.facts({ ...base, range: windowRange })}) f group by tw.at`),
  )
  const byAt = new Map(rows.map((r) => [String(r.at), r]))
  return windows.map((w) => ({ at: w.at, label: w.label, value: byAt.has(w.at) ? valueOf(def, byAt.get(w.at)).value : def.measure === 'ratio' || def.measure === 'median' ? null : 0 }))
}
