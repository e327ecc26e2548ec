import { listFields, refLabelKey, type FieldDef, type ResourceDef } from '@scm/core'
import type ExcelJS from 'exceljs'
import { xlsxResponse, type XlsxColumn } from '../platform/xlsx'

/** Rows are read and written a page at a time, so a large export never sits in memory. */
export type RowPages = AsyncIterable<Record<string, unknown>[]>

/** What a cell shows: option and ref labels, 是/否, numbers as numbers. */
export function cellValue(name: string, field: FieldDef, row: Record<string, unknown>): ExcelJS.CellValue {
  const value = row[name]
  if (value === null || value === undefined) return null
  switch (field.kind) {
    case 'enum':
      return field.options?.find((o) => o.value === value)?.label ?? String(value)
    case 'bool':
      return value ? '是' : '否'
    case 'ref':
      return (row[refLabelKey(name)] as string | null | undefined) ?? String(value)
    case 'number':
    case 'money':
      return Number(value)
    default:
      return String(value)
  }
}

/**
 * The list columns of a resource as a streamed .xlsx through THE Excel writer (platform/xlsx):
 * Chinese headers from the definition's labels, option and ref labels, money as 0.00.
 */
export function exportResponse(def: ResourceDef, pages: RowPages): Promise<Response> {
  const fields = listFields(def)
  const columns: XlsxColumn[] = fields.map(([name, field]) => ({
    header: field.label,
    key: name,
    width: Math.max(10, Math.min(40, Math.round((field.width ?? field.max ?? 12) / 6) + field.label.length * 2)),
    kind: field.kind === 'money' ? 'money' : field.kind === 'number' ? 'qty' : 'text',
  }))
  async function* cells() {
    for await (const rows of pages) {
      yield rows.map((row) => Object.fromEntries(fields.map(([name, field]) => [name, cellValue(name, field, row)])))
    }
  }
  return xlsxResponse(def.title, columns, cells())
}
