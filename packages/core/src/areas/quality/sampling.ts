// ISO 2859-1:1999 (GB/T 2828.1) sampling by attributes, single sampling, as pure data and functions:
// Table 1 (sample size code letters), Tables 2-A / 2-B / 2-C (single sampling plans for normal,
// tightened and reduced inspection); the switching rules of clause 9 are in switching.ts. No I/O:
// screens read the labels, the server computes a lot's plan.
//
// Errors: input outside the standard (lot size, level, AQL, severity) throws SamplingError, an
// Error subclass with `code` for programs and a Chinese `message` for people.
//
// Provenance of the tables (see sampling.test.ts): Table 1 and Tables 2-A / 2-B are checked cell by
// cell against a transcription of MIL-STD-105E (the same single sampling plans) for AQL 0.65…15
// and swept along their diagonals everywhere else. To verify against a printed copy of GB/T
// 2828.1 before relying on them: 2-A row A at AQL 10 (↑ with nothing above) and row R at 0.015;
// 2-B row A at AQL 10 (↓, no 0/1) and row S; all of 2-C (derived: see TABLE_2C_ROWS).

import {
  AQL_VALUES,
  INSPECTION_LEVELS,
  INSPECTION_SEVERITIES,
  type InspectionLevel,
  type InspectionSeverity,
} from './sampling-terms'
import { SAMPLE_SIZES, TABLE_2A_ROWS, TABLE_2B_ROWS, TABLE_2C_ROWS, type Rows } from './sampling-tables'

// ---------------------------------------------------------------------------------------------
// Vocabulary and labels
// ---------------------------------------------------------------------------------------------

/** Code letters of Table 1 (I and O are not used). S exists only in Table 2-B. */
export type CodeLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F' | 'G' | 'H' | 'J' | 'K' | 'L' | 'M' | 'N' | 'P' | 'Q' | 'R'
export const CODE_LETTERS: readonly CodeLetter[] = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R']

export type SamplingErrorCode = 'lotSize' | 'level' | 'aql' | 'severity'
const MESSAGES: Record<SamplingErrorCode, string> = {
  lotSize: '批量必须为正整数',
  level: '检验水平不正确',
  aql: 'AQL 不在标准值中',
  severity: '检验严格度不正确',
}
/** Thrown for input outside the standard; `message` is for people, `code` for programs. */
export class SamplingError extends Error {
  readonly code: SamplingErrorCode
  constructor(code: SamplingErrorCode) {
    super(MESSAGES[code])
    this.name = 'SamplingError'
    this.code = code
  }
}

// ---------------------------------------------------------------------------------------------
// Table 1 — sample size code letters
// ---------------------------------------------------------------------------------------------

/**
 * Table 1, one row per lot size range: the upper bound of the range (the last row has none) and
 * the letters for S-1 S-2 S-3 S-4 | I II III, in that order.
 */
const TABLE_1: readonly (readonly [maxLot: number, letters: string])[] = [
  [8, 'AAAA AAB'],
  [15, 'AAAA ABC'],
  [25, 'AABB BCD'],
  [50, 'ABBC CDE'],
  [90, 'BBCC CEF'],
  [150, 'BBCD DFG'],
  [280, 'BCDE EGH'],
  [500, 'BCDE FHJ'],
  [1200, 'CCEF GJK'],
  [3200, 'CDEG HKL'],
  [10000, 'CDFG JLM'],
  [35000, 'CDFH KMN'],
  [150000, 'DEGJ LNP'],
  [500000, 'DEGJ MPQ'],
  [Infinity, 'DEHK NQR'],
]
/** The lot size ranges of Table 1 as [from, to] (to = null: "and over"), for screens. */
export const LOT_SIZE_RANGES: readonly (readonly [number, number | null])[] = TABLE_1.map(([max], i) => [
  i === 0 ? 2 : TABLE_1[i - 1]![0] + 1,
  max === Infinity ? null : max,
])

function checkLotSize(lotSize: number): void {
  if (!Number.isSafeInteger(lotSize) || lotSize < 1) throw new SamplingError('lotSize')
}

/**
 * Table 1: the code letter for a lot size and inspection level. Table 1 starts at 2; a lot of 1
 * is read in the first row (its plan then means inspecting the one item).
 */
