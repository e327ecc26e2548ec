import type { Context } from 'hono'
import { asc, count, desc, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ListPage, ListQuery } from '@scm/core'
import type { Db } from '../db'
import { readBody } from './body'
import { refuse } from './envelope'

/**
 * THE list contract of every paged endpoint (core's ListQuery / ListPage):
 * request  page (1-based, default 1), rows (1…500, default 10), sidx, sord (asc|desc), searchKey,
 *          _search and nd (ignored), filters — read from the query string and/or the JSON body;
 *          body fields that are not paging keys count as filters too.
 * answer   ok(c, listPage(rows, total, page)) → Data {rows, total (all matching records), page}.
 */
export interface ListRequest extends ListQuery {
  sord: 'asc' | 'desc'
  searchKey: string
  filters: Record<string, unknown>
  /** (page - 1) * rows */
  offset: number
}

const PAGING_KEYS = new Set(['page', 'rows', 'sidx', 'sord', 'searchKey', '_search', 'nd', 'filters'])
export const MAX_PAGE_ROWS = 500

function positiveInt(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback
  const n = typeof value === 'number' ? value : Number(String(value).trim())
  return Number.isInteger(n) && n >= 1 ? n : null
}

export async function readListQuery(c: Context): Promise<ListRequest> {
  const body = await readBody(c)
  const input: Record<string, unknown> = { ...c.req.query(), ...body }
  const page = positiveInt(input.page, 1)
  if (page === null) refuse('页码必须是正整数')
  const rows = positiveInt(input.rows, 10)
  if (rows === null || rows > MAX_PAGE_ROWS) refuse(`每页条数必须在 1 到 ${MAX_PAGE_ROWS} 之间`)
  const sidx = String(input.sidx ?? '').trim()
  if (sidx && !/^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(sidx)) refuse('排序字段不正确')
  const sordText = String(input.sord ?? '').trim().toLowerCase()
  if (sordText && sordText !== 'asc' && sordText !== 'desc') refuse('排序方向只能是 asc 或 desc')
  const searchKey = String(input.searchKey ?? '').trim()
  if (searchKey.length > 100) refuse('请输入100个字符以内的搜索关键字')

  let filters: Record<string, unknown> = {}
  let given = input.filters
  if (typeof given === 'string' && given.trim()) {
    try {
      given = JSON.parse(given)
    } catch {
      refuse('查询条件格式错误')
    }
  }
  if (given && typeof given === 'object' && !Array.isArray(given)) filters = { ...(given as object) }
  for (const [key, value] of Object.entries(input)) if (!PAGING_KEYS.has(key)) filters[key] = value

  return {
    page,
    rows,
    ...(sidx ? { sidx } : {}),
    sord: sordText === 'desc' ? 'desc' : 'asc',
    searchKey,
    filters,
    offset: (page - 1) * rows,
  }
}

export function listPage<T>(rows: T[], total: number, page: number, summary?: Record<string, number>): ListPage<T> {
  return summary ? { rows, total: Number(total), page, summary } : { rows, total: Number(total), page }
}

/**
 * ORDER BY from sidx/sord over the columns an endpoint allows to sort by; an unknown or empty
 * sidx falls back to the endpoint's default order.
 */
export function listOrder(q: Pick<ListRequest, 'sidx' | 'sord'>, sortable: Record<string, AnyPgColumn | SQL>, fallback: SQL[]): SQL[] {
  const column = q.sidx ? sortable[q.sidx] : undefined
  if (!column) return fallback
  return [q.sord === 'desc' ? desc(column) : asc(column)]
}

/** `searchKey` matched (case-insensitive, literally) against any of the columns. */
export function searchAny(searchKey: string | undefined, columns: (AnyPgColumn | SQL)[]): SQL | undefined {
  const key = searchKey?.trim()
  if (!key || !columns.length) return undefined
  const pattern = `%${key.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
  return or(...columns.map((column) => ilike(sql`${column}::text`, pattern)))
}

/** count(*) as a number on both drivers. */
export async function countWhere(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count().mapWith(Number) }).from(table).where(where)
  return row?.n ?? 0
}
