import { Suspense, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { resourcePaths, type ResourceDef, type ResourceFilters } from '@scm/core'
import { useListController } from '../list'
import { useApi, useEmit } from '../runtime'
import { Button } from '../ui/button'
import { ConfirmHost, confirm } from '../ui/confirm'
import { DataTable, type Column } from '../ui/data-table'
import { SearchArea } from '../ui/search-area'
import { resourceColumns, type ResourceRow } from './columns'
import { FilterBar } from './filter-bar'
import { useGrantedButtons } from './grants'
import { resourceListOptions } from './list-options'
import { forgetRefOptions } from './use-ref-options'
import { lazyPart } from '../ui/lazy-part'

// The form and detail dialogs load on first use: a list opens with only what it draws.
const ResourceForm = lazyPart(
  'ResourceForm',
  () => import('./resource-form').then((m) => m.ResourceForm),
  () => null,
)
const ResourceDetail = lazyPart(
  'ResourceDetail',
  () => import('./resource-detail').then((m) => m.ResourceDetail),
  () => null,
)

export interface ResourceListProps {
  def: ResourceDef
  pageSize?: number
  initialFilters?: ResourceFilters
  initialSearchKey?: string
}

const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', p: '12px', fontSize: '13px' })
const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })
const rowActions = css({ display: 'flex', gap: '4px', justifyContent: 'center' })

/** What a row is called in an action's accessible name: its name, else its code, else its id. */
function rowName(row: ResourceRow): string {
  return String(row.name ?? row.code ?? row.id)
}

/**
 * The generated list screen of a resource: one search area (filters, keyword, 搜索 / 清空,
 * 新增 / 导出Excel, 删除 for the selection), table with sortable columns, 合计 row and pagination, and the
 * create/edit and detail dialogs. Buttons the caller is not granted are not shown.
 */
export function ResourceList({ def, ...options }: ResourceListProps) {
  const api = useApi()
  const emit = useEmit()
  const granted = useGrantedButtons(api, def.fn)
  const can = (button: 'add' | 'edit' | 'delete' | 'export') => granted?.has(button) ?? false
  const [editing, setEditing] = useState<{ id: number | null } | null>(null)
  const [viewing, setViewing] = useState<number | null>(null)

  // The row-action column is built once; it reaches the latest handlers through a ref.
  const actions = useRef({ edit: (_row: ResourceRow) => {}, view: (_row: ResourceRow) => {}, remove: (_row: ResourceRow) => {}, can })
  const columns = useMemo<Column<ResourceRow>[]>(
    () => [
      ...resourceColumns(def),
      {
        key: '__actions',
        title: '操作',
        width: 150,
        align: 'center',
        render: (row) => (
          <span className={rowActions}>
            <Button variant="text" aria-label={`查看 ${rowName(row)}`} onClick={() => actions.current.view(row)}>
              详情
            </Button>
            {actions.current.can('edit') ? (
              <Button variant="text" aria-label={`编辑 ${rowName(row)}`} onClick={() => actions.current.edit(row)}>
                编辑
              </Button>
            ) : null}
            {actions.current.can('delete') ? (
              <Button variant="text" aria-label={`删除 ${rowName(row)}`} onClick={() => actions.current.remove(row)}>
                删除
              </Button>
            ) : null}
          </span>
        ),
      },
    ],
    [def],
  )
  const list = useListController<ResourceRow, ResourceFilters>({
    ...resourceListOptions(def, columns),
    ...options,
  })
  const paths = resourcePaths(def)

  const removeRows = async (rows: ResourceRow[]) => {
    if (!rows.length) return
    const text = rows.length === 1 ? `确定删除“${rowName(rows[0]!)}”吗？` : `确定删除选中的 ${rows.length} 条记录吗？`
    if (!(await confirm(text, { title: '删除确认', danger: true }))) return
    const ids = rows.map((r) => r.id)
    try {
      await api.post(paths.del, { ids }, { successMessage: true })
    } catch {
      return // the client showed why
    }
    emit('scm-change', { entity: def.name, action: 'delete', ids })
    list.removed(ids)
  }
  actions.current = {
    edit: (row) => setEditing({ id: row.id }),
    view: (row) => setViewing(row.id),
    remove: (row) => void removeRows([row]),
    can,
  }

  const onFilters = (draft: ResourceFilters, applyNow: boolean) => {
    pendingFilters.current = applyNow ? null : draft
    if (applyNow) list.setFilters(draft)
  }
  const pendingFilters = useRef<ResourceFilters | null>(null)
  const selected = list.table.selection.rows

  return (
    <section className={screen} aria-label={def.title}>
      <h2 className={heading}>{def.title}</h2>
      <SearchArea
        aria-label={`${def.title}查询`}
        keyword={{ value: list.searchKey }}
        onSearch={(text) => {
          if (pendingFilters.current) list.setFilters(pendingFilters.current)
          pendingFilters.current = null
          list.search(text)
        }}
        onClear={() => {
          pendingFilters.current = null
          list.clearAll()
        }}
        actions={
          <>
            {can('add') ? (
              <Button variant="primary" onClick={() => setEditing({ id: null })}>
                新增
              </Button>
            ) : null}
            {can('export') ? (
              <Button loading={list.exporting} onClick={() => void list.exportExcel(paths.export, `${def.title}.xlsx`)}>
                导出Excel
              </Button>
            ) : null}
            {can('delete') ? (
              <Button variant="danger" disabled={!selected.length} onClick={() => void removeRows(selected)}>
                删除{selected.length ? `（${selected.length}）` : ''}
              </Button>
            ) : null}
          </>
        }
      >
        <FilterBar def={def} value={list.filters} onChange={onFilters} />
      </SearchArea>
      <DataTable<ResourceRow>
        caption={`${def.title}列表`}
        state={list.table}
        columns={list.table.columns}
        rowKey="id"
        rows={list.rows}
        total={list.total}
        summary={list.summary}
        loading={list.loading}
        selectable={can('delete')}
      />
      <Suspense fallback={null}>
        {editing ? (
          <ResourceForm
            def={def}
            id={editing.id}
            open
            onClose={() => setEditing(null)}
            onSaved={() => {
              forgetRefOptions(api)
              list.reload()
            }}
          />
        ) : null}
        {viewing !== null ? <ResourceDetail def={def} id={viewing} onClose={() => setViewing(null)} /> : null}
      </Suspense>
      <ConfirmHost />
    </section>
  )
}
