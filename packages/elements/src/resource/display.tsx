import { formatMoney, refLabelKey, type FieldDef } from '@scm/core'

/** How a stored value reads in a list cell, the detail view and the filter summary. */
export function displayValue(name: string, field: FieldDef, row: Record<string, unknown>): string {
  const value = row[name]
  if (value === null || value === undefined || value === '') return ''
  switch (field.kind) {
    case 'enum':
      return field.options?.find((o) => o.value === value)?.label ?? String(value)
    case 'bool':
      return value === true || value === 'true' ? '是' : '否'
    case 'ref':
      return String(row[refLabelKey(name)] ?? value)
    case 'money':
      return formatMoney(value)
    case 'html':
      // text only: the detail view never injects stored HTML
      return String(value)
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    default:
      return String(value)
  }
}
