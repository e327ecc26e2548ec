import { describe, expect, it } from 'vitest'
import { AQL_VALUES, CODE_LETTERS, tableCell, tablePlan, type InspectionSeverity } from '.'

// Tables 2-A, 2-B and 2-C (sampling-tables.ts) as tableCell and tablePlan read them: cell by cell
// against a second transcription, along their diagonals, and the plans arrows lead to.

// MIL-STD-105E Tables II-A / II-B (the same single sampling plans as ISO 2859-1 Tables 2-A / 2-B),
// AQL columns 0.65 1.0 1.5 2.5 4.0 6.5 10 15, as transcribed in a public copy (rejection numbers
// only; Ac = Re − 1 in these tables). Compared cell by cell, arrows included.
const COLS_065_TO_15 = [0.65, 1.0, 1.5, 2.5, 4.0, 6.5, 10, 15]
const NORMAL_065_TO_15: Record<string, string> = {
  A: '↓ ↓ ↓ ↓ ↓ 1 ↑ ↓',
  B: '↓ ↓ ↓ ↓ 1 ↑ ↓ 2',
  C: '↓ ↓ ↓ 1 ↑ ↓ 2 3',
  D: '↓ ↓ 1 ↑ ↓ 2 3 4',
  E: '↓ 1 ↑ ↓ 2 3 4 6',
  F: '1 ↑ ↓ 2 3 4 6 8',
  G: '↑ ↓ 2 3 4 6 8 11',
  H: '↓ 2 3 4 6 8 11 15',
  J: '2 3 4 6 8 11 15 22',
  K: '3 4 6 8 11 15 22 ↑',
  L: '4 6 8 11 15 22 ↑ ↑',
  M: '6 8 11 15 22 ↑ ↑ ↑',
  N: '8 11 15 22 ↑ ↑ ↑ ↑',
  P: '11 15 22 ↑ ↑ ↑ ↑ ↑',
  Q: '15 22 ↑ ↑ ↑ ↑ ↑ ↑',
}
const TIGHTENED_065_TO_15: Record<string, string> = {
  A: '↓ ↓ ↓ ↓ ↓ ↓ ↓ ↓',
  B: '↓ ↓ ↓ ↓ ↓ 1 ↓ ↓',
  C: '↓ ↓ ↓ ↓ 1 ↓ ↓ 2',
  D: '↓ ↓ ↓ 1 ↓ ↓ 2 3',
  E: '↓ ↓ 1 ↓ ↓ 2 3 4',
  F: '↓ 1 ↓ ↓ 2 3 4 6',
  G: '1 ↓ ↓ 2 3 4 6 9',
  H: '↓ ↓ 2 3 4 6 9 13',
  J: '↓ 2 3 4 6 9 13 19',
  K: '2 3 4 6 9 13 19 ↑',
  L: '3 4 6 9 13 19 ↑ ↑',
}
const reOnly = (cell: string) => (cell.includes('/') ? cell.split('/')[1]! : cell)

/** The Ac/Re series along a diagonal of each table (one row down = one AQL column left). */
const NORMAL_SERIES = ['0/1', '↑', '↓', '1/2', '2/3', '3/4', '5/6', '7/8', '10/11', '14/15', '21/22', '30/31', '44/45']
const TIGHTENED_SERIES = ['0/1', '↓', '↓', '1/2', '2/3', '3/4', '5/6', '8/9', '12/13', '18/19', '27/28', '41/42']

