import { Pagination as ArkPagination } from '@ark-ui/react/pagination'
import { useMemo } from 'react'
import { pagination } from 'styled-system/recipes'
import { pageRangeText, pageSizes as corePageSizes } from '@scm/core'
import { Select } from './select'

export interface PaginationProps {
  page: number
  /** Rows per page. */
  rows: number
  total: number
  /** Offered page sizes; default core pageSizes(). */
  pageSizes?: number[]
  onPageChange: (page: number) => void
  onRowsChange: (rows: number) => void
}

/** Spec §9 layout: sizes, prev, pager, next, then 显示第 X 到第 Y 条记录，总共 N 条记录. */
export function Pagination({ page, rows, total, pageSizes, onPageChange, onRowsChange }: PaginationProps) {
  const sizes = pageSizes ?? corePageSizes()
  const sizeItems = useMemo(() => sizes.map((n) => ({ label: `${n}条/页`, value: String(n) })), [sizes])
  const cls = pagination()
  return (
    <ArkPagination.Root
      className={cls.root}
      count={total}
      pageSize={rows}
      page={page}
      siblingCount={2}
      translations={{
        rootLabel: '分页',
        prevTriggerLabel: '上一页',
        nextTriggerLabel: '下一页',
        itemLabel: ({ page: p, totalPages }) => `第 ${p} 页，共 ${totalPages} 页`,
      }}
      onPageChange={(d) => onPageChange(d.page)}
    >
      <div className={cls.sizes}>
        <Select
          items={sizeItems}
          value={String(rows)}
          aria-label="每页条数"
          onValueChange={(v) => {
            if (v) onRowsChange(Number(v))
          }}
        />
      </div>
      <ArkPagination.PrevTrigger className={cls.prevTrigger}>‹</ArkPagination.PrevTrigger>
      <ArkPagination.Context>
        {(api) => (
          <span className={cls.pager}>
            {api.pages.map((p, i) =>
              p.type === 'page' ? (
                <ArkPagination.Item key={i} {...p} className={cls.item}>
                  {p.value}
                </ArkPagination.Item>
              ) : (
                <ArkPagination.Ellipsis key={i} index={i} className={cls.ellipsis}>
                  …
                </ArkPagination.Ellipsis>
              ),
            )}
          </span>
        )}
      </ArkPagination.Context>
      <ArkPagination.NextTrigger className={cls.nextTrigger}>›</ArkPagination.NextTrigger>
      <span className={cls.rangeText} aria-live="polite">
        {pageRangeText(page, rows, total)}
      </span>
    </ArkPagination.Root>
  )
}
