import { formatNumber, type FieldDef } from '@scm/core'
import { columnKindOf } from '../resource/columns'
import { displayValue } from '../resource/display'

/**
 * How a document value reads in facts, lines and totals: numbers as the lists show them (counts
 * integers, money 2 decimals, thousands separators), the rest as the resource views show it.
 */
export function documentValue(name: string, field: FieldDef, row: Record<string, unknown>): string {
  const kind = columnKindOf(field)
  return kind === 'text' || kind === 'actions' ? displayValue(name, field, row) : formatNumber(row[name], kind)
}
