// 质量台账统计: figures by supplier, material, month or supplier × month, read from the monthly
// summary (qul_ledger_month) that recordQualityEvent keeps — a year over 300 suppliers is a few
// thousand summary rows, not a million events.
import { formatLedgerStat, LEDGER_MONTH_PATTERN, ledgerStatGroupOptions, ledgerStatMeasures, type LedgerStatGroup } from '@scm/core'
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { ownerScope, refuse, type CurrentUser, type ListRequest } from '../../http'
import { pcSupply } from '../../identity/partner-schema'
import { isBlank, optionalId } from '../../platform/input'
import type { XlsxColumn } from '../../platform/xlsx'
import { qulLedgerMonth as M } from './ledger-schema'

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

const int = (expr: SQL) => sql<number>`coalesce(${expr}, 0)::int`.mapWith(Number)
const dec = (expr: SQL) => sql<number>`coalesce(${expr}, 0)`.mapWith(Number)

const lots = sql`sum(${M.lots})`
const rejectedLots = sql`sum(${M.rejected_lots})`
const inspectedQty = sql`sum(${M.inspected_qty})`
const rejectedQty = sql`sum(${M.rejected_qty})`

/** Every figure of a group (and of 合计); rate and PPM are 0 where nothing was inspected. */
const measures = {
  lots: int(lots),
  rejected_lots: int(rejectedLots),
  lot_rejection_rate: dec(sql`round(${rejectedLots}::numeric / nullif(${lots}, 0), 6)`),
  inspected_qty: dec(inspectedQty),
  rejected_qty: dec(rejectedQty),
  ppm: int(sql`round(${rejectedQty} * 1000000 / nullif(${inspectedQty}, 0))`),
  claim_amount: dec(sql`sum(${M.claim_amount})`),
} satisfies Record<(typeof ledgerStatMeasures)[number]['key'], SQL>

const month = sql<string>`to_char(${M.month}, 'YYYY-MM')`
const supplierName = sql<string>`coalesce(max(${pcSupply.supplyName}), ${M.supplyid}::text)`
const materialCode = sql<string>`max(${M.mtr_code})`
const materialName = sql<string>`max(${M.mtr_name})`

interface GroupShape {
  columns: Record<string, SQL | AnyPgColumn>
  by: AnyPgColumn[]
  order: SQL[]
}

/** Columns of a group, how it is grouped and its default order. */
function groupOf(group: LedgerStatGroup): GroupShape {
  switch (group) {
    case 'supplier':
      return { columns: { group_key: sql<string>`${M.supplyid}::text`, group_label: supplierName, supplyid: M.supplyid, supply_name: supplierName }, by: [M.supplyid], order: [asc(supplierName)] }
    case 'material':
      return {
        columns: { group_key: sql<string>`${M.mtr_id}::text`, group_label: sql<string>`trim(${materialCode} || ' ' || ${materialName})`, mtr_id: M.mtr_id, mtr_code: materialCode, mtr_name: materialName },
        by: [M.mtr_id],
        order: [asc(materialCode)],
      }
    case 'month':
      return { columns: { group_key: month, group_label: month, month }, by: [M.month], order: [asc(M.month)] }
    case 'supplier_month':
      return {
        columns: { group_key: sql<string>`${M.supplyid}::text || '/' || ${month}`, group_label: sql<string>`${supplierName} || ' ' || ${month}`, supplyid: M.supplyid, supply_name: supplierName, month },
        by: [M.supplyid, M.month],
        order: [asc(supplierName), asc(M.month)],
      }
  }
}

/** The summary rows a caller may count: his period and filters, a supplier user's own only. */
function statsWhere(user: CurrentUser, q: StatsQuery): SQL | undefined {
  return and(
    gte(M.month, q.from),
    lte(M.month, q.to),
    q.supplyid === undefined ? undefined : eq(M.supplyid, q.supplyid),
    q.mtrId === undefined ? undefined : eq(M.mtr_id, q.mtrId),
    ownerScope(user, { supplyid: M.supplyid }),
  )
}

function statsSelect(db: Db, user: CurrentUser, q: StatsQuery, list: Pick<ListRequest, 'sidx' | 'sord'>) {
  const group = groupOf(q.group)
  const sortBy = list.sidx && Object.hasOwn(measures, list.sidx) ? measures[list.sidx as keyof typeof measures] : undefined
  const order = [...(sortBy ? [list.sord === 'desc' ? desc(sortBy) : asc(sortBy)] : []), ...group.order, ...group.by.map((c) => asc(c))]
  const select = db
    .select({ ...group.columns, ...measures })
    .from(M)
    .leftJoin(pcSupply, eq(pcSupply.supplyid, M.supplyid))
    .where(statsWhere(user, q))
    .groupBy(...group.by)
  return { select, order }
}

/** A page of groups, the number of groups and 合计 over the whole period. */
export async function ledgerStats(db: Db, user: CurrentUser, q: StatsQuery, list: ListRequest) {
  const { select, order } = statsSelect(db, user, q, list)
  const [rows, [groups], [sum]] = await Promise.all([
    select.orderBy(...order).limit(list.rows).offset(list.offset),
    db.select({ n: count().mapWith(Number) }).from(select.as('ledger_groups')),
    db.select(measures).from(M).where(statsWhere(user, q)),
  ])
  return { rows, total: groups?.n ?? 0, page: list.page, sum: { group_label: '合计', ...sum } }
}

/** Every group (bounded: suppliers × months of the period at most) for the Excel export. */
export async function* ledgerStatBatches(db: Db, user: CurrentUser, q: StatsQuery, list: ListRequest) {
  const { select, order } = statsSelect(db, user, q, list)
  const size = 2000
  for (let offset = 0; ; offset += size) {
    const rows = await select.orderBy(...order).limit(size).offset(offset)
    if (rows.length) yield rows.map((row) => ({ ...row, lot_rejection_rate: formatLedgerStat(row.lot_rejection_rate, 'rate') })) as Record<string, unknown>[]
    if (rows.length < size) return
  }
}

/** Headers of the export: the group's columns, then the figures. */
export function ledgerStatColumns(group: LedgerStatGroup): XlsxColumn[] {
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
  return [...dims, ...ledgerStatMeasures.map((m) => ({ header: m.label, key: m.key, kind: kind[m.kind], width: 14 }))]
}
