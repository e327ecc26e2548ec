import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
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
