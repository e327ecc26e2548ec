import { sql } from 'drizzle-orm'
import * as clock from '../../clock'
import type { Db } from '../../db'
import type { AreaJob } from '../../platform/area'
import { FORGOTTEN } from './answers'

/** Answers nobody asked for in this long are dropped. */
const UNUSED_DAYS = 7

type Row = Record<string, unknown>
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows

/**
 * Drops the answers unused for a week, then the changes no stored answer can be stale by: those of
 * transactions before every answer's snapshot (before every running one when there is none). An
 * answer being computed meanwhile may have an older snapshot: the mark FORGOTTEN (xid = where the
 * forgetting stopped) makes answers.ts treat such an answer as stale, so it is computed again.
 */
export async function forgetStaleAnswers(db: Db): Promise<string> {
  return db.transaction(async (tx) => {
    const cutoff = new Date(clock.nowMs() - UNUSED_DAYS * 86_400_000)
    const dropped = rowsOf(await tx.execute(sql`delete from cockpit_answer where used_at < ${cutoff}::timestamptz returning key`)).length
    const [row] = rowsOf(
      await tx.execute(sql`
        with horizon as (
          select least((select min(pg_snapshot_xmin(snapshot)) from cockpit_answer), pg_snapshot_xmin(pg_current_snapshot())) as h),
        gone as (delete from cockpit_change c using horizon where c.xid < horizon.h returning 1),
        mark as (insert into cockpit_change (xid, source) select h, ${FORGOTTEN} from horizon on conflict do nothing returning 1)
        select (select count(*) from gone)::int as forgotten`),
    )
    return `删除 ${dropped} 个过期答案、${Number(row!.forgotten)} 条变更记录`
  })
}

export const cockpitJobs: AreaJob[] = [{ name: 'cockpit-answer-housekeeping', title: '清理驾驶舱指标的过期答案与变更记录', everyMinutes: 60, run: (db) => forgetStaleAnswers(db) }]
