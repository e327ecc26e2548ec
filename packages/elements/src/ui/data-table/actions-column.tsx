import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Button } from '../button'
import { rowActions } from '../layout'
import type { Column } from './types'

/** The buttons of a cell whose column is left-aligned: at its start, not centred. */
const rowActionsStart = css({ display: 'flex', gap: '2px', justifyContent: 'flex-start', flexWrap: 'wrap' })

/**
 * The 操作 column of a list: the row's buttons side by side, never cut, centred unless the column
 * says `align: 'left'`. `buttons` answers null (or false) for a row, or for a caller, with nothing
 * to do, and the cell stays empty.
 */
export function actionsColumn<Row>(buttons: (row: Row) => ReactNode, options: Pick<Column<Row>, 'width' | 'align'> = {}): Column<Row> {
  const className = options.align === 'left' ? rowActionsStart : rowActions
  return {
    key: '__actions',
    title: '操作',
    ...options,
    render: (row) => {
      const content = buttons(row)
      return content ? <span className={className}>{content}</span> : null
    },
  }
}

/**
 * What an 编辑 / 删除 column calls. Held in a ref and read as a cell is drawn: the columns are made
 * once, the caller's rights and handlers change with its renders.
 */
export interface RowEditing<Row> {
  edit(row: Row): void
  remove(row: Row): void
  canEdit: boolean
  canDelete: boolean
}

/**
 * The 操作 column of a list whose rows are edited and deleted in place: 编辑 and 删除, each shown to a
 * caller with that right and named after its row (`name`) for screen readers. `deletable` keeps
 * 删除 off a row that may not go (a built-in one).
 */
export function editDeleteColumn<Row>(
  actions: { readonly current: RowEditing<Row> },
  name: (row: Row) => string,
  { deletable, ...options }: Pick<Column<Row>, 'width' | 'align'> & { deletable?: (row: Row) => boolean } = {},
): Column<Row> {
  return actionsColumn<Row>(
    (row) => (
      <>
        {actions.current.canEdit ? (
          <Button variant="text" aria-label={`编辑 ${name(row)}`} onClick={() => actions.current.edit(row)}>
            编辑
          </Button>
        ) : null}
        {actions.current.canDelete && (deletable?.(row) ?? true) ? (
          <Button variant="text" aria-label={`删除 ${name(row)}`} onClick={() => actions.current.remove(row)}>
            删除
          </Button>
        ) : null}
      </>
    ),
    options,
  )
}
