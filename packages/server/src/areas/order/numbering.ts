import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { docNoSeq } from './schema'

/** Document kinds: purchase order, delivery note (batch), receipt (入库). */
export type DocPrefix = 'PO' | 'DN' | 'RK'

/**
 * The next number of the day, e.g. PO202611220001: one atomic upsert on the counter row, so
 * concurrent requests (and several server processes) never get the same number.
 */
export async function nextDocNo(db: Db, prefix: DocPrefix, now = new Date()): Promise<string> {
  const p = (n: number) => String(n).padStart(2, '0')
  const day = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}`
  const [row] = await db
    .insert(docNoSeq)
    .values({ prefix, day, last: 1 })
    .onConflictDoUpdate({ target: [docNoSeq.prefix, docNoSeq.day], set: { last: sql`${docNoSeq.last} + 1` } })
    .returning({ last: docNoSeq.last })
  return `${prefix}${day}${String(row!.last).padStart(4, '0')}`
}