export function codeLetterFor(lotSize: number, level: InspectionLevel): CodeLetter {
  checkLotSize(lotSize)
  const column = INSPECTION_LEVELS.indexOf(level)
  if (column < 0) throw new SamplingError('level')
  const row = TABLE_1.find(([max]) => lotSize <= max)!
  return row[1].replace(' ', '')[column] as CodeLetter
}

// ---------------------------------------------------------------------------------------------
// Tables 2-A, 2-B, 2-C — single sampling plans (their rows: sampling-tables.ts)
// ---------------------------------------------------------------------------------------------

type Cell = { ac: number; re: number } | '↑' | '↓'
interface Table {
  letters: readonly string[]
  sizes: Readonly<Record<string, number>>
  cells: readonly (readonly Cell[])[]
}

function parseTable(rows: Rows, sizes: Readonly<Record<string, number>>): Table {
  const letters = Object.keys(rows)
  const cells = letters.map((letter) => {
    const row = rows[letter]!.trim().split(/\s+/).map((text): Cell => {
      if (text === '↑' || text === '↓') return text
      const [ac, re] = text.split('/').map(Number)
      return { ac: ac!, re: re! }
    })
    if (row.length !== AQL_VALUES.length) throw new Error(`sampling table row ${letter}: ${row.length} cells`)
    return row
  })
  return { letters, sizes, cells }
}

const TABLES: Readonly<Record<InspectionSeverity, Table>> = {
  normal: parseTable(TABLE_2A_ROWS, SAMPLE_SIZES.normal),
  tightened: parseTable(TABLE_2B_ROWS, SAMPLE_SIZES.tightened),
  reduced: parseTable(TABLE_2C_ROWS, SAMPLE_SIZES.reduced),
}

/** The raw cell of Table 2-A/2-B/2-C as printed: 'Ac/Re', '↑' or '↓' (for tests and screens). */
export function tableCell(severity: InspectionSeverity, letter: string, aql: number): string {
  const table = TABLES[severity]
  const row = table.letters.indexOf(letter)
  const col = aqlIndex(aql)
  if (row < 0 || col < 0) throw new SamplingError(row < 0 ? 'level' : 'aql')
  const cell = table.cells[row]![col]!
  return typeof cell === 'string' ? cell : `${cell.ac}/${cell.re}`
}

/** Index of an AQL in AQL_VALUES, -1 when not a standard value (0.1 and 0.10 are the same). */
export function aqlIndex(aql: number | string): number {
  const value = typeof aql === 'string' ? Number(aql.trim()) : aql
  if (!Number.isFinite(value)) return -1
  return AQL_VALUES.findIndex((v) => Math.abs(v - value) < v * 1e-9)
}

/** A single sampling plan read from a table: the row it was read in, its n, Ac and Re. */
export interface TablePlan {
  /** The row the plan stands in (differs from the lot's code letter when an arrow was followed). */
  planLetter: string
  /** The plan's sample size (may exceed the lot size). */
  n: number
  ac: number
  re: number
}

/**
 * The plan for (code letter, AQL) in a table, following the arrows down or up the AQL column to
 * the first plan (clause 10.2). Where an arrow runs off the table (2-A row A at AQL 10, 2-A row R
 * at 0.015, and the like in 2-C), the nearest plan in the row the arrow reached is taken: to the
 * left (tighter AQL, Ac 0) for ↑, to the right for ↓. The standard prints these cells without a
 * target; this choice is ours.
 */
export function tablePlan(severity: InspectionSeverity, letter: CodeLetter, aql: number | string): TablePlan {
  const table = TABLES[severity]
  if (!table) throw new SamplingError('severity')
  const col = aqlIndex(aql)
  if (col < 0) throw new SamplingError('aql')
  let row = table.letters.indexOf(letter)
  if (row < 0) throw new SamplingError('level')
  let cell = table.cells[row]![col]!
  const arrow = typeof cell === 'string' ? cell : null
  const step = arrow === '↓' ? 1 : -1
  while (typeof cell === 'string' && row + step >= 0 && row + step < table.letters.length) {
    row += step
    cell = table.cells[row]![col]!
  }
  if (typeof cell === 'string') {
    // Off the table: nearest plan in this row, left for ↑, right for ↓.
    const cells = table.cells[row]!
    let c = col
    while (typeof cells[c] === 'string' && c + step >= 0 && c + step < cells.length) c += step
    cell = cells[c]!
    if (typeof cell === 'string') throw new Error(`sampling table: no plan for ${letter} at ${AQL_VALUES[col]}`)
  }
  const planLetter = table.letters[row]!
  return { planLetter, n: table.sizes[planLetter]!, ac: cell.ac, re: cell.re }
}

