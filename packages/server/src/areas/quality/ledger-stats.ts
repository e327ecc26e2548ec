// 质量台账统计: figures by supplier, material, month or supplier × month, read from the monthly
// summary (qul_ledger_month) that recordQualityEvent keeps — a year over 300 suppliers is a few
// thousand summary rows, not a million events.
import { formatLedgerStat, LEDGER_MONTH_PATTERN, ledgerStatHasTarget, ledgerStatGroupOptions, ledgerStatMeasures, type LedgerStatGroup, type LedgerStatRow } from '@scm/core/quality'
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import { ownerScope } from '../../platform/owner-scope'
import { refuse, type CurrentUser, type ListRequest } from '../../http'
import { pcSupply } from '../../identity/partner-schema'
import { isBlank, optionalId } from '../../platform/input'
import type { XlsxColumn } from '../../platform/xlsx'
import { qulLedgerMonth as M, qulLedgerSupplierMonth as S } from './ledger-schema'
import { agreedPpmTarget } from './trace'
import { todaySql } from '../../clock/sql'

/** Longest period one request may cover. */
const MAX_MONTHS = 60

export interface StatsQuery {
  group: LedgerStatGroup
  /** first days of the first and last month */
  from: string
  to: string
  supplyid?: number
  mtrId?: number
}

function monthArg(value: unknown, label: string): string {
  const text = isBlank(value) ? '' : String(value).trim()
  if (!LEDGER_MONTH_PATTERN.test(text)) refuse(`${label}必须是年月，格式 yyyy-MM`)
  return `${text}-01`
}

function idArg(value: unknown, label: string): number | undefined {
  const id = optionalId(value, label)
  if (id !== null && id > 2147483647) refuse(`${label}不正确`)
  return id ?? undefined
}

/** The statistics request, checked: {group, from: 'yyyy-MM', to: 'yyyy-MM', supplyid?, mtr_id?}. */
export function readStatsQuery(filters: Record<string, unknown>): StatsQuery {
  const group = isBlank(filters.group) ? 'supplier' : String(filters.group).trim()
  if (!ledgerStatGroupOptions.some((o) => o.value === group)) refuse('统计方式只能是 supplier、material、month 或 supplier_month')
  const from = monthArg(filters.from, '开始月份')
  const to = monthArg(filters.to, '结束月份')
  if (to < from) refuse('结束月份不能早于开始月份')
  const months = (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7)) + 1
  if (months > MAX_MONTHS) refuse(`统计期间不能超过 ${MAX_MONTHS} 个月`)
  return { group: group as LedgerStatGroup, from, to, supplyid: idArg(filters.supplyid, '供应商'), mtrId: idArg(filters.mtr_id, '物料') }
}

// One statement per request: the period's summary rows grouped once (a CTE, materialised because
// it is read three times), then the page of groups with names, the number of groups and 合计.
// Names are joined to the groups, not to the summary rows.

/** The figures computed from a group's sums (in `g`): the rate in percent; rate and PPM 0 where nothing was inspected. */
const ratios = sql`coalesce(round(g.rejected_lots * 100.0 / nullif(g.lots, 0), 2), 0) as lot_rejection_rate,
  coalesce(round(g.rejected_qty * 1000000 / nullif(g.inspected_qty, 0)), 0)::int as ppm`
const figures = sql`g.lots, g.rejected_lots, g.inspected_qty, g.rejected_qty, g.claim_amount, ${ratios}`
const SUMMED = sql`lots, rejected_lots, inspected_qty, rejected_qty, claim_amount`

const sums = (from: SQL) => sql`coalesce(sum(${from}.lots), 0)::int as lots, coalesce(sum(${from}.rejected_lots), 0)::int as rejected_lots,
  coalesce(sum(${from}.inspected_qty), 0) as inspected_qty, coalesce(sum(${from}.rejected_qty), 0) as rejected_qty,
  coalesce(sum(${from}.claim_amount), 0) as claim_amount`

