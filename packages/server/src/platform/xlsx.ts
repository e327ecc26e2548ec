// Streamed Excel answers: exceljs' streaming WorkbookWriter fed page by page from the database,
// as fast as the client reads.
import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import { contentDisposition } from '../http/content-disposition'

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

/**
 * Resolves once `out` has something to read or ended, or after `ms`: data written to the
 * workbook reaches `out` asynchronously (zip, deflate), and exceljs holds up to 64 KB per sheet
 * before passing it on, so a batch may produce nothing yet.
 */
function readableOrAfter(out: PassThrough, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      out.off('readable', done).off('end', done).off('error', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    out.on('readable', done).on('end', done).on('error', done)
  })
}

/**
 * A Response streaming the sheet `title` as `<title>.xlsx` (Chinese headers, first row bold).
 * Pull-based: the next batch is read from the database only when the client has taken what was
 * produced so far, so a slow download holds about one batch, not the whole result.
 * The first batch is read BEFORE answering: a filter refused while the query is built or a query
 * the database rejects throws here, so the caller answers an error envelope (400 via onError)
 * instead of a 200 whose file stops at the first byte.
 */
export async function xlsxResponse(title: string, columns: XlsxColumn[], batches: RowBatches): Promise<Response> {
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
  const source = batches[Symbol.asyncIterator]()
  let written = false // every batch is in the workbook and it was committed
  let ended = false
  let failure: unknown
  out.once('end', () => (ended = true))
  out.on('error', (error) => (failure = error)) // reported by pull, never an unhandled 'error'

  /** Adds the next batch of rows, or commits the workbook after the last one. */
  const produce = async () => {
    const next = await source.next()
    if (next.done) {
      written = true
      sheet.commit()
      // not awaited: it resolves when `out` has taken everything, i.e. once the client read it
      workbook.commit().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
      return
    }
    for (const row of next.value) {
      const values: Record<string, ExcelJS.CellValue> = {}
      for (const c of columns) values[c.key] = cell(row[c.key], c.kind)
      sheet.addRow(values).commit()
    }
  }

  try {
    await produce()
  } catch (error) {
    out.destroy()
    throw error
  }

  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          for (;;) {
            const chunk = out.read() as Buffer | null
            if (chunk) return controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength))
            if (ended || out.readableEnded) return controller.close()
            if (out.destroyed) throw failure ?? new Error('导出已中断')
            if (!written) await produce()
            await readableOrAfter(out, written ? 1000 : 10)
          }
        } catch (error) {
          console.error(`导出 ${title} 失败：`, error)
          out.destroy()
          controller.error(error)
        }
      },
      async cancel() {
        // the client went away: stop reading the database
        out.destroy()
        await source.return?.()
      },
    },
    { highWaterMark: 0 },
  )
  return new Response(body, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': contentDisposition(`${title}.xlsx`),
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
