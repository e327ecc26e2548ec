import type { CockpitFigure, CockpitPeriod, FigureDef } from '@scm/core/cockpit'
import { sql } from 'drizzle-orm'
import * as clock from '../../clock'
import type { Db } from '../../db'
import type { CurrentUser } from '../../http/context'
import { dateTimeText } from '../../http/dates'
import { computeFigure, factsBase } from './compute'
import { figureFacts } from './figure-facts'
import { SETTINGS_SOURCES } from './settings'
import { AGREEMENT_SOURCES } from './targets'

// THE answer cache (API.md "Stored answers"): a computed figure is stored in cockpit_answer with the
// snapshot it was computed in, and answered again while no transaction that snapshot did not see
// has written one of its sources (cockpit_change, kept by triggers). Exact by visibility, shared by
// every server instance, nothing in process memory.

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

/** The housekeeping's mark in cockpit_change: changes before its xid are forgotten (answer-jobs.ts). */
export const FORGOTTEN = '*'

/** Every table a figure's answer depends on: its facts', the settings', the agreements' when judged by them. */
export const figureSources = (def: FigureDef): string[] => [
  ...figureFacts(def.id).sources,
  ...SETTINGS_SOURCES,
  ...(def.targetFrom === 'agreement' ? AGREEMENT_SOURCES : []),
]

/**
 * What an answer is exact for: the figure and period, the day (every figure reads today) and, for
 * the figures of the current moment, the minute; the caller (his scope: supplier, roles, and by his
 * id his supplier authorisation and workshop).
 */
export function answerKey(def: FigureDef, period: CockpitPeriod, user: CurrentUser, at: Date): string {
  const moment = figureFacts(def.id).readsNow ? dateTimeText(at).slice(0, 16) : clock.today(at)
  return [def.id, period.kind, period.at, period.from, period.to, moment, `u${user.userid}`, `s${user.supplyid ?? ''}`, [...user.roles].sort().join(',')].join('|')
}

let enabled = true
/** Tests only: answer every figure live (the recomputation the stored answers are checked against). */
export function useStoredAnswers(on: boolean) {
  enabled = on
}

/** One figure computed live in ONE repeatable-read transaction, with the snapshot all its statements saw. */
export async function computeInSnapshot(db: Db, def: FigureDef, period: CockpitPeriod, user: CurrentUser, at: Date) {
  return db.transaction(
    async (tx) => {
      const base = await factsBase(tx, user, at)
      const figure = await computeFigure(tx, def, figureFacts(def.id), base, period)
      const [row] = rowsOf(await tx.execute(sql`select pg_current_snapshot()::text as snapshot`))
      return { figure, snapshot: String(row!.snapshot) }
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  )
}

/** The figures `defs` for `user` at `at`: the valid stored answers in one statement, the others computed and stored. */
export async function answerFigures(db: Db, defs: FigureDef[], period: CockpitPeriod, user: CurrentUser, at: Date): Promise<CockpitFigure[]> {
  if (!defs.length) return []
  if (!enabled) return Promise.all(defs.map(async (def) => (await computeInSnapshot(db, def, period, user, at)).figure))
  const keys = defs.map((def) => answerKey(def, period, user, at))
  const found = await storedAnswers(db, defs, keys)
  const missing = defs.map((def, i) => ({ def, key: keys[i]! })).filter((m) => !found.has(m.key))
  const computed = await Promise.all(missing.map(async (m) => ({ ...m, ...(await computeInSnapshot(db, m.def, period, user, at)) })))
  if (computed.length) await storeAnswers(db, computed)
  for (const c of computed) found.set(c.key, c.figure)
  return keys.map((k) => found.get(k)!)
}

/** The valid answers among `keys` (by visibility of the changes to their sources); renews used_at at most hourly. */
async function storedAnswers(db: Db, defs: FigureDef[], keys: string[]): Promise<Map<string, CockpitFigure>> {
  const wanted = sql.join(
    defs.map((def, i) => sql`(${keys[i]}::text, string_to_array(${figureSources(def).join(',')}::text, ','))`),
    sql`, `,
  )
  const now = clock.now()
  const rows = rowsOf(
    await db.execute(sql`
      with wanted(key, sources) as (values ${wanted}),
      hit as (
        select a.key, a.answer, a.used_at from cockpit_answer a join wanted w on w.key = a.key
         where not exists (select 1 from cockpit_change c
                            where c.source = any(w.sources) and c.xid >= pg_snapshot_xmin(a.snapshot) and not pg_visible_in_snapshot(c.xid, a.snapshot))
           and not exists (select 1 from cockpit_change c where c.source = ${FORGOTTEN} and c.xid > pg_snapshot_xmin(a.snapshot))),
      touched as (
        update cockpit_answer a set used_at = ${now}::timestamptz from hit
         where a.key = hit.key and hit.used_at < ${now}::timestamptz - interval '1 hour' returning a.key)
      select key, answer from hit`),
  )
  return new Map(rows.map((r) => [String(r.key), (typeof r.answer === 'string' ? JSON.parse(r.answer) : r.answer) as CockpitFigure]))
}

/** Stores computed answers, never over one computed in a later snapshot. */
async function storeAnswers(db: Db, answers: { key: string; def: FigureDef; figure: CockpitFigure; snapshot: string }[]) {
  const now = clock.now()
  const values = sql.join(
    answers.map((a) => sql`(${a.key}, ${a.def.id}, ${JSON.stringify(a.figure)}::jsonb, ${a.snapshot}::pg_snapshot, ${now}::timestamptz, ${now}::timestamptz)`),
    sql`, `,
  )
  await db.execute(sql`
    insert into cockpit_answer (key, figure, answer, snapshot, computed_at, used_at) values ${values}
    on conflict (key) do update set figure = excluded.figure, answer = excluded.answer, snapshot = excluded.snapshot,
                                    computed_at = excluded.computed_at, used_at = excluded.used_at
     where pg_snapshot_xmax(excluded.snapshot) >= pg_snapshot_xmax(cockpit_answer.snapshot)`)
}
