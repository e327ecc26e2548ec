import type { SQL } from 'drizzle-orm'
import type { Range } from './range'
import type { CockpitScope } from './scope'
import type { CockpitSettings } from './settings'

/**
 * THE records of a figure: one SELECT per figure, from which its value, breakdowns, trend and
 * records list are all computed (compute.ts, records.ts), so the list behind a number is the
 * number's own rows by construction. Every facts statement answers these columns:
 *
 * - `id` (the record's id) and the display columns its definition lists (core `FigurePart.columns`);
 * - `in_num`, `in_den`: the record counts in the numerator / denominator;
 * - `num`, `den`: what it adds to them (1 for a counted record, a quantity or hours otherwise),
 *   equal to the definition's `sum` column where it has one;
 * - `x`: the value a median is taken of (median figures), equal to the `medianOf` column;
 * - `k_<dimension>`, `n_<dimension>`: the key (as text) and name of each dimension of the figure;
 * - `sort_at`: the order of the records list (newest first);
 * - `age` (open claims): days since publication, for the stages' oldest and average age.
 */
export interface FactsContext {
  /** the period (bound values) or the trend's window (`tw.*` columns) */
  range: Range
  /** today and now on the server's clock: a due date passed, an open item's age */
  today: SQL
  now: SQL
  nowTz: SQL
  /** the same moment, for what the server works out after the query */
  nowMoment: Date
  scope: CockpitScope
  settings: CockpitSettings
}

export type FactsBuilder = (ctx: FactsContext) => SQL

/** A display value the server works out after the query (SLA business hours left, 8D due dates). */
export type RecordDecorator = (row: Record<string, unknown>, settings: CockpitSettings, now: Date) => Record<string, unknown>

export interface FigureFacts {
  facts: FactsBuilder
  /**
   * Every table the facts read (scope tables included): a write to one makes the figure's stored
   * answers stale (answers.ts). sources.test.ts holds it to the statement's plan and the triggers.
   */
  sources: readonly string[]
  /** The facts read the current moment (now, nowTz, settings.nearDue), not only today: answered as of the minute. */
  readsNow?: boolean
  decorate?: RecordDecorator
  /** the facts answer `age` (days): breakdown rows carry the oldest and the average */
  ages?: boolean
}