// ---------------------------------------------------------------------------------------------
// The plan for a lot
// ---------------------------------------------------------------------------------------------

export interface SamplingInput {
  /** Lot (batch) size N, a positive integer. */
  lotSize: number
  level: InspectionLevel
  /** One of AQL_VALUES (number, or its text as printed, e.g. '1.0'). */
  aql: number | string
  severity: InspectionSeverity
}

export interface SamplingPlan {
  /** Table 1's code letter for the lot (before any arrow). */
  codeLetter: CodeLetter
  /** Items to inspect: the plan's n, or the whole lot when n ≥ N. */
  sampleSize: number
  /** Accept the lot when nonconforming items (or nonconformities) ≤ ac … */
  ac: number
  /** … reject it when they are ≥ re. */
  re: number
  /** The plan's n is not less than the lot: inspect every item (100 %). */
  fullInspection: boolean
  /** The row of the table the plan was read in and its own n (for records). */
  planLetter: string
  planSampleSize: number
}

/**
 * The single sampling plan for a lot (clause 10): Table 1 gives the code letter, Table 2-A/B/C the
 * plan. When the plan's sample size is not less than the lot size, every item is inspected
 * (sampleSize = lotSize, fullInspection) with the same Ac/Re. Throws SamplingError.
 */
export function samplingPlan(input: SamplingInput): SamplingPlan {
  checkLotSize(input.lotSize)
  if (!INSPECTION_LEVELS.includes(input.level)) throw new SamplingError('level')
  if (aqlIndex(input.aql) < 0) throw new SamplingError('aql')
  if (!INSPECTION_SEVERITIES.includes(input.severity)) throw new SamplingError('severity')
  const codeLetter = codeLetterFor(input.lotSize, input.level)
  const plan = tablePlan(input.severity, codeLetter, input.aql)
  const fullInspection = plan.n >= input.lotSize
  return {
    codeLetter,
    sampleSize: fullInspection ? input.lotSize : plan.n,
    ac: plan.ac,
    re: plan.re,
    fullInspection,
    planLetter: plan.planLetter,
    planSampleSize: plan.n,
  }
}

// ---------------------------------------------------------------------------------------------
// Judging a lot
// ---------------------------------------------------------------------------------------------

/** The responsible authority's conditions for reduced inspection (clause 9.3.3 b, c). */
export interface ReducedConditions {
  /** Production is at a steady rate. */
  productionSteady: boolean
  /** Reduced inspection is considered desirable (approved) by the responsible authority. */
  reducedApproved: boolean
}

/** What the switching rules need to know about one original lot (first submission, clause 9). */
export interface LotResult extends ReducedConditions {
  accepted: boolean
  /** Ac of the plan the lot was judged with (picks the +2 or +3 rule of 9.3.3.2). */
  ac: number
  /**
   * Ac ≥ 2 on normal inspection: whether the lot would also have been accepted had the AQL been
   * one step tighter (9.3.3.2 a 1). judgeLot fills it in; ignored otherwise.
   */
  acceptedAtTighterAql?: boolean
}

/**
 * Judges a lot from the count of nonconforming items (or nonconformities) in the sample, and
 * prepares the LotResult for nextSeverity. "One step tighter" is read in Table 2-A in the row of
 * the plan used (same sample size), one AQL column to the left.
 */
export function judgeLot(
  input: SamplingInput,
  nonconforming: number,
  conditions: ReducedConditions,
): { plan: SamplingPlan; lot: LotResult } {
  const plan = samplingPlan(input)
  const accepted = nonconforming <= plan.ac
  const lot: LotResult = { accepted, ac: plan.ac, ...conditions }
  const col = aqlIndex(input.aql)
  if (input.severity === 'normal' && plan.ac >= 2 && col > 0) {
    const tighter = tablePlan('normal', plan.planLetter as CodeLetter, AQL_VALUES[col - 1]!)
    lot.acceptedAtTighterAql = nonconforming <= tighter.ac
  }
  return { plan, lot }
}
