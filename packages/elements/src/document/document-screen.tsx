import { useMemo, useRef, useState, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { DocumentDef, ResourceFilters } from '@scm/core'
import { useListController } from '../list'
import { resourceListOptions } from '../resource/list-options'
import { FilterBar } from '../resource/filter-bar'
import { useGrantedButtons } from '../resource/grants'
import type { ResourceRow } from '../resource/columns'
import { useApi, useEmit } from '../runtime'
import { useCurrentUser, type CurrentUser } from '../session/current-user'
import { Button } from '../ui/button'
import { ConfirmHost, confirm } from '../ui/confirm'
import { DataTable, type Column } from '../ui/data-table'
import { lazyPart } from '../ui/lazy-part'
import { SearchArea } from '../ui/search-area'
import { documentColumns, numberOf } from './document-columns'
import { documentCalls, type DocumentController } from './use-document'

// The detail and editor load on first use: the list opens with only what it draws.
const DocumentPanel = lazyPart(
  'DocumentPanel',
  () => import('./document-panel').then((m) => m.DocumentPanel),
  () => null,
)

/** What an area's slots may do with the screen. */
export interface DocumentScreenContext {
  def: DocumentDef
  /** Opens a document's detail (or the editor when `editing`). */
  open: (id: number, editing?: boolean) => void
  /** Opens the editor of a new document. */
  create: () => void
  reload: () => void
  /** Whether the caller holds a button of the document's function (add, edit, delete, export, audit). */
  can: (button: string) => boolean
  /** The rows the user selected (only with `selectable`). */
  selected: ResourceRow[]
}

/** The replaceable pieces of a document screen. */
export interface DocumentScreenSlots {
  /** Changes the derived list columns: add, replace or hide some (the 操作 column is last). */
  columns?: (columns: Column<ResourceRow>[]) => Column<ResourceRow>[]
  /** More buttons in a row's 操作 cell. */
  rowActions?: (row: ResourceRow, screen: DocumentScreenContext) => ReactNode
  /** More buttons beside 新增 / 导出Excel. */
  toolbar?: (screen: DocumentScreenContext) => ReactNode
  /** More buttons beside a document's actions in its detail. */
  detailActions?: (doc: DocumentController, screen: DocumentScreenContext) => ReactNode
  /** A selection column (for the area's batch buttons in `toolbar`). */
  selectable?: boolean
}

export interface DocumentScreenProps {
  pageSize?: number
  /** A document to open at once (links from mail, to-do lists). */
  recordId?: number
}

const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', p: '12px', fontSize: '13px', minWidth: 0 })
const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })

/** An owner (supplier/customer) of this document kind, rather than staff. */
function isOwner(def: DocumentDef, user: CurrentUser | null | undefined): boolean {
  if (!user) return false
  return (!!def.scope?.supplyid && user.supplyid !== null && user.supplyid !== undefined) || (!!def.scope?.customer && user.customerId !== null && user.customerId !== undefined)
}

/**
 * The screen of a document, derived from its definition: the list (columns, filters, keyword,
 * export, status tags, 合计), 新增 opening the editor, and a document's detail (actions the
 * server allows, files, history) where an editable one can be edited. Slots replace pieces.
 */
export function DocumentList({ def, pageSize, recordId, slots = {} }: DocumentScreenProps & { def: DocumentDef; slots?: DocumentScreenSlots }) {
  const api = useApi()
  const emit = useEmit()
  const granted = useGrantedButtons(api, def.fn)
  const user = useCurrentUser()
  const can = (button: string) => (granted as ReadonlySet<string> | null)?.has(button) ?? false
  // An owner cannot see a document in its first status when it is hidden from owners: he does not create them.
  const firstStatus = def.status.values[0]?.value ?? ''
  const mayCreate = can('add') && !def.readOnly && user !== undefined && !(isOwner(def, user) && def.hiddenFromOwner.includes(firstStatus))
  const [panel, setPanel] = useState<{ id: number | null; editing: boolean; key: number } | null>(
    recordId ? { id: recordId, editing: false, key: 0 } : null,
  )
  const open = (id: number | null, editing = false) => setPanel((p) => ({ id, editing, key: (p?.key ?? 0) + 1 }))

  // the columns are built once; they reach the latest handlers and slots through this ref
  const latest = useRef({ remove: (_row: ResourceRow) => {}, context: null as unknown as DocumentScreenContext, slots, can })
  const columns = useMemo(() => {
    const derived = documentColumns(def, () => ({
      view: (row) => open(row.id),
      remove: latest.current.can('delete') && !def.readOnly ? latest.current.remove : undefined,
      extra: latest.current.slots.rowActions ? (row) => latest.current.slots.rowActions!(row, latest.current.context) : undefined,
    }))
    return slots.columns ? slots.columns(derived) : derived
    // slots.columns is the area's, fixed for the screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def])
  const list = useListController<ResourceRow, ResourceFilters>({ ...resourceListOptions(def, columns), pageSize })
  const calls = documentCalls(def)

  const remove = async (row: ResourceRow) => {
    if (!(await confirm(`确定删除${def.title}“${numberOf(def, row)}”吗？`, { title: '删除确认', danger: true }))) return
    try {
      await api.post(calls.del, { id: row.id }, { successMessage: true })
    } catch {
      return // the client showed why
    }
    emit('scm-change', { entity: def.name, action: 'delete', id: row.id })
    list.removed([row.id])
  }
  const context: DocumentScreenContext = {
    def,
    open: (id, editing) => open(id, editing),
    create: () => open(null, true),
    reload: list.reload,
    can,
    selected: list.table.selection.rows,
  }
  latest.current = { remove: (row) => void remove(row), context, slots, can }

  const pendingFilters = useRef<ResourceFilters | null>(null)
  const onFilters = (draft: ResourceFilters, applyNow: boolean) => {
    pendingFilters.current = applyNow ? null : draft
    if (applyNow) list.setFilters(draft)
  }

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
            {mayCreate ? (
              <Button variant="primary" onClick={context.create}>
                新增
              </Button>
            ) : null}
            {can('export') ? (
              <Button loading={list.exporting} onClick={() => void list.exportExcel(calls.export, `${def.title}.xlsx`)}>
                导出Excel
              </Button>
            ) : null}
            {slots.toolbar?.(context)}
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
        selectable={slots.selectable ?? false}
      />
      {panel ? (
        <DocumentPanel
          key={panel.key}
          def={def}
          id={panel.id}
          editing={panel.editing}
          onClose={() => {
            setPanel(null)
            list.reload()
          }}
          onSaved={() => list.reload()}
          actions={slots.detailActions ? (doc) => slots.detailActions!(doc, context) : undefined}
        />
      ) : null}
      <ConfirmHost />
    </section>
  )
}

/** The screen component of a document element (props: page-size, record-id), with the area's slots. */
export function documentScreen(def: DocumentDef, slots: DocumentScreenSlots = {}) {
  function DocumentScreen({ pageSize, recordId }: DocumentScreenProps) {
    return <DocumentList def={def} pageSize={pageSize} recordId={recordId} slots={slots} />
  }
  DocumentScreen.displayName = `DocumentScreen(${def.name})`
  return DocumentScreen
}
