import { Fragment, Suspense, useMemo, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { resourcePaths, type ResourceDef, type ResourceFilters } from '@scm/core'
import { useListController } from '../list'
import { useApi, useEmit } from '../runtime'
import { Button } from '../ui/button'
import { ConfirmHost, confirm } from '../ui/confirm'
import { DataTable, type Column } from '../ui/data-table'
import { SearchArea } from '../ui/search-area'
import { resourceColumns, type ResourceRow } from './columns'
import { ResourceFilterFields } from './filter-fields'
import { useGrantedButtons } from './grants'
import { resourceListOptions } from './list-options'
import { forgetRefOptions } from './use-ref-options'
import { hiddenScopeFields } from './owner-fields'
import { useCurrentUser } from '../session/current-user'
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

/** What the list's slots may do with it. */
export interface ResourceListContext {
  def: ResourceDef
  /** Whether the caller holds a button of the resource's function (add, edit, delete, export, audit…). */
  can: (button: string) => boolean
  /** Opens a record's detail (its editor when `editing`); `null` opens the editor of a new one. */
  open: (id: number | null, editing?: boolean) => void
  /** Closes what `open` opened. */
  close: () => void
  reload: () => void
  /** Asks, deletes the rows (Del), tells the page (scm-change) and takes them out of the list. */
  remove: (rows: ResourceRow[]) => void
  /** The rows the user selected (with a selection column). */
  selected: ResourceRow[]
}

/** The search area's built-in buttons, each null when the caller is not granted it. */
export interface ResourceToolbarButtons {
  /** 新增: opens the editor of a new record. */
  create: ReactNode
  /** 导出Excel of the rows the criteria match. */
  exportExcel: ReactNode
  /** 删除 of the selected rows. */
  removeSelected: ReactNode
}

/** What 新增, 详情 and 编辑 opened: a record (null while new), in its editor or its detail. */
export interface OpenRecord {
  id: number | null
  editing: boolean
}

export interface ResourceListProps {
  def: ResourceDef
  pageSize?: number
  initialFilters?: ResourceFilters
  initialSearchKey?: string
  /** A record to open at once (links from mail, to-do lists). */
  recordId?: number
  /**
   * Changes the derived columns: add, replace or hide some (操作 is last). Called once per def;
   * `list()` gives the list's latest context when a cell is drawn or clicked.
   */
  columns?: (derived: Column<ResourceRow>[], list: () => ResourceListContext) => Column<ResourceRow>[]
  /** The buttons of a row's 操作 cell, instead of 详情, 编辑 and 删除 as granted. */
  rowActions?: (row: ResourceRow, list: ResourceListContext) => ReactNode
  /** The search area's buttons, instead of all the built-in ones (新增, 导出Excel, 删除 of the selection). */
  toolbar?: (buttons: ResourceToolbarButtons, list: ResourceListContext) => ReactNode
  /** A selection column; by default when the caller may delete (for 删除 of the selection). */
  selectable?: boolean
  /** What 新增, 详情 and 编辑 open, instead of ResourceForm and ResourceDetail (a new one on every open). */
  panel?: (open: OpenRecord, list: ResourceListContext) => ReactNode
  /** The question before deleting rows; by default 确定删除“name”吗？ or 确定删除选中的 N 条记录吗？. */
  deleteQuestion?: (rows: ResourceRow[]) => string
  /** What Del is sent and scm-change carries for the ids deleted; by default `{ids}`. */
  deleteBody?: (ids: number[]) => Record<string, unknown>
}

const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', p: '12px', fontSize: '13px', minWidth: 0 })
const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })
// on one line (the table scrolls sideways, as wide lists do) rather than a row several lines tall;
// a phone's card wraps them
const rowActionsCell = css({
  display: 'flex',
  gap: '4px',
  justifyContent: 'center',
  flexWrap: 'nowrap',
  whiteSpace: 'nowrap',
  '@container scm-table (max-width: 599.98px)': { flexWrap: 'wrap', justifyContent: 'start' },
})

/** What a row is called in an action's accessible name: its name, else its code, else its id. */
function rowName(row: ResourceRow, def?: ResourceDef): string {
  // a record without name or code (a customer, a vehicle) by its first searched field (客户编码, VIN)
  const first = def && def.key === 'id' ? def.searchKeyFields[0] : undefined
  return String(row.name ?? row.code ?? (first ? row[first] : undefined) ?? row.id)
}

const questionOf = (def: ResourceDef) => (rows: ResourceRow[]) =>
  rows.length === 1 ? `确定删除“${rowName(rows[0]!, def)}”吗？` : `确定删除选中的 ${rows.length} 条记录吗？`
const defaultBody = (ids: number[]) => ({ ids })

/** 详情, 编辑 and 删除 as granted: the 操作 cell a screen may extend. */
export function defaultRowActions(row: ResourceRow, list: ResourceListContext): ReactNode {
  return (
    <>
      <Button variant="text" aria-label={`查看 ${rowName(row, list.def)}`} onClick={() => list.open(row.id)}>
        详情
      </Button>
      {list.can('edit') ? (
        <Button variant="text" aria-label={`编辑 ${rowName(row, list.def)}`} onClick={() => list.open(row.id, true)}>
          编辑
        </Button>
      ) : null}
      {list.can('delete') ? (
        <Button variant="text" aria-label={`删除 ${rowName(row, list.def)}`} onClick={() => list.remove([row])}>
          删除
        </Button>
      ) : null}
    </>
  )
}

