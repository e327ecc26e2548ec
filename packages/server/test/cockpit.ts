// Cockpit tests' steps (issue 40): the records behind a figure read back through the API and held
// against the figure's numbers.
import { expect } from 'vitest'
import { COCKPIT_PATHS, type CockpitFigure, type FigureDef, type FigureRecordsPage } from '@scm/core/cockpit'
import type { SignedInClient } from './helpers'

/** Every record of a part (all pages). */
export async function allRecords(client: SignedInClient, query: Record<string, string | number>): Promise<FigureRecordsPage & { all: Record<string, unknown>[] }> {
  const all: Record<string, unknown>[] = []
  let first: FigureRecordsPage | undefined
  for (let page = 1; ; page++) {
    const res = await client.get(COCKPIT_PATHS.records, { ...query, page, rows: 500 })
    expect(res.body, JSON.stringify(query)).toMatchObject({ Code: 1 })
    const data = res.body.Data as FigureRecordsPage
    first ??= data
    all.push(...data.rows)
    if (all.length >= data.total || !data.rows.length) break
  }
  return { ...first!, all }
}

const median = (values: number[]) => {
  const v = [...values].sort((a, b) => a - b)
  if (!v.length) return null
  const mid = Math.floor(v.length / 2)
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2
}

const close = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-6)

/** The records of each part of `figure` (or of one of its breakdown rows) against its numbers. */
export async function checkRecords(client: SignedInClient, def: FigureDef, numbers: Pick<CockpitFigure, 'value' | 'numerator' | 'denominator'>, query: Record<string, string>) {
  const where = `${def.id} ${JSON.stringify(query)}`
  for (const part of ['numerator', 'denominator'] as const) {
    const declared = def[part]
    if (!declared) continue
    const records = await allRecords(client, { figure: def.id, part, ...query })
    expect(records.all.length, where).toBe(records.total)
    for (const row of records.all) expect(Object.keys(row).sort(), where).toEqual(['id', ...declared.columns.map((c) => c.key)].sort())
    const counted = declared.sum ? records.all.reduce((s, r) => s + Number(r[declared.sum!] ?? 0), 0) : records.total
    if (declared.sum) expect(close(records.sum, counted), `${where} ${part}: answered sum ${records.sum}, rows add up to ${counted}`).toBe(true)
    expect(close(Number(numbers[part]), counted), `${where} ${part}: figure ${numbers[part]}, records ${counted}`).toBe(true)
    if (def.measure === 'median' && part === 'denominator') {
      const m = median(records.all.map((r) => Number(r[def.medianOf!])))
      expect(close(numbers.value, m === null ? null : Math.round(m * 10 ** def.decimals) / 10 ** def.decimals), `${where} median`).toBe(true)
    }
  }
}


/** One figure as GetFigures answers it (`figure=`), for a period (default: this month). */
export async function figureOf(client: SignedInClient, id: string, query: Record<string, string> = {}): Promise<CockpitFigure> {
  const res = await client.get(COCKPIT_PATHS.figures, { figure: id, ...query })
  expect(res.body, `${id} ${JSON.stringify(res.body).slice(0, 300)}`).toMatchObject({ Code: 1 })
  return (res.body.Data.figures as CockpitFigure[])[0]!
}

/** A figure's breakdown row of one supplier, workshop, machine, outlet… */
export function rowOf(figure: CockpitFigure, dim: keyof CockpitFigure['breakdowns'], key: string | number) {
  const row = figure.breakdowns[dim]?.find((r) => r.key === String(key))
  expect(row, `${figure.id} ${dim} ${key}`).toBeDefined()
  return row!
}
