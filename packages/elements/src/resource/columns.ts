import { listFields, isSortable, type ResourceDef } from '@scm/core'
import type { Column } from '../ui/data-table'
import { displayValue } from './display'

export type ResourceRow = Record<string, unknown> & { id: number }

/** List columns of a resource: label, sortable when declared, 合计 when marked sum. */
export function resourceColumns(def: ResourceDef): Column<ResourceRow>[] {
  return listFields(def).map(([name, field]) => ({
    key: name,
    title: field.label,
    width: field.width,
    sortable: isSortable(def, name),
    sum: field.sum,
    align: field.kind === 'number' || field.kind === 'money' ? 'right' : field.kind === 'bool' ? 'center' : undefined,
    render: (row) => displayValue(name, field, row),
  }))
}
