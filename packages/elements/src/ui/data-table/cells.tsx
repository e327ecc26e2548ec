import { useLayoutEffect, useRef, type CSSProperties, type ReactNode } from 'react'
import { formatNumber, type NumberKind } from '@scm/core'
import type { Column, ColumnKind } from './types'

// How one cell reads: the value formatted by the column's kind, text on one line cut with …
// and whole in the title (hover), row buttons never cut.

const NUMBER_KINDS: readonly ColumnKind[] = ['count', 'qty', 'money']
const DEFAULT_TEXT_WIDTH = 280

export const kindOf = <Row,>(column: Column<Row>): ColumnKind => column.kind ?? (column.key === '__actions' ? 'actions' : 'text')

export const numberKindOf = <Row,>(column: Column<Row>): NumberKind | null => {
  const kind = kindOf(column)
  return NUMBER_KINDS.includes(kind) ? (kind as NumberKind) : null
}

export const alignOf = <Row,>(column: Column<Row>) => column.align ?? (numberKindOf(column) ? 'right' : undefined)

function plainText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? '是' : '否'
  return String(value)
}

export function cellContent<Row>(column: Column<Row>, row: Row, index: number): ReactNode {
  if (column.render) return column.render(row, index)
  const value = (row as Record<string, unknown>)[column.key]
  const kind = numberKindOf(column)
  return kind ? formatNumber(value, kind) : plainText(value)
}

/** The 合计 cell: core's exact sum (2 decimals) in the column's number format. */
export function summaryText<Row>(column: Column<Row>, value: string | undefined): string {
  if (value === undefined) return ''
  if (!column.sum) return value
  return formatNumber(value, numberKindOf(column) ?? 'money')
}

/** The widest a text cell grows before its text is cut. */
export function textWidthOf<Row>(column: Column<Row>): string {
  return typeof column.width === 'number' ? `${column.width}px` : DEFAULT_TEXT_WIDTH + 'px'
}

/**
 * One line of cell text; the whole text in `title` when it is plain text, or when drawn content
 * (a tag, a link) turns out cut.
 */
export function CellText({ className, width, children }: { className: string; width: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  const plain = typeof children === 'string' || typeof children === 'number' ? String(children) : undefined
  useLayoutEffect(() => {
    const element = ref.current
    if (!element || plain !== undefined) return
    const text = element.textContent?.trim() ?? ''
    if (text && element.scrollWidth > element.clientWidth) element.title = text
    else element.removeAttribute('title')
  })
  return (
    <div ref={ref} className={className} style={{ '--scm-cell-width': width } as CSSProperties} title={plain || undefined}>
      {children}
    </div>
  )
}
