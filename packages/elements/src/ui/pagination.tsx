import { input, pagination } from 'styled-system/recipes'
import { pageRangeText, pageSizes as corePageSizes } from '@scm/core'

export interface PaginationProps {
  page: number
  /** Rows per page. */
  rows: number
  total: number
  /** `total` is a lower bound (超过 N 条). */
  more?: boolean
  /** Offered page sizes; default core pageSizes(). */
  pageSizes?: number[]
  onPageChange: (page: number) => void
  onRowsChange: (rows: number) => void
}

type PagerItem = number | 'gap'

const SIBLINGS = 2
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/**
 * The page buttons: all pages when few, else the first, the last, the current one with two
 * neighbours each side, and … for the gaps; the row keeps its length as the current page moves.
 */
export function pagerItems(page: number, pageCount: number): PagerItem[] {
  const slots = SIBLINGS * 2 + 5
  if (pageCount <= slots) return range(1, pageCount)
  const left = Math.max(page - SIBLINGS, 1)
  const right = Math.min(page + SIBLINGS, pageCount)
  const edge = SIBLINGS * 2 + 3
  if (left <= 2) return [...range(1, edge), 'gap', pageCount]
  if (right >= pageCount - 1) return [1, 'gap', ...range(pageCount - edge + 1, pageCount)]
  return [1, 'gap', ...range(left, right), 'gap', pageCount]
}

/** Spec §9 layout: sizes, prev, pager, next, then 显示第 X 到第 Y 条记录，总共 N 条记录. */
export function Pagination({ page, rows, total, more, pageSizes, onPageChange, onRowsChange }: PaginationProps) {
  const sizes = pageSizes ?? corePageSizes()
  const pageCount = Math.max(1, Math.ceil(total / rows))
  const cls = pagination()
  const go = (next: number) => {
    if (next !== page && next >= 1 && next <= pageCount) onPageChange(next)
  }
  return (
    <nav className={cls.root} aria-label="分页">
      <div className={cls.sizes}>
        <select
          className={input({ size: 'mini' })}
          aria-label="每页条数"
          value={String(rows)}
          onChange={(e) => onRowsChange(Number(e.currentTarget.value))}
        >
          {sizes.map((n) => (
            <option key={n} value={n}>
              {n}条/页
            </option>
          ))}
        </select>
      </div>
      <button type="button" className={cls.prevTrigger} aria-label="上一页" disabled={page <= 1} onClick={() => go(page - 1)}>
        ‹
      </button>
      <span className={cls.pager}>
        {pagerItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <span key={`gap-${i}`} className={cls.ellipsis} aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item}
              type="button"
              className={cls.item}
              aria-label={`第 ${item} 页，共 ${pageCount} 页`}
              aria-current={item === page ? 'page' : undefined}
              data-selected={item === page || undefined}
              onClick={() => go(item)}
            >
              {item}
            </button>
          ),
        )}
      </span>
      <button type="button" className={cls.nextTrigger} aria-label="下一页" disabled={page >= pageCount} onClick={() => go(page + 1)}>
        ›
      </button>
      <span className={cls.rangeText} aria-live="polite">
        {pageRangeText(page, rows, total, more)}
      </span>
    </nav>
  )
}
