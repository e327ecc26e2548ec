import { sql } from 'drizzle-orm'
import type { Db } from '../db'
import { docNoSeq } from './schema'
import * as clock from '../clock'

/**
 * The next number of the day for a document type's prefix, e.g. PO202611220001 (purchase order),
 * DN… (delivery note), RK… (receipt), or any prefix a document definition declares (2–4 capital
 * letters): one atomic upsert on the counter row, so concurrent requests and several server
 * processes never get the same number, on PGlite and PostgreSQL alike.
 */
export async function nextDocNo(db: Db, prefix: string, now = clock.now()): Promise<string> {
  if (!/^[A-Z]{2,4}$/.test(prefix)) throw new Error(`invalid document number prefix ${prefix}`)
  const p = (n: number) => String(n).padStart(2, '0')
  const day = `${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}`
  const [row] = await db
    .insert(docNoSeq)
    .values({ prefix, day, last: 1 })
    .onConflictDoUpdate({ target: [docNoSeq.prefix, docNoSeq.day], set: { last: sql`${docNoSeq.last} + 1` } })
    .returning({ last: docNoSeq.last })
  return `${prefix}${day}${String(row!.last).padStart(4, '0')}`
}
