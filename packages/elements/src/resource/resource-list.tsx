import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import { css } from 'styled-system/css'
import { type ResourceDef, type ResourceFilters } from '@scm/core'
import { useApi } from '../runtime'
import { Button } from '../ui/button'
import { ConfirmHost, confirm } from '../ui/confirm'
import { DataTable, type Column } from '../ui/data-table'
import { Toolbar } from '../ui/toolbar'
import { resourceColumns, type ResourceRow } from './columns'
import { FilterBar } from './filter-bar'
import { useGrantedButtons } from './grants'
import { forgetRefOptions } from './use-ref-options'
import { useResourceList, type ResourceListOptions } from './use-resource-list'

// The form and detail dialogs load on first use: a list opens with only what it draws.
const ResourceForm = lazy(() => import('./resource-form').then((m) => ({ default: m.ResourceForm })))
const ResourceDetail = lazy(() => import('./resource-detail').then((m) => ({ default: m.ResourceDetail })))

export interface ResourceListProps extends Omit<ResourceListOptions, 'columns'> {
  def: ResourceDef
}

const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', p: '12px', fontSize: '13px' })
const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })
const rowActions = css({ display: 'flex', gap: '4px', justifyContent: 'center' })

/** What a row is called in an action's accessible name: its name, else its code, else its id. */
function rowName(row: ResourceRow): string {
  return String(row.name ?? row.code ?? row.id)
}

/**
 * The generated list screen of a resource: filter bar, toolbar (新增 / 导出Excel / 搜索 / 清空,
 * plus 删除 for the selection), table with sortable columns, 合计 row and pagination, and the
 * create/edit and detail dialogs. Buttons the caller is not granted are not shown.
 */
export function ResourceList({ def, ...options }: ResourceListProps) {
  const api = useApi()
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
  const list = useResourceList(def, { ...options, columns })

  const removeRows = async (rows: ResourceRow[]) => {
    if (!rows.length) return
    const text = rows.length === 1 ? `确定删除“${rowName(rows[0]!)}”吗？` : `确定删除选中的 ${rows.length} 条记录吗？`
    if (await confirm(text, { title: '删除确认', danger: true })) await list.remove(rows.map((r) => r.id))
  }
  actions.current = {
    edit: (row) => setEditing({ id: row.id }),
    view: (row) => setViewing(row.id),
    remove: (row) => void removeRows([row]),
    can,
  }

  const onFilters = (draft: ResourceFilters, applyNow: boolean) => {
    if (applyNow) list.applyFilters(draft)
    else pendingFilters.current = draft
  }
  const pendingFilters = useRef<ResourceFilters | null>(null)
  const selected = list.table.selection.rows

  return (
    <section className={screen} aria-label={def.title}>
      <h2 className={heading}>{def.title}</h2>
      <FilterBar def={def} value={list.filters} onChange={onFilters} />
      <Toolbar
        aria-label={`${def.title}操作`}
        onCreate={can('add') ? () => setEditing({ id: null }) : undefined}
        onExport={can('export') ? () => void list.exportExcel() : undefined}
        exporting={list.exporting}
        searchValue={list.searchKey}
        onSearch={(text) => {
          if (pendingFilters.current) list.applyFilters(pendingFilters.current)
          pendingFilters.current = null
          list.search(text)
        }}
        onClear={() => {
          pendingFilters.current = null
          list.clearAll()
        }}
      >
        {can('delete') ? (
          <Button variant="danger" disabled={!selected.length} onClick={() => void removeRows(selected)}>
            删除{selected.length ? `（${selected.length}）` : ''}
          </Button>
        ) : null}
      </Toolbar>
      <DataTable<ResourceRow>
        caption={`${def.title}列表`}
        state={list.table}
        columns={list.table.columns}
        rowKey="id"
        rows={list.rows}
        total={list.total}
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
