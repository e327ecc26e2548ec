// Streamed Excel answers: exceljs' streaming WorkbookWriter fed page by page from the database.
import { PassThrough, Readable } from 'node:stream'
import ExcelJS from 'exceljs'

export interface XlsxColumn {
  header: string
  key: string
  width?: number
  /** money → 0.00; qty → 0.## */
  kind?: 'text' | 'money' | 'qty'
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Batches of rows; the whole result is never held at once. */
export type RowBatches = AsyncIterable<Record<string, unknown>[]>

function cell(value: unknown, kind: XlsxColumn['kind']): ExcelJS.CellValue {
  if (value === null || value === undefined) return null
  if (kind === 'money' || kind === 'qty') return Number(value)
  return String(value)
}

/** A Response streaming the sheet `title` as `<title>.xlsx` (Chinese headers, first row bold). */
export function xlsxResponse(title: string, columns: XlsxColumn[], batches: RowBatches): Response {
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true })
  const sheet = workbook.addWorksheet(title.slice(0, 31))
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: c.width ?? Math.max(10, c.header.length * 2 + 4),
    style: c.kind === 'money' ? { numFmt: '0.00' } : c.kind === 'qty' ? { numFmt: '0.##' } : {},
  }))
  sheet.getRow(1).font = { bold: true }
  sheet.getRow(1).commit()
  const write = async () => {
    for await (const rows of batches) {
      for (const row of rows) {
        const values: Record<string, ExcelJS.CellValue> = {}
        for (const c of columns) values[c.key] = cell(row[c.key], c.kind)
        sheet.addRow(values).commit()
      }
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => {
    console.error(`导出 ${title} 失败：`, error)
    out.destroy(error instanceof Error ? error : new Error(String(error)))
  })
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(`${title}.xlsx`)}`,
    },
  })
}

/** Pages of an offset-free query: `next(after)` reads the batch after the last row of the previous one. */
export async function* keysetBatches<R extends Record<string, unknown>>(
  next: (after: R | undefined) => Promise<R[]>,
  size: number,
): AsyncGenerator<R[]> {
  let after: R | undefined
  for (;;) {
    const rows = await next(after)
    if (rows.length) yield rows
    if (rows.length < size) return
    after = rows[rows.length - 1]
  }
}
