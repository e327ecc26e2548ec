import { listFields, isSortable, type FieldDef, type ResourceDef } from '@scm/core'
import type { Column, ColumnKind } from '../ui/data-table'
import { displayValue } from './display'

export type ResourceRow = Record<string, unknown> & { id: number }

/** How a field's list cells read: money with 2 decimals, whole numbers (scale 0) as counts, other numbers as quantities. */
export function columnKindOf(field: FieldDef): ColumnKind {
  if (field.kind === 'money') return 'money'
  if (field.kind === 'number') return field.scale === 0 ? 'count' : 'qty'
  return 'text'
}

/** List columns of a resource: label, kind from the field, sortable when declared, 合计 when marked sum. */
export function resourceColumns(def: ResourceDef): Column<ResourceRow>[] {
  return listFields(def).map(([name, field]) => {
    const kind = columnKindOf(field)
    return {
      key: name,
      title: field.label,
      kind,
      width: field.width,
      sortable: isSortable(def, name),
      sum: field.sum,
      align: field.kind === 'bool' ? 'center' : undefined,
      // numbers are formatted by the table from their kind; the rest reads as the detail view shows it
      render: kind === 'text' ? (row) => displayValue(name, field, row) : undefined,
    }
  })
}
