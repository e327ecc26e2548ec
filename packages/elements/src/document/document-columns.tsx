import type { ReactNode } from 'react'
import type { DocumentDef } from '@scm/core'
import type { ResourceRow } from '../resource/columns'
import { Button } from '../ui/button'
import type { Column } from '../ui/data-table'
import { DocumentStatus } from './document-status'

export interface DocumentRowHandlers {
  view: (row: ResourceRow) => void
  /** Present when the row may be deleted (an editable status, the delete button). */
  remove?: (row: ResourceRow) => void
  /** More buttons of the row (the area's slot). */
  extra?: (row: ResourceRow) => ReactNode
}

export const numberOf = (def: DocumentDef, row: ResourceRow) => String(row[def.numbering.field] ?? row.id)

/**
 * The list columns of a document, from the resource's (`derived`, 操作 last): the number as a link
 * to the detail and the status as its coloured tag. `view` is read at click time, so the columns
 * are built once.
 */
export function documentColumns(def: DocumentDef, derived: Column<ResourceRow>[], view: (row: ResourceRow) => void): Column<ResourceRow>[] {
  return derived.map((column): Column<ResourceRow> => {
    if (column.key === def.numbering.field) {
      return {
        ...column,
        render: (row) => (
          <Button variant="text" aria-label={`打开 ${numberOf(def, row)}`} onClick={() => view(row)}>
            {numberOf(def, row)}
          </Button>
        ),
      }
    }
    if (column.key === def.status.field) return { ...column, render: (row) => <DocumentStatus statuses={def.status.values} value={row[def.status.field]} /> }
    if (column.key === '__actions') return { ...column, width: 120 }
    return column
  })
}

/** The buttons of a document row's 操作 cell: 查看, 删除 while editable, the area's own. */
export function documentRowActions(def: DocumentDef, row: ResourceRow, handlers: DocumentRowHandlers): ReactNode {
  return (
    <>
      <Button variant="text" aria-label={`查看 ${numberOf(def, row)}`} onClick={() => handlers.view(row)}>
        查看
      </Button>
      {handlers.remove && def.editable.includes(String(row[def.status.field])) ? (
        <Button variant="text" aria-label={`删除 ${numberOf(def, row)}`} onClick={() => handlers.remove!(row)}>
          删除
        </Button>
      ) : null}
      {handlers.extra?.(row)}
    </>
  )
}