describe('Table 2-A: single sampling plans, normal inspection', () => {
  it('matches the transcription of columns 0.65 … 15', () => {
    for (const [letter, row] of Object.entries(NORMAL_065_TO_15)) {
      const cells = row.split(' ')
      COLS_065_TO_15.forEach((aql, i) => expect(reOnly(tableCell('normal', letter, aql)), `${letter} ${aql}`).toBe(cells[i]))
    }
  })

  it('sweeps all letters × all AQLs: each diagonal carries one cell, in the standard series', () => {
    // Cell (row r, AQL column a) lies on diagonal d = r + a; 0/1 sits on d = 14 (A at 6.5 … Q at 0.010).
    // The 30/31 and 44/45 plans appear only in rows A–E; beyond the series the cells point up.
    CODE_LETTERS.forEach((letter, r) => {
      AQL_VALUES.forEach((aql, a) => {
        const k = r + a - 14
        let expected = k < 0 ? '↓' : (NORMAL_SERIES[k] ?? '↑')
        if (k >= 11 && r > 4) expected = '↑'
        expect(tableCell('normal', letter, aql), `${letter} ${aql}`).toBe(expected)
      })
    })
  })

  it('known plans, arrows followed with their own sample size', () => {
    // H (n = 50): AQL 1.0 → 1/2; 0.65 ↓ → J, n = 80, 1/2; 0.40 ↑ → G, n = 32, 0/1; 0.25 → 0/1.
    expect(tablePlan('normal', 'H', 1.0)).toEqual({ planLetter: 'H', n: 50, ac: 1, re: 2 })
    expect(tablePlan('normal', 'H', 0.65)).toEqual({ planLetter: 'J', n: 80, ac: 1, re: 2 })
    expect(tablePlan('normal', 'H', 0.4)).toEqual({ planLetter: 'G', n: 32, ac: 0, re: 1 })
    expect(tablePlan('normal', 'H', 0.25)).toEqual({ planLetter: 'H', n: 50, ac: 0, re: 1 })
    // Long arrows: A at 0.010 runs down to Q (n = 1250) 0/1; K at 25 runs up to H (n = 50) 21/22.
    expect(tablePlan('normal', 'A', 0.01)).toEqual({ planLetter: 'Q', n: 1250, ac: 0, re: 1 })
    expect(tablePlan('normal', 'K', 25)).toEqual({ planLetter: 'H', n: 50, ac: 21, re: 22 })
    // The top-right corner: A 1000 → 30/31, B 1000 → 44/45, C 1000 ↑ → B.
    expect(tablePlan('normal', 'A', 1000)).toEqual({ planLetter: 'A', n: 2, ac: 30, re: 31 })
    expect(tablePlan('normal', 'C', 1000)).toEqual({ planLetter: 'B', n: 3, ac: 44, re: 45 })
    expect(tablePlan('normal', 'E', 250)).toEqual({ planLetter: 'E', n: 13, ac: 44, re: 45 })
    expect(tablePlan('normal', 'F', 100)).toEqual({ planLetter: 'E', n: 13, ac: 21, re: 22 })
    // Other well-known cells: K 0.65 → 2/3, L 2.5 → 10/11, M 1.0 → 7/8, R 0.65 → 21/22.
    expect(tablePlan('normal', 'K', 0.65)).toMatchObject({ n: 125, ac: 2, re: 3 })
    expect(tablePlan('normal', 'L', 2.5)).toMatchObject({ n: 200, ac: 10, re: 11 })
    expect(tablePlan('normal', 'M', 1.0)).toMatchObject({ n: 315, ac: 7, re: 8 })
    expect(tablePlan('normal', 'R', 0.65)).toMatchObject({ n: 2000, ac: 21, re: 22 })
  })

  it('arrows that leave the table take the nearest plan in the row they reached', () => {
    // A at 10 points up with nothing above: A's own 0/1 (n = 2), the plan to its left.
    expect(tablePlan('normal', 'A', 10)).toEqual({ planLetter: 'A', n: 2, ac: 0, re: 1 })
    // R at 0.015 points down with nothing below: R's 1/2 at 0.025 (n = 2000).
    expect(tablePlan('normal', 'R', 0.015)).toEqual({ planLetter: 'R', n: 2000, ac: 1, re: 2 })
  })
})

describe('Table 2-B: single sampling plans, tightened inspection', () => {
  it('matches the transcription of columns 0.65 … 15', () => {
    for (const [letter, row] of Object.entries(TIGHTENED_065_TO_15)) {
      const cells = row.split(' ')
      COLS_065_TO_15.forEach((aql, i) => expect(reOnly(tableCell('tightened', letter, aql)), `${letter} ${aql}`).toBe(cells[i]))
    }
  })

  it('sweeps all letters × all AQLs along the tightened series (0/1 one column right of normal)', () => {
    CODE_LETTERS.forEach((letter, r) => {
      AQL_VALUES.forEach((aql, a) => {
        const k = r + a - 15
        let expected = k < 0 ? '↓' : (TIGHTENED_SERIES[k] ?? '↑')
        if (k >= 10 && r > 4) expected = '↑'
        if (letter === 'A' && aql === 10) expected = '↓' // row A has no 0/1 (part of the arrow to D)
        expect(tableCell('tightened', letter, aql), `${letter} ${aql}`).toBe(expected)
      })
    })
  })

  it('samples of 2-B', () => {
    // H at 1.0 is an arrow: J, n = 80, 1/2 (not n = 50).
    expect(tablePlan('tightened', 'H', 1.0)).toEqual({ planLetter: 'J', n: 80, ac: 1, re: 2 })
    expect(tablePlan('tightened', 'G', 0.65)).toEqual({ planLetter: 'G', n: 32, ac: 0, re: 1 })
    expect(tablePlan('tightened', 'G', 1.0)).toEqual({ planLetter: 'J', n: 80, ac: 1, re: 2 })
    expect(tablePlan('tightened', 'K', 4.0)).toMatchObject({ n: 125, ac: 8, re: 9 })
    expect(tablePlan('tightened', 'L', 6.5)).toMatchObject({ n: 200, ac: 18, re: 19 })
    expect(tablePlan('tightened', 'L', 10)).toEqual({ planLetter: 'K', n: 125, ac: 18, re: 19 })
    expect(tablePlan('tightened', 'A', 10)).toEqual({ planLetter: 'D', n: 8, ac: 1, re: 2 })
    expect(tablePlan('tightened', 'A', 1000)).toEqual({ planLetter: 'A', n: 2, ac: 27, re: 28 })
    expect(tablePlan('tightened', 'B', 1000)).toEqual({ planLetter: 'B', n: 3, ac: 41, re: 42 })
    // Row S (n = 3150): R's down arrows at 0.015 and 0.025 end there.
    expect(tablePlan('tightened', 'R', 0.01)).toEqual({ planLetter: 'R', n: 2000, ac: 0, re: 1 })
    expect(tablePlan('tightened', 'R', 0.025)).toEqual({ planLetter: 'S', n: 3150, ac: 1, re: 2 })
    expect(tablePlan('tightened', 'R', 0.015)).toEqual({ planLetter: 'S', n: 3150, ac: 1, re: 2 })
  })
})