interface GroupShape {
  /** the group's keys in the CTE (over the summary rows) */
  keys: SQL
  /** what the group shows (over `g` and the supplier `s`) */
  columns: SQL
  /** default order, by output column names */
  order: SQL
}

const supplierName = sql`coalesce(s.supply_name, g.supplyid::text)`
const monthText = sql`to_char(g.month, 'YYYY-MM')`

/** Columns of a group, how it is grouped and its default order. */
function groupOf(group: LedgerStatGroup): GroupShape {
  switch (group) {
    case 'supplier':
      return {
        keys: sql`supplyid`,
        columns: sql`g.supplyid::text as group_key, ${supplierName} as group_label, g.supplyid, ${supplierName} as supply_name`,
        order: sql`supplyid`,
      }
    case 'material':
      return {
        keys: sql`mtr_id, max(mtr_code) as mtr_code, max(mtr_name) as mtr_name`,
        columns: sql`g.mtr_id::text as group_key, trim(g.mtr_code || ' ' || g.mtr_name) as group_label, g.mtr_id, g.mtr_code, g.mtr_name`,
        order: sql`mtr_code, mtr_id`,
      }
    case 'month':
      return { keys: sql`month`, columns: sql`${monthText} as group_key, ${monthText} as group_label, ${monthText} as month`, order: sql`month` }
    case 'supplier_month':
      return {
        keys: sql`supplyid, month`,
        columns: sql`g.supplyid::text || '/' || ${monthText} as group_key, ${supplierName} || ' ' || ${monthText} as group_label, g.supplyid, ${supplierName} as supply_name, ${monthText} as month`,
        order: sql`supplyid, month`,
      }
  }
}

const groupKeys: Record<LedgerStatGroup, SQL> = { supplier: sql`1`, material: sql`1`, month: sql`1`, supplier_month: sql`1, 2` }

/**
 * The summary a query reads: per material only when it groups or filters by material, else the
 * supplier × month rollup (an eighth of the rows for the same figures).
 */
function sourceOf(q: StatsQuery) {
  return q.group === 'material' || q.mtrId !== undefined ? M : S
}

/** The summary rows a caller may count: his period and filters, a supplier user's own only. */
function statsWhere(user: CurrentUser, q: StatsQuery): SQL | undefined {
  const T = sourceOf(q)
  return and(
    gte(T.month, q.from),
    lte(T.month, q.to),
    q.supplyid === undefined ? undefined : eq(T.supplyid, q.supplyid),
    q.mtrId === undefined ? undefined : eq(M.mtr_id, q.mtrId),
    ownerScope(user, { supplyid: T.supplyid }),
  )
}

const MEASURE_KEYS = new Set<string>(ledgerStatMeasures.map((m) => m.key))

const monthEnd = (month: SQL) => sql`least((${month} + interval '1 month - 1 day')::date, ${todaySql})`

/**
 * The PPM target of the supplier's quality agreement beside his PPM (null where the group has no
 * one supplier): in force at the end of the row's month, or of the period for a supplier's total
 * (today at the latest).
 */
function ppmTarget(user: CurrentUser, q: StatsQuery): SQL {
  switch (q.group) {
    case 'supplier':
      return agreedPpmTarget(sql`g.supplyid`, monthEnd(sql`${q.to}::date`))
    case 'supplier_month':
      return agreedPpmTarget(sql`g.supplyid`, monthEnd(sql`g.month`))
    case 'month': {
      // a supplier's own months (ledgerStatHasTarget)
      return user.supplyid === null ? sql`null::int` : agreedPpmTarget(sql`${user.supplyid}::int`, monthEnd(sql`g.month`))
    }
    case 'material':
      return sql`null::int`
  }
}

interface StatsAnswer {
  n: number
  summary: Record<string, number>
  rows: LedgerStatRow[]
}

