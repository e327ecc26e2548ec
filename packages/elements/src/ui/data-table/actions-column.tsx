import type { ReactNode } from 'react'
import { rowActions } from '../layout'
import type { Column } from './types'

/**
 * The 操作 column of a list: the row's buttons side by side, never cut. `buttons` answers null
 * (or false) for a row, or for a caller, with nothing to do, and the cell stays empty.
 */
export function actionsColumn<Row>(buttons: (row: Row) => ReactNode, options: Pick<Column<Row>, 'width' | 'align'> = {}): Column<Row> {
  return {
    key: '__actions',
    title: '操作',
    ...options,
    render: (row) => {
      const content = buttons(row)
      return content ? <span className={rowActions}>{content}</span> : null
    },
  }
}
