import type { Context } from 'hono'
import { asc, count, desc, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { ListPage, ListQuery } from '@scm/core'
import type { Db } from '../db'
import { inline, type Bind } from '../db/statements'
import { z } from 'zod'
import { readBody } from './body'

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

export const MAX_PAGE_ROWS = 500

/** A whole number from 1 to `max`, sent as a number or as text; absent or blank → `fallback`. */
function positiveWhole(fallback: number, max: number, message: string, description: string) {
  return z
    .union([z.number().int(message).min(1, message).max(max, message), z.string(), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      const n = v === undefined || v === null || v === '' ? fallback : typeof v === 'number' ? v : Number(v.trim())
      if (Number.isInteger(n) && n >= 1 && n <= max) return n
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    })
    .meta({ description })
}

/** Text as sent (a number is taken as its text), trimmed; absent → ''. */
const trimmed = (message: string) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((v) => String(v ?? '').trim())

/**
 * THE list request (readListQuery parses with it; the OpenAPI contract shows it for every list
 * call). Fields not named here are filters too, as `filters` holds them.
 */
export const listQuery = z.looseObject({
  page: positiveWhole(1, Number.MAX_SAFE_INTEGER, '页码必须是正整数', '页码，从 1 开始（默认 1）'),
  rows: positiveWhole(10, MAX_PAGE_ROWS, `每页条数必须在 1 到 ${MAX_PAGE_ROWS} 之间`, `每页条数，1…${MAX_PAGE_ROWS}（默认 10）`),
  sidx: trimmed('排序字段不正确')
    .refine((v) => !v || /^[A-Za-z_][A-Za-z0-9_]{0,63}$/.test(v), '排序字段不正确')
    .meta({ description: '排序字段（列名）；未知的列按默认顺序' }),
  sord: trimmed('排序方向只能是 asc 或 desc')
    .transform((v) => v.toLowerCase())
    .refine((v) => !v || v === 'asc' || v === 'desc', '排序方向只能是 asc 或 desc')
    .meta({ description: '排序方向 asc | desc（默认 asc）' }),
  searchKey: trimmed('请输入100个字符以内的搜索关键字')
    .refine((v) => v.length <= 100, '请输入100个字符以内的搜索关键字')
    .meta({ description: '搜索关键字，最多 100 个字符（各列包含，不区分大小写）' }),
  _search: z.unknown().optional().meta({ description: '忽略（旧客户端）' }),
  nd: z.unknown().optional().meta({ description: '忽略（旧客户端的时间戳）' }),
  filters: z
    .unknown()
    .optional()
    .transform((given, ctx) => {
      if (typeof given === 'string' && given.trim()) {
        try {
          given = JSON.parse(given)
        } catch {
          ctx.addIssue({ code: 'custom', message: '查询条件格式错误' })
          return z.NEVER
        }
      }
      return given && typeof given === 'object' && !Array.isArray(given) ? { ...(given as Record<string, unknown>) } : {}
    })
    .meta({ description: '过滤条件 {字段: 值} 或 {字段: {op, value}}，也可为其 JSON 文本；请求中其他字段同样作为过滤条件' }),
})

export async function readListQuery(c: Context): Promise<ListRequest> {
  const body = await readBody(c)
  const { page, rows, sidx, sord, searchKey, filters, _search, nd, ...others } = listQuery.parse({ ...c.req.query(), ...body })
  return {
    page,
    rows,
    ...(sidx ? { sidx } : {}),
    sord: sord === 'desc' ? 'desc' : 'asc',
    searchKey,
    filters: { ...filters, ...others },
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

/**
 * `searchKey` matched (case-insensitive, literally) against any of the columns; `bind` takes the
 * pattern as a bound value of a prepared statement (db/statements.ts).
 */
export function searchAny(searchKey: string | undefined, columns: (AnyPgColumn | SQL)[], bind: Bind = inline): SQL | undefined {
  const key = searchKey?.trim()
  if (!key || !columns.length) return undefined
  const pattern = bind(`%${key.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)
  return or(...columns.map((column) => sql`${column}::text ilike ${pattern}`))
}

/** count(*) as a number on both drivers. */
export async function countWhere(db: Db, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await db.select({ n: count().mapWith(Number) }).from(table).where(where)
  return row?.n ?? 0
}
