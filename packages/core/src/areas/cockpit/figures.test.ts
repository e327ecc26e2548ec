import { describe, expect, it } from 'vitest'
import { routeTree, type RouteNode } from '../../routes'
import { COCKPITS, FIGURES, figuresOfRole } from './figures'
import { DIMENSION_TITLES } from './types'

const functionIds = (nodes: readonly RouteNode[]): string[] => nodes.flatMap((n) => [n.id, ...functionIds(n.children ?? [])])

describe('the cockpit figures, defined once', () => {
  it('cover the figures of issue 40 item 1, each with a unique id', () => {
    const ids = FIGURES.map((f) => f.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(
      expect.arrayContaining([
        'supplierPpm', 'lotAcceptance', 'openClaims', 'claimCloseDays', 'firstPassYield', 'topFaultCodes',
        'otdFirstPromise', 'otdCurrentPromise', 'overdueDeliveries', 'confirmHours', 'upcomingPrices',
        'slaAttainment', 'slaAtRisk', 'firstTimeFix', 'satisfaction',
        'mtbf', 'mttr', 'availability', 'pmCompliance', 'overduePlans',
        'statementsToConfirm', 'disputedAmount',
      ]),
    )
  })

  it('say how their value is made of the records they list', () => {
    for (const f of FIGURES) {
      const where = f.id
      expect(f.formula, where).toMatch(/[\u4e00-\u9fff]/)
      expect(f.name, where).toMatch(/[\u4e00-\u9fff]/)
      if (f.measure === 'ratio') expect([f.numerator, f.denominator, f.scale].every(Boolean), where).toBe(true)
      if (f.measure === 'count' || f.measure === 'sum') expect(f.numerator && !f.denominator, where).toBe(true)
      if (f.measure === 'sum') expect(f.numerator?.sum, where).toBeTruthy()
      if (f.measure === 'median') expect(f.denominator?.columns.some((c) => c.key === f.medianOf), where).toBe(true)
      for (const part of [f.numerator, f.denominator]) {
        if (!part) continue
        if (part.sum) expect(part.columns.some((c) => c.key === part.sum && c.kind !== 'text'), `${where} ${part.label}`).toBe(true)
        expect(new Set(part.columns.map((c) => c.key)).size, where).toBe(part.columns.length)
      }
      for (const d of f.dims) expect(DIMENSION_TITLES[d], where).toBeTruthy()
      if (f.pairWith) expect(FIGURES.find((p) => p.id === f.pairWith)?.pairWith).toBe(f.id)
      if (f.better === 'neutral') expect(f.target, where).toBeNull()
    }
  })

  it('name menu functions and screens that exist, and roles that have a cockpit', () => {
    const fns = new Set(functionIds(routeTree))
    for (const f of FIGURES) {
      for (const fn of f.fns) expect(fns.has(fn), `${f.id}: ${fn}`).toBe(true)
      for (const role of f.roles) expect(COCKPITS[role], `${f.id}: ${role}`).toBeTruthy()
    }
    for (const role of Object.keys(COCKPITS)) expect(figuresOfRole(role).length, role).toBeGreaterThan(0)
    // the supplier's scorecard (issue 40 item 3): his delivery, PPM, claims and statements
    expect(figuresOfRole('supplier').map((f) => f.id)).toEqual(
      expect.arrayContaining(['otdFirstPromise', 'otdCurrentPromise', 'supplierPpm', 'openClaims', 'statementsToConfirm']),
    )
  })
})
