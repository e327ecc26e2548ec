import { describe, expect, it } from 'vitest'
import { AQL_LABELS, AQL_VALUES, INSPECTION_LEVELS, LOT_SIZE_RANGES, SamplingError, codeLetterFor, samplingPlan } from '.'

// A lot's plan: its code letter (Table 1) and samplingPlan. The tables 2-A … 2-C it reads: sampling-tables.test.ts.

// ISO 2859-1 Table 1 written down a second time, by column (the module holds it by row):
// the letter for each of the 15 lot size ranges, per inspection level.
const TABLE_1_BY_LEVEL = {
  'S-1': 'AAAABBBBCCCCDDD',
  'S-2': 'AAABBBCCCDDDEEE',
  'S-3': 'AABBCCDDEEFFGGH',
  'S-4': 'AABCCDEEFGGHJJK',
  I: 'AABCCDEFGHJKLMN',
  II: 'ABCDEFGHJKLMNPQ',
  III: 'BCDEFGHJKLMNPQR',
} as const
const RANGES: [number, number][] = [
  [2, 8], [9, 15], [16, 25], [26, 50], [51, 90], [91, 150], [151, 280], [281, 500], [501, 1200],
  [1201, 3200], [3201, 10000], [10001, 35000], [35001, 150000], [150001, 500000], [500001, 10_000_000],
]

describe('Table 1: sample size code letters', () => {
  it('every lot size boundary, every level', () => {
    let checked = 0
    for (const level of INSPECTION_LEVELS) {
      RANGES.forEach(([from, to], i) => {
        const letter = TABLE_1_BY_LEVEL[level][i]
        expect(codeLetterFor(from, level), `${level} ${from}`).toBe(letter)
        expect(codeLetterFor(to, level), `${level} ${to}`).toBe(letter)
        checked += 2
      })
    }
    expect(checked).toBe(7 * 15 * 2)
  })

  it('exposes the ranges for screens, and reads a lot of 1 in the first row', () => {
    expect(LOT_SIZE_RANGES[0]).toEqual([2, 8])
    expect(LOT_SIZE_RANGES[8]).toEqual([501, 1200])
    expect(LOT_SIZE_RANGES[14]).toEqual([500001, null])
    expect(codeLetterFor(1, 'III')).toBe('B')
  })
})

describe('samplingPlan', () => {
  it('the known example: lot 500, level II → H, n = 50; AQL 1.0 → Ac 1 Re 2', () => {
    expect(samplingPlan({ lotSize: 500, level: 'II', aql: 1.0, severity: 'normal' })).toEqual({
      codeLetter: 'H',
      sampleSize: 50,
      ac: 1,
      re: 2,
      fullInspection: false,
      planLetter: 'H',
      planSampleSize: 50,
    })
    // Tightened at the same: Table 2-B H 1.0 is an arrow → n = 80, Ac 1 Re 2.
    expect(samplingPlan({ lotSize: 500, level: 'II', aql: '1.0', severity: 'tightened' })).toMatchObject({
      codeLetter: 'H',
      sampleSize: 80,
      ac: 1,
      re: 2,
      fullInspection: false,
    })
  })

  it('published examples (lot 35 001 – 500 000, normal)', () => {
    const lot = 100_000
    expect(samplingPlan({ lotSize: lot, level: 'S-4', aql: 0.65, severity: 'normal' })).toMatchObject({ sampleSize: 80, ac: 1, re: 2 })
    expect(samplingPlan({ lotSize: lot, level: 'S-3', aql: 0.65, severity: 'normal' })).toMatchObject({ sampleSize: 20, ac: 0, re: 1 })
    expect(samplingPlan({ lotSize: lot, level: 'S-4', aql: 0.4, severity: 'normal' })).toMatchObject({ sampleSize: 125, ac: 1, re: 2 })
    expect(samplingPlan({ lotSize: lot, level: 'S-3', aql: 0.4, severity: 'normal' })).toMatchObject({ sampleSize: 32, ac: 0, re: 1 })
    expect(samplingPlan({ lotSize: lot, level: 'S-4', aql: 0.25, severity: 'normal' })).toMatchObject({ sampleSize: 50, ac: 0, re: 1 })
    expect(samplingPlan({ lotSize: lot, level: 'S-4', aql: 0.15, severity: 'normal' })).toMatchObject({ sampleSize: 80, ac: 0, re: 1 })
  })

  it('100 % inspection when the plan n is not less than the lot', () => {
    // Lot 10, level II → B; AQL 0.65 points down to F (n = 20) 0/1: inspect all 10.
    expect(samplingPlan({ lotSize: 10, level: 'II', aql: 0.65, severity: 'normal' })).toEqual({
      codeLetter: 'B',
      sampleSize: 10,
      ac: 0,
      re: 1,
      fullInspection: true,
      planLetter: 'F',
      planSampleSize: 20,
    })
    // n equal to the lot is 100 % too: lot 3, level II → A; AQL 4.0 points down to B, n = 3.
    expect(samplingPlan({ lotSize: 3, level: 'II', aql: 4.0, severity: 'normal' })).toMatchObject({ sampleSize: 3, fullInspection: true })
    expect(samplingPlan({ lotSize: 9, level: 'II', aql: 4.0, severity: 'normal' })).toMatchObject({ sampleSize: 3, fullInspection: false })
  })

  it('refuses input outside the standard, in Chinese', () => {
    const base = { lotSize: 500, level: 'II', aql: 1.0, severity: 'normal' } as const
    const bad = [
      [{ lotSize: 0 }, '批量必须为正整数', 'lotSize'],
      [{ lotSize: 10.5 }, '批量必须为正整数', 'lotSize'],
      [{ lotSize: Number.NaN }, '批量必须为正整数', 'lotSize'],
      [{ level: 'IV' }, '检验水平不正确', 'level'],
      [{ aql: 0.3 }, 'AQL 不在标准值中', 'aql'],
      [{ aql: 'abc' }, 'AQL 不在标准值中', 'aql'],
      [{ severity: 'loose' }, '检验严格度不正确', 'severity'],
    ] as const
    for (const [patch, message, code] of bad) {
      const run = () => samplingPlan({ ...base, ...patch } as never)
      expect(run).toThrow(SamplingError)
      expect(run).toThrow(message)
      try {
        run()
      } catch (e) {
        expect((e as SamplingError).code).toBe(code)
      }
    }
  })

  it('accepts AQLs as printed ("0.010", "1.0") and labels match the values', () => {
    expect(AQL_LABELS.map(Number)).toEqual(AQL_VALUES)
    expect(samplingPlan({ lotSize: 500, level: 'II', aql: '0.10', severity: 'normal' })).toMatchObject({ sampleSize: 125, ac: 0, re: 1 })
  })
})