/** Groups `offset`… (`limit` of them), the number of groups and 合计, in one statement. */
async function statsPage(db: Db, user: CurrentUser, q: StatsQuery, list: Pick<ListRequest, 'sidx' | 'sord'>, limit: number, offset: number): Promise<StatsAnswer> {
  const group = groupOf(q.group)
  const sortBy = list.sidx && MEASURE_KEYS.has(list.sidx) ? sql`${sql.identifier(list.sidx)} ${list.sord === 'desc' ? sql`desc` : sql`asc`}, ` : sql``
  const source = sourceOf(q)
  // supplier × month on the rollup: its rows are the groups already, nothing to add up
  const groups =
    q.group === 'supplier_month' && source === S
      ? sql`select supplyid, month, ${SUMMED} from ${S} where ${statsWhere(user, q)}`
      : sql`select ${group.keys}, ${sums(sql`${source}`)} from ${source} where ${statsWhere(user, q)} group by ${groupKeys[q.group]}`
  // the page is chosen before names are joined (default order by supplier code, material code or month)
  const result = await db.execute(sql`
    with g as materialized (${groups})
    select (select count(*)::int from g) as n,
           (select row_to_json(t) from (select ${figures} from (select ${sums(sql`g`)} from g) g) t) as summary,
           (select coalesce(json_agg(p), '[]'::json) from (
              select ${group.columns}, ${figures}, ${ppmTarget(user, q)} as ppm_target
              from (select g.*, ${ratios} from g order by ${sortBy}${group.order} limit ${limit} offset ${offset}) g
              left join ${pcSupply} s on s.supplyid = ${q.group.startsWith('supplier') ? sql`g.supplyid` : sql`null`}
              order by ${sortBy}${group.order}) p) as rows`)
  const [answer] = (result as unknown as { rows: StatsAnswer[] }).rows
  return answer!
}

/** A page of groups, the number of groups and the 合计 row's figures over the whole period (ListPage.summary). */
export async function ledgerStats(db: Db, user: CurrentUser, q: StatsQuery, list: ListRequest) {
  const { rows, n, summary } = await statsPage(db, user, q, list, list.rows, list.offset)
  return { rows, total: n, page: list.page, summary }
}

/** Every group (bounded: suppliers × months of the period at most) for the Excel export. */
export async function* ledgerStatBatches(db: Db, user: CurrentUser, q: StatsQuery, list: ListRequest) {
  const size = 5000
  for (let offset = 0; ; offset += size) {
    const { rows } = await statsPage(db, user, q, list, size, offset)
    if (rows.length) yield rows.map((row) => ({ ...row, lot_rejection_rate: formatLedgerStat(row.lot_rejection_rate, 'rate') }))
    if (rows.length < size) return
  }
}

/** Headers of the export: the group's columns, then the figures. */
export function ledgerStatColumns(group: LedgerStatGroup, ownOnly: boolean): XlsxColumn[] {
  const dims: XlsxColumn[] = {
    supplier: [{ header: '供应商', key: 'supply_name', width: 30 }],
    material: [
      { header: '物料编码', key: 'mtr_code', width: 16 },
      { header: '物料名称', key: 'mtr_name', width: 24 },
    ],
    month: [{ header: '月份', key: 'month', width: 10 }],
    supplier_month: [
      { header: '供应商', key: 'supply_name', width: 30 },
      { header: '月份', key: 'month', width: 10 },
    ],
  }[group]
  const kind = { count: 'qty', qty: 'qty', money: 'money', ppm: 'qty', rate: 'text' } as const
  const figures: XlsxColumn[] = ledgerStatMeasures.map((m) => ({ header: m.label, key: m.key, kind: kind[m.kind], width: 14 }))
  if (ledgerStatHasTarget(group, ownOnly)) figures.splice(figures.findIndex((f) => f.key === 'ppm') + 1, 0, { header: 'PPM目标', key: 'ppm_target', kind: 'qty', width: 12 })
  return [...dims, ...figures]
}
