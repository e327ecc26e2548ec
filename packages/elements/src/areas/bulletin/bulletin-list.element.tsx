import { useMemo, useRef, type ReactNode } from 'react'
import { defineElement, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { ConfirmHost } from '../../ui/confirm'
import { DataTable } from '../../ui/data-table'
import { FilterBar, statusOptions, type FilterSpec } from '../../list/filter-bar'
import { heading, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { myListColumns } from './bulletin-columns'
import { BULLETIN_PATHS, BULLETIN_ROUTES, BULLETIN_STATUSES, type BulletinRow } from './bulletin-types'
import { useBulletinActions, useBulletinGrants, useBulletinTypes } from './use-bulletin'

// /bulletin/list 我的公告: the caller's own bulletins (an admin's: all) in any status, with their
// read counts; 编辑, 发布 or 撤回, 删除 for those holding the 发布公告 buttons.

function BulletinList({ pageSize }: { pageSize?: number }) {
  const emit = useEmit()
  const types = useBulletinTypes()
  const can = useBulletinGrants()
  const actions = useBulletinActions()
  const go = (path: string) => emit('scm-navigate', { path })
  const buttons = useRef((_row: BulletinRow): ReactNode => null)
  const columns = useMemo(() => myListColumns((row) => go(`${BULLETIN_ROUTES.detail}?id=${row.id}`), (row) => buttons.current(row)), // eslint-disable-next-line react-hooks/exhaustive-deps
  [emit])
  const list = useListController<BulletinRow>({ path: BULLETIN_PATHS.myList, columns, rowKey: 'id', pageSize, stateKey: BULLETIN_ROUTES.list })
  const after = (done: boolean) => done && list.reload()

  buttons.current = (row) => (
    <>
      {can('edit') ? (
        <>
          <Button variant="text" aria-label={`编辑公告 ${row.title}`} onClick={() => go(`${BULLETIN_ROUTES.create}?id=${row.id}`)}>
            编辑
          </Button>
          {row.status === '已发布' ? (
            <Button variant="text" aria-label={`撤回公告 ${row.title}`} onClick={() => void actions.withdraw(row.id).then(after)}>
              撤回
            </Button>
          ) : row.status === '草稿' || row.status === '已撤回' ? (
            <Button variant="text" aria-label={`发布公告 ${row.title}`} onClick={() => void actions.publish(row.id).then(after)}>
              发布
            </Button>
          ) : null}
        </>
      ) : null}
      {can('delete') ? (
        <Button variant="text" aria-label={`删除公告 ${row.title}`} onClick={() => void actions.remove(row.id, row.title).then(after)}>
          删除
        </Button>
      ) : null}
    </>
  )

  const specs: FilterSpec[] = [
    { kind: 'text', name: 'searchKey', label: '关键字', placeholder: '公告标题' },
    { kind: 'select', name: 'type_id', label: '公告类型', options: types },
    { kind: 'select', name: 'status', label: '状态', options: statusOptions(BULLETIN_STATUSES) },
  ]

  return (
    <section className={screen} aria-label="我的公告">
      <h2 className={heading}>我的公告</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters} label="我的公告筛选">
        {can('add') ? (
          <Button variant="primary" onClick={() => go(BULLETIN_ROUTES.create)}>
            新增
          </Button>
        ) : null}
      </FilterBar>
      <DataTable<BulletinRow> state={list.table} rows={list.rows} total={list.total} caption="我的公告列表" loading={list.loading} emptyText="暂无公告" />
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-bulletin-list', BulletinList, {
  description: '我的公告：自己发布的公告（管理员为全部），显示状态（草稿/已发布/已撤回/已过期）与阅读数；按关键字、公告类型、状态筛选；新增、编辑、发布或撤回、删除（需确认）',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {
    'scm-change': '发布、撤回或删除后，detail 为 {entity:"bulletin", action:"publish"|"withdraw"|"delete", id}',
    'scm-navigate': '新增、编辑或查看公告，detail 为 {path}',
  },
})
