import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import type { DocumentDef } from '@scm/core'
import { resourceColumns, type ResourceRow } from '../resource/columns'
import { Button } from '../ui/button'
import type { Column } from '../ui/data-table'
import { DocumentStatus } from './document-status'

const rowActions = css({ display: 'flex', gap: '4px', justifyContent: 'center', flexWrap: 'wrap' })

export interface DocumentRowHandlers {
  view: (row: ResourceRow) => void
  /** Present when the row may be deleted (an editable status, the delete button). */
  remove?: (row: ResourceRow) => void
  /** More buttons of the row (the area's slot). */
  extra?: (row: ResourceRow) => ReactNode
}

export const numberOf = (def: DocumentDef, row: ResourceRow) => String(row[def.numbering.field] ?? row.id)

/**
 * The list columns of a document: the resource's columns with the number as a link to the detail
 * and the status as its coloured tag, then 操作 (查看, 删除 while editable, the area's own).
 * Handlers are read through `handlers()` at click time, so the columns are built once.
 */
export function documentColumns(def: DocumentDef, handlers: () => DocumentRowHandlers): Column<ResourceRow>[] {
  const columns = resourceColumns(def).map((column): Column<ResourceRow> => {
    if (column.key === def.numbering.field) {
      return {
        ...column,
        render: (row) => (
          <Button variant="text" aria-label={`打开 ${numberOf(def, row)}`} onClick={() => handlers().view(row)}>
            {numberOf(def, row)}
          </Button>
        ),
      }
    }
    if (column.key === def.status.field) return { ...column, render: (row) => <DocumentStatus def={def} value={row[def.status.field]} /> }
    return column
  })
  return [
    ...columns,
    {
      key: '__actions',
      title: '操作',
      width: 120,
      align: 'center',
      render: (row) => {
        const h = handlers()
        return (
          <span className={rowActions}>
            <Button variant="text" aria-label={`查看 ${numberOf(def, row)}`} onClick={() => h.view(row)}>
              查看
            </Button>
            {h.remove && def.editable.includes(String(row[def.status.field])) ? (
              <Button variant="text" aria-label={`删除 ${numberOf(def, row)}`} onClick={() => h.remove!(row)}>
                删除
              </Button>
            ) : null}
            {h.extra?.(row)}
          </span>
        )
      },
    },
  ]
}
