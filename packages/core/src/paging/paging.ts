import type { ListQuery } from './list'

/** Pagination state of a list screen (spec §3). */
export interface PagingState {
  offset: number
  limit: number
  curPage: number
  total: number
  searchKey: string
  order: string
}

/** One entry of a screen with three tabs (spec §3 "Tab state"). */
export interface TabState extends PagingState {
  isHide: boolean
}

/** The request a paged call sends (spec §3): `_search` false, `sord` asc, `nd` a timestamp. */
export interface PagingRequest {
  _search: false
  sidx: string
  sord: 'asc' | 'desc'
  rows: number
  page: number
  nd: number
}

export const DEFAULT_PAGE_SIZE = 10
export const PAGE_SIZES: readonly number[] = Object.freeze([10, 20, 50, 100, 200, 500])

export function createPaging(overrides: Partial<PagingState> = {}): PagingState {
  return { offset: 0, limit: DEFAULT_PAGE_SIZE, curPage: 1, total: 0, searchKey: '', order: '', ...overrides }
}

/** `order` 'desc' turns the sort round; anything else sorts ascending as the spec sends. */
export function pagingRequest(state: PagingState, sidx = ''): PagingRequest {
  return {
    _search: false,
    sidx,
    sord: state.order === 'desc' ? 'desc' : 'asc',
    rows: state.limit,
    page: state.curPage,
    nd: Date.now(),
  }
}

/** The ListQuery (list.ts) of a paging state, with the search text trimmed. */
export function pagingQuery(state: PagingState, sidx?: string, filters?: Record<string, unknown>): ListQuery {
  const query: ListQuery = { page: state.curPage, rows: state.limit, sord: state.order === 'desc' ? 'desc' : 'asc' }
  if (sidx) query.sidx = sidx
  const searchKey = state.searchKey.trim()
  if (searchKey) query.searchKey = searchKey
  if (filters) query.filters = filters
  return query
}

/** Moves to a page (1-based), keeping offset in step. */
export function goToPage(state: PagingState, curPage: number): PagingState {
  const page = Math.max(1, Math.floor(curPage) || 1)
  return { ...state, curPage: page, offset: (page - 1) * state.limit }
}

/** A new page size starts again at page 1. */
export function changePageSize(state: PagingState, limit: number): PagingState {
  return { ...state, limit, curPage: 1, offset: 0 }
}

/** Page sizes offered; a user-configured size goes in front when it is not already listed. */
export function pageSizes(userSize?: number | null): number[] {
  const sizes = [...PAGE_SIZES]
  if (userSize && Number.isInteger(userSize) && userSize > 0 && !sizes.includes(userSize)) sizes.unshift(userSize)
  return sizes
}

export function createTabStates(): [TabState, TabState, TabState] {
  const tab = (): TabState => ({ ...createPaging(), isHide: false })
  return [tab(), tab(), tab()]
}

/** 显示第 X 到第 Y 条记录，总共 N 条记录 (spec §9). */
export function pageRangeText(page: number, rows: number, total: number, more = false): string {
  const from = total > 0 ? (page - 1) * rows + 1 : 0
  const to = Math.min(page * rows, total)
  return `显示第 ${Math.min(from, total)} 到第 ${to} 条记录，总共 ${more ? `超过 ${total}` : total} 条记录`
}

export function pageCount(total: number, rows: number): number {
  return rows > 0 ? Math.max(1, Math.ceil(total / rows)) : 1
}
