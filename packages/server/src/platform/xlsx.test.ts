// The streamed export reads the database as fast as the client downloads, no faster.
import { describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import { xlsxResponse } from './xlsx'

const BATCHES = 60
const ROWS = 500

/** Batches of hard-to-compress rows, counting how many were taken. */
function source() {
  const state = { taken: 0 }
  async function* batches() {
    for (let b = 0; b < BATCHES; b++) {
      state.taken++
      yield Array.from({ length: ROWS }, (_, i) => ({ no: `${b}-${i}`, text: randomBytes(24).toString('hex') }))
    }
  }
  return { state, batches: batches() }
}

const columns = [
  { header: '编号', key: 'no' },
  { header: '内容', key: 'text', width: 50 },
]

describe('xlsxResponse', () => {
  it('waits for the client before reading more batches, and the file is complete', async () => {
    const { state, batches } = source()
    const res = await xlsxResponse('测试', columns, batches)
    const reader = res.body!.getReader()
    const chunks: Uint8Array[] = []
    const first = await reader.read()
    chunks.push(first.value!)
    await new Promise((r) => setTimeout(r, 300)) // a slow client
    expect(state.taken).toBeLessThan(BATCHES / 3)
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
    }
    expect(state.taken).toBe(BATCHES)
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(Buffer.concat(chunks) as never)
    const sheet = book.worksheets[0]!
    expect(sheet.rowCount).toBe(BATCHES * ROWS + 1)
    expect(sheet.getRow(1).values).toEqual([undefined, '编号', '内容'])
  })

  it('reads the first batch before answering: a failing query throws instead of a cut 200', async () => {
    async function* failing(): AsyncGenerator<Record<string, unknown>[]> {
      throw new Error('供应商不正确')
    }
    await expect(xlsxResponse('测试', columns, failing())).rejects.toThrow('供应商不正确')
  })

  it('stops reading the database when the client goes away', async () => {
    const { state, batches } = source()
    const reader = (await xlsxResponse('测试', columns, batches)).body!.getReader()
    await reader.read()
    await reader.cancel()
    const taken = state.taken
    await new Promise((r) => setTimeout(r, 100))
    expect(state.taken).toBe(taken)
    expect(taken).toBeLessThan(BATCHES)
  })
})