describe('Table 2-C: single sampling plans, reduced inspection', () => {
  it('sample sizes', () => {
    const sizes = CODE_LETTERS.map((letter) => tablePlan('reduced', letter, 1000).n)
    expect(sizes.slice(0, 3)).toEqual([2, 2, 2])
    expect(CODE_LETTERS.map((letter) => tablePlan('reduced', letter, 0.65).n).at(-1)).toBe(800)
    expect(tablePlan('reduced', 'K', 1.0).n).toBe(50)
  })

  it('each plan is the normal plan of the same sample size (Re = Ac + 1, the 1999 edition)', () => {
    const NORMAL_ROW_OF_SIZE: Record<number, string> = { 2: 'A', 3: 'B', 5: 'C', 8: 'D', 13: 'E', 20: 'F', 32: 'G', 50: 'H', 80: 'J', 125: 'K', 200: 'L', 315: 'M', 500: 'N', 800: 'P' }
    CODE_LETTERS.forEach((letter, r) => {
      const normalLetter = CODE_LETTERS[Math.max(0, r - 2)]!
      for (const aql of AQL_VALUES) {
        expect(tableCell('reduced', letter, aql), `${letter} ${aql}`).toBe(tableCell('normal', normalLetter, aql))
      }
      expect(NORMAL_ROW_OF_SIZE[tablePlan('reduced', letter, 2.5).n]).toBeDefined()
    })
    expect(tablePlan('reduced', 'K', 1.0)).toEqual({ planLetter: 'K', n: 50, ac: 1, re: 2 })
    expect(tablePlan('reduced', 'M', 2.5)).toEqual({ planLetter: 'M', n: 125, ac: 7, re: 8 })
    expect(tablePlan('reduced', 'H', 1.0)).toEqual({ planLetter: 'G', n: 13, ac: 0, re: 1 })
  })
})

describe('every table', () => {
  it('Re = Ac + 1; Ac never falls left to right along a row nor down a column', () => {
    for (const severity of ['normal', 'tightened', 'reduced'] as InspectionSeverity[]) {
      const letters = severity === 'tightened' ? [...CODE_LETTERS, 'S'] : CODE_LETTERS
      for (const letter of letters) {
        let last = -1
        for (const aql of AQL_VALUES) {
          const cell = tableCell(severity, letter, aql)
          if (!cell.includes('/')) continue
          const [ac, re] = cell.split('/').map(Number)
          expect(re).toBe(ac! + 1)
          expect(ac!).toBeGreaterThanOrEqual(last)
          last = ac!
        }
      }
      for (const aql of AQL_VALUES) {
        let last = -1
        for (const letter of letters) {
          const cell = tableCell(severity, letter, aql)
          if (!cell.includes('/')) continue
          const ac = Number(cell.split('/')[0])
          expect(ac).toBeGreaterThanOrEqual(last)
          last = ac
        }
      }
    }
  })

  it('every (letter, AQL, severity) resolves to a plan', () => {
    for (const severity of ['normal', 'tightened', 'reduced'] as InspectionSeverity[])
      for (const letter of CODE_LETTERS) for (const aql of AQL_VALUES) expect(tablePlan(severity, letter, aql).re).toBeGreaterThan(0)
  })
})
