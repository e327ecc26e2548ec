/**
 * THE server's clock: every deadline, age, SLA, reminder, "today", expiry and time stamp the
 * server computes reads it, never `Date.now()` / `new Date()` (test/clock.test.ts fails on a
 * module that does), so a test sets the time it runs at and a Friday-evening run answers as a
 * Tuesday-morning one would at the same clock.
 *
 * - `SCM_CLOCK=2026-11-27T18:30:00` starts the process's clock at that moment (it ticks on from
 *   there): a whole server, or a test run, on a chosen day.
 * - `setClock(at)` in a test moves it (ticking on from `at`); `setClock(at, {frozen: true})`
 *   holds it still; `setClock(null)` back to the machine's time.
 * - `advanceClock(ms)` moves it forward (the end-to-end suite's POST /api/test/AdvanceClock).
 * - `runAt(at, work)` runs one piece of work at a moment of its own (demo data dated back).
 *
 * Times the database stamps by itself (column defaults: created_at of a row) are records of when a
 * row was written, not inputs of a rule; logic never compares them with SQL's now().
 */

import { AsyncLocalStorage } from 'node:async_hooks'

let offset = 0
let frozenAt: number | null = null
/** A moment held for one piece of work (`runAt`), apart from the process's clock. */
const held = new AsyncLocalStorage<number>()

function startAt(text: string | undefined): void {
  if (!text) return
  const at = Date.parse(text)
  if (Number.isNaN(at)) throw new Error(`SCM_CLOCK 不是有效的时间：${text}`)
  offset = at - Date.now()
}
startAt(process.env.SCM_CLOCK)

/** Milliseconds since the epoch, on the server's clock. */
export function nowMs(): number {
  return held.getStore() ?? frozenAt ?? Date.now() + offset
}

/**
 * Runs `work` as if it were `at` (everything it awaits reads that moment), leaving the clock of
 * every other request alone: demo documents written on the days they are dated.
 */
export function runAt<T>(at: Date, work: () => Promise<T>): Promise<T> {
  return held.run(at.getTime(), work)
}

/** The current moment on the server's clock. */
export function now(): Date {
  return new Date(nowMs())
}

/** Moves the clock to `at` (ticking on, or frozen); `null` = the machine's time again. */
export function setClock(at: Date | string | number | null, options: { frozen?: boolean } = {}): void {
  if (at === null) {
    offset = 0
    frozenAt = null
    return
  }
  const ms = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at)
  if (Number.isNaN(ms)) throw new Error(`不是有效的时间：${String(at)}`)
  frozenAt = options.frozen ? ms : null
  offset = options.frozen ? 0 : ms - Date.now()
}

/** Moves the clock `ms` forward, held still or ticking on as it was. */
export function advanceClock(ms: number): void {
  if (frozenAt !== null) frozenAt += ms
  else offset += ms
}

const p = (n: number) => (n < 10 ? `0${n}` : String(n))

/** Today on the server's clock in its time zone, YYYY-MM-DD (or the day of `at`). */
export function today(at: Date = now()): string {
  return `${at.getFullYear()}-${p(at.getMonth() + 1)}-${p(at.getDate())}`
}
