import { afterEach, describe, expect, it, vi } from 'vitest'
import { changePageSize, createPaging, createTabStates, emptyListPage, goToPage, pageCount, pageRangeText, pageSizes, pagingQuery, pagingRequest } from '.'

afterEach(() => vi.useRealTimers())

describe('paging state', () => {
  it('starts at page 1 with 10 rows', () => {
    expect(createPaging()).toEqual({ offset: 0, limit: 10, curPage: 1, total: 0, searchKey: '', order: '' })
  })

  it('builds the paged request of the spec', () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') })
    const state = goToPage(createPaging({ limit: 20 }), 3)
    expect(pagingRequest(state, 'order_no')).toEqual({
      _search: false,
      sidx: 'order_no',
      sord: 'asc',
      rows: 20,
      page: 3,
      nd: Date.parse('2026-11-22T08:00:00Z'),
    })
    expect(pagingRequest(createPaging())).toMatchObject({ sidx: '', sord: 'asc', rows: 10, page: 1 })
    expect(pagingRequest(createPaging({ order: 'desc' }))).toMatchObject({ sord: 'desc' })
  })

  it('keeps offset in step with the page and restarts on a new page size', () => {
    const third = goToPage(createPaging({ limit: 50 }), 3)
    expect(third).toMatchObject({ curPage: 3, offset: 100 })
    expect(goToPage(third, 0)).toMatchObject({ curPage: 1, offset: 0 })
    expect(changePageSize(third, 100)).toMatchObject({ curPage: 1, offset: 0, limit: 100 })
  })

  it('turns the state into the shared ListQuery with a trimmed search', () => {
    const state = createPaging({ curPage: 2, limit: 20, searchKey: '  刹车片 ' })
    expect(pagingQuery(state, 'mtr_code', { status: '已发布' })).toEqual({
      page: 2,
      rows: 20,
      sord: 'asc',
      sidx: 'mtr_code',
      searchKey: '刹车片',
      filters: { status: '已发布' },
    })
    expect(pagingQuery(createPaging({ searchKey: '   ' }))).toEqual({ page: 1, rows: 10, sord: 'asc' })
  })
})

describe('page sizes', () => {
  it('offers 10/20/50/100/200/500 and puts a user size in front when absent', () => {
    expect(pageSizes()).toEqual([10, 20, 50, 100, 200, 500])
    expect(pageSizes(30)).toEqual([30, 10, 20, 50, 100, 200, 500])
    expect(pageSizes(50)).toEqual([10, 20, 50, 100, 200, 500])
    expect(pageSizes(0)).toEqual([10, 20, 50, 100, 200, 500])
    expect(pageSizes(-5)).toEqual([10, 20, 50, 100, 200, 500])
  })

  it('returns a fresh list each time', () => {
    const sizes = pageSizes()
    sizes.push(1000)
    expect(pageSizes()).toHaveLength(6)
  })
})

describe('tab states', () => {
  it('creates three independent entries', () => {
    const tabs = createTabStates()
    expect(tabs).toHaveLength(3)
    for (const tab of tabs) {
      expect(tab).toEqual({ offset: 0, limit: 10, curPage: 1, total: 0, searchKey: '', order: '', isHide: false })
    }
    tabs[0].curPage = 4
    expect(tabs[1].curPage).toBe(1)
  })
})

describe('range text', () => {
  it('says which records are shown', () => {
    expect(pageRangeText(1, 10, 35)).toBe('显示第 1 到第 10 条记录，总共 35 条记录')
    expect(pageRangeText(4, 10, 35)).toBe('显示第 31 到第 35 条记录，总共 35 条记录')
    // a list that counted only so far says so
    expect(pageRangeText(2, 10, 1000, true)).toBe('显示第 11 到第 20 条记录，总共 超过 1000 条记录')
    expect(pageRangeText(1, 10, 0)).toBe('显示第 0 到第 0 条记录，总共 0 条记录')
  })

  it('counts pages', () => {
    expect(pageCount(35, 10)).toBe(4)
    expect(pageCount(0, 10)).toBe(1)
  })

  it('has an empty list page to start from', () => {
    expect(emptyListPage()).toEqual({ rows: [], total: 0, page: 1 })
  })
})
