import { useMemo, type ReactNode } from 'react'
import type { DocumentDef, DocumentDetail } from '@scm/core'
import { resourceColumns } from '../resource/columns'
import { DataTable, type Column } from '../ui/data-table'

type LineRow = DocumentDetail['lines'][number]

/** Columns of a document's lines: 行号, then the line fields (numbers by kind, 合计 for `sum` fields). */
export function lineColumns(def: DocumentDef): Column<LineRow>[] {
  if (!def.lines) return []
  return [{ key: 'line_no', title: '行号', kind: 'count', width: 56 }, ...(resourceColumns(def.lines.def) as Column<LineRow>[]).map((c) => ({ ...c, sortable: false }))]
}

/**
 * The lines of a document, read-only: the list table (cards below 600px) with its 合计 row, and
 * an 操作 column when the area answers lines one by one (对账单: 确认 / 异议 per line).
 */
export function DocumentLines({ def, lines, actions }: { def: DocumentDef; lines: LineRow[]; actions?: (line: LineRow) => ReactNode }) {
  const columns = useMemo(
    () => [...lineColumns(def), ...(actions ? [{ key: '__actions', title: '操作', kind: 'actions' as const, render: (line: LineRow) => actions(line) }] : [])],
    [def, actions],
  )
  if (!def.lines) return null
  return <DataTable<LineRow> caption={def.lines.title} columns={columns} rowKey="id" rows={lines} total={lines.length} pagination={false} columnSettings={false} />
}
