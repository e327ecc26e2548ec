import { useMemo } from 'react'
import { defineElement, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable } from '../../ui/data-table'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { heading, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { indexColumns } from './bulletin-columns'
import { BULLETIN_PATHS, BULLETIN_ROUTES, type BulletinRow } from './bulletin-types'
import { useBulletinGrants, useBulletinTypes } from './use-bulletin'

// /bulletin/index 公告浏览: the bulletins the caller may see (the server filters by status, time
// and audience), top ones first and marked 置顶, unread ones bold with 未读; a title opens the detail.

function BulletinIndex({ pageSize, compact = false }: { pageSize?: number; compact?: boolean }) {
  const emit = useEmit()
  const types = useBulletinTypes()
  const can = useBulletinGrants()
  const columns = useMemo(() => indexColumns((row) => emit('scm-navigate', { path: `${BULLETIN_ROUTES.detail}?id=${row.id}` }), compact), [emit, compact])
  const list = useListController<BulletinRow>({ path: BULLETIN_PATHS.list, columns, rowKey: 'id', pageSize, stateKey: BULLETIN_ROUTES.index })
  const specs: FilterSpec[] = [
    { kind: 'text', name: 'searchKey', label: '关键字', placeholder: '公告标题' },
    { kind: 'select', name: 'type_id', label: '公告类型', options: types },
    { kind: 'select', name: 'is_read', label: '阅读状态', options: [{ value: '0', label: '未读' }, { value: '1', label: '已读' }] },
    ...(compact ? [] : [{ kind: 'dateRange', name: 'publish_at', label: '发布日期' } as FilterSpec]),
  ]

  return (
    <section className={screen} aria-label="公告浏览">
      <h2 className={heading}>公告浏览</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters} label="公告筛选">
        {can('add') ? <Button onClick={() => emit('scm-navigate', { path: BULLETIN_ROUTES.create })}>发布公告</Button> : null}
      </FilterBar>
      <DataTable<BulletinRow> state={list.table} rows={list.rows} total={list.total} caption="公告列表" loading={list.loading} emptyText="暂无公告" />
    </section>
  )
}

defineElement('scm-bulletin-index', BulletinIndex, {
  description: '公告浏览：当前用户可见的公告，置顶在前并标记，未读加粗并标记“未读”；按公告类型、关键字、已读/未读、发布日期筛选；点击标题查看详情',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    compact: { type: 'boolean', description: '手机页面：只列标题，类型、发布人、时间在标题下', default: false },
  },
  events: { 'scm-navigate': '打开公告详情或发布公告，detail 为 {path:"/bulletin/detail?id=…"}' },
})
