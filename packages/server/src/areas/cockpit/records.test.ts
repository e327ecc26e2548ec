import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COCKPIT_PATHS, figureById, FIGURES, type CockpitFigure } from '@scm/core/cockpit'
import { createTestApp, loginAs, type TestApp } from '../../../test/helpers'
import { checkRecords } from '../../../test/cockpit'
import { figuresWithoutFacts } from './figure-facts'

// Issue 40 item 4: for EVERY figure, the records call lists exactly the records behind the number —
// their count (or the sum of the part's column) is the numerator or denominator GetFigures answers,
// for the whole figure and for a breakdown row; a median is the median of the listed values.

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const COCKPIT_USERS = [
  ['qe01', 'quality'],
  ['buyer01', 'buyer'],
  ['svc01', 'service'],
  ['wsm01', 'workshop'],
  ['sup1001', 'supplier'],
] as const

describe('the records behind every figure', () => {
  it('has facts for every figure core defines', () => {
    expect(figuresWithoutFacts()).toEqual([])
  })

  it('every cockpit figure: its records add up to its numerator and denominator, for the figure and a breakdown row', async () => {
    const seen = new Set<string>()
    for (const [user, role] of COCKPIT_USERS) {
      const client = await loginAs(t.app, user)
      for (const period of ['month', 'last12']) {
        const res = await client.get(COCKPIT_PATHS.figures, { role, period })
        expect(res.body, `${user} ${period}`).toMatchObject({ Code: 1, Data: { role } })
        for (const figure of res.body.Data.figures as CockpitFigure[]) {
          const def = figureById(figure.id)!
          seen.add(def.id)
          await checkRecords(client, def, figure, { period })
          for (const dim of def.dims) {
            const row = figure.breakdowns[dim]?.[0]
            if (row) await checkRecords(client, def, row, { period, by: dim, dim: row.key })
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(FIGURES.map((f) => f.id).sort())
  }, 240_000)
})