const defaultToolbar = (buttons: ResourceToolbarButtons) => (
  <>
    {buttons.create}
    {buttons.exportExcel}
    {buttons.removeSelected}
  </>
)

/**
 * The generated list screen of a resource: one search area (filters, keyword, 搜索 / 清空,
 * 新增 / 导出Excel, 删除 for the selection), table with sortable columns, 合计 row and pagination, and the
 * create/edit and detail dialogs. Buttons the caller is not granted are not shown. The props after
 * the criteria are slots: a screen built on the list (a document's) replaces pieces and keeps the rest.
 */
export function ResourceList({
  def,
  recordId,
  columns: changeColumns,
  rowActions = defaultRowActions,
  toolbar = defaultToolbar,
  selectable,
  panel: renderPanel,
  deleteQuestion: askDelete,
  deleteBody = defaultBody,
  ...options
}: ResourceListProps) {
  const api = useApi()
  const emit = useEmit()
  const granted = useGrantedButtons(api, def.fn)
  const can = (button: string) => (granted as ReadonlySet<string> | null)?.has(button) ?? false
  const [panel, setPanel] = useState<(OpenRecord & { key: number }) | null>(
    recordId ? { id: recordId, editing: false, key: 0 } : null,
  )

  // A supplier's (customer's) user sees only his own rows: no filter nor column of the owner field.
  const hidden = hiddenScopeFields(def, useCurrentUser())
  const hiddenKey = [...hidden].join()

  // The columns are built once (per caller kind); the 操作 cell and the slots reach the latest context through a ref.
  const latest = useRef({ context: null as unknown as ResourceListContext, rowActions })
  const columns = useMemo<Column<ResourceRow>[]>(() => {
    const derived: Column<ResourceRow>[] = [
      ...resourceColumns(def).filter((column) => !hidden.has(column.key)),
      {
        key: '__actions',
        title: '操作',
        width: 150,
        align: 'center',
        render: (row) => <span className={rowActionsCell}>{latest.current.rowActions(row, latest.current.context)}</span>,
      },
    ]
    return changeColumns ? changeColumns(derived, () => latest.current.context) : derived
    // changeColumns is the screen's, fixed for the list; hiddenKey stands for hidden
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, hiddenKey])
  const list = useListController<ResourceRow, ResourceFilters>({
    ...resourceListOptions(def, columns),
    ...options,
  })
  const paths = resourcePaths(def)

  const removeRows = async (rows: ResourceRow[]) => {
    if (!rows.length) return
    if (!(await confirm((askDelete ?? questionOf(def))(rows), { title: '删除确认', danger: true }))) return
    const ids = rows.map((r) => r.id)
    const body = deleteBody(ids)
    try {
      await api.post(paths.del, body, { successMessage: true })
    } catch {
      return // the client showed why
    }
    emit('scm-change', { entity: def.name, action: 'delete', ...body })
    list.removed(ids)
  }
  const selected = list.table.selection.rows
  const context: ResourceListContext = {
    def,
    can,
    open: (id, editing = false) => setPanel((p) => ({ id, editing, key: (p?.key ?? 0) + 1 })),
    close: () => setPanel(null),
    reload: list.reload,
    remove: (rows) => void removeRows(rows),
    selected,
  }
  latest.current = { context, rowActions }

  const onFilters = (draft: ResourceFilters, applyNow: boolean) => {
    pendingFilters.current = applyNow ? null : draft
    if (applyNow) list.setFilters(draft)
  }
  const pendingFilters = useRef<ResourceFilters | null>(null)

  const buttons: ResourceToolbarButtons = {
    create: can('add') ? (
      <Button variant="primary" onClick={() => context.open(null, true)}>
        新增
      </Button>
    ) : null,
    exportExcel: can('export') ? (
      <Button loading={list.exporting} onClick={() => void list.exportExcel(paths.export, `${def.title}.xlsx`)}>
        导出Excel
      </Button>
    ) : null,
    removeSelected: can('delete') ? (
      <Button variant="danger" disabled={!selected.length} onClick={() => void removeRows(selected)}>
        删除{selected.length ? `（${selected.length}）` : ''}
      </Button>
    ) : null,
  }
  const defaultPanel = (open: OpenRecord) => (
    <Suspense fallback={null}>
      {open.editing ? (
        <ResourceForm
          def={def}
          id={open.id}
          open
          onClose={context.close}
          onSaved={() => {
            forgetRefOptions(api)
            list.reload()
          }}
        />
      ) : (
        <ResourceDetail def={def} id={open.id} onClose={context.close} />
      )}
    </Suspense>
  )

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
        actions={toolbar(buttons, context)}
      >
        <ResourceFilterFields def={def} value={list.filters} opened={options.initialFilters} onChange={onFilters} hidden={hidden} />
      </SearchArea>
      <DataTable<ResourceRow>
        caption={`${def.title}列表`}
        state={list.table}
        columns={list.table.columns}
        rowKey="id"
        rows={list.rows}
        total={list.total}
        more={list.more}
        summary={list.summary}
        loading={list.loading}
        selectable={selectable ?? can('delete')}
      />
      {panel ? <Fragment key={panel.key}>{(renderPanel ?? defaultPanel)(panel, context)}</Fragment> : null}
      <ConfirmHost />
    </section>
  )
}
