import { PassThrough, Readable } from 'node:stream'
import { listFields, refLabelKey, type FieldDef, type ResourceDef } from '@scm/core'
import ExcelJS from 'exceljs'

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

/** `基础编码.xlsx`, encoded for Content-Disposition (RFC 5987, with an ASCII fallback). */
export function attachmentHeader(title: string): string {
  return `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Streams the list columns of a resource as an .xlsx (exceljs' streaming WorkbookWriter):
 * Chinese headers from the definition's labels, one row per record, money as 0.00.
 */
export function streamWorkbook(def: ResourceDef, pages: RowPages): ReadableStream<Uint8Array> {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
  const sheet = workbook.addWorksheet(def.title)
  const fields = listFields(def)
  sheet.columns = fields.map(([name, field]) => ({
    header: field.label,
    key: name,
    width: Math.max(10, Math.min(40, Math.round((field.width ?? field.max ?? 12) / 6) + field.label.length * 2)),
    style: field.kind === 'money' ? { numFmt: '0.00' } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  const write = async () => {
    for await (const rows of pages) {
      for (const row of rows) {
        const values: Record<string, ExcelJS.CellValue> = {}
        for (const [name, field] of fields) values[name] = cellValue(name, field, row)
        sheet.addRow(values).commit()
      }
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => {
    console.error('导出失败', error)
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}
