import type { ReactNode } from 'react'
import type { DocumentDef, DocumentDetail, ResourceFilters } from '@scm/core'
import type { ResourceRow } from '../resource/columns'
import { ResourceList, type ResourceListContext } from '../resource/resource-list'
import { ownScopeFields } from '../resource/owner-fields'
import { useCurrentUser, type CurrentUser } from '../session/current-user'
import type { Column } from '../ui/data-table'
import { lazyPart } from '../ui/lazy-part'
import { documentColumns, documentRowActions, numberOf } from './document-columns'
import type { DocumentController } from './use-document'

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
  /** Buttons of each line in a document's detail (an 操作 column: 对账单's 确认 / 异议). */
  lineActions?: (doc: DocumentController, line: DocumentDetail['lines'][number], screen: DocumentScreenContext) => ReactNode
  /** The area's own panels after the lines in a document's detail (versions…). */
  detailPanels?: (doc: DocumentController, screen: DocumentScreenContext) => ReactNode
  /** A selection column (for the area's batch buttons in `toolbar`). */
  selectable?: boolean
  /** false: new documents are made from something else (a task, a rejected lot), not by 新增. */
  creates?: boolean
  /** The filters the list opens with (a screen of the documents waiting in one status). */
  filters?: ResourceFilters
}

export interface DocumentScreenProps {
  pageSize?: number
  /** A document to open at once (links from mail, to-do lists). */
  recordId?: number
}

/** An owner (supplier/customer) of this document kind, rather than staff. */
const isOwner = (def: DocumentDef, user: CurrentUser | null | undefined): boolean => !!user && ownScopeFields(def, user).length > 0

/** The document screen's view of the list it is drawn by. */
function screenOf(def: DocumentDef, list: ResourceListContext): DocumentScreenContext {
  return { def, open: list.open, create: () => list.open(null, true), reload: list.reload, can: list.can, selected: list.selected }
}

/**
 * The screen of a document, derived from its definition: the resource's list (columns, filters,
 * keyword, export, 合计) with the number linking to the detail, status tags, 查看 / 删除 while
 * editable, 新增 opening the editor, and a document's detail (actions the server allows, files,
 * history) where an editable one can be edited. Slots replace pieces.
 */
export function DocumentList({ def, pageSize, recordId, slots = {} }: DocumentScreenProps & { def: DocumentDef; slots?: DocumentScreenSlots }) {
  const user = useCurrentUser()
  // An owner cannot see a document in its first status when it is hidden from owners: he does not create them.
  const firstStatus = def.status.values[0]?.value ?? ''
  const mayCreate = slots.creates !== false && !def.readOnly && user !== undefined && !(isOwner(def, user) && def.hiddenFromOwner.includes(firstStatus))

  return (
    <ResourceList
      def={def}
      pageSize={pageSize}
      recordId={recordId}
      initialFilters={slots.filters}
      selectable={slots.selectable ?? false}
      columns={(derived, list) => {
        const columns = documentColumns(def, derived, (row) => list().open(row.id))
        return slots.columns ? slots.columns(columns) : columns
      }}
      rowActions={(row, list) =>
        documentRowActions(def, row, {
          view: (r) => list.open(r.id),
          remove: list.can('delete') && !def.readOnly ? (r) => list.remove([r]) : undefined,
          extra: slots.rowActions ? (r) => slots.rowActions!(r, screenOf(def, list)) : undefined,
        })
      }
      toolbar={(buttons, list) => (
        <>
          {mayCreate ? buttons.create : null}
          {buttons.exportExcel}
          {slots.toolbar?.(screenOf(def, list))}
        </>
      )}
      // a document's Del takes one id
      deleteQuestion={([row]) => `确定删除${def.title}“${numberOf(def, row!)}”吗？`}
      deleteBody={([id]) => ({ id })}
      panel={(open, list) => (
        <DocumentPanel
          def={def}
          id={open.id}
          editing={open.editing}
          onClose={() => {
            list.close()
            list.reload()
          }}
          onSaved={() => list.reload()}
          actions={slots.detailActions ? (doc) => slots.detailActions!(doc, screenOf(def, list)) : undefined}
          lineActions={slots.lineActions ? (doc, line) => slots.lineActions!(doc, line, screenOf(def, list)) : undefined}
          panels={slots.detailPanels ? (doc) => slots.detailPanels!(doc, screenOf(def, list)) : undefined}
        />
      )}
    />
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
