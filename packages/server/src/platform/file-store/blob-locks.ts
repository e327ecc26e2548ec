import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { uploadedFile } from '../schema'
import type { FileStore } from './store'
import type { AcceptedFile } from './uploads'

// Which rows keep a blob alive is the database's to say: one lock per content hash (namespace,
// hashtext), so a row pointing at the bytes and the removal of the bytes never interleave,
// whichever instance does either and whichever backend holds the bytes.

const BLOB_LOCK = 736402028
export const lockBlob = (tx: Db, hash: string) => tx.execute(sql`select pg_advisory_xact_lock(${BLOB_LOCK}, hashtext(${hash}))`)

/**
 * Call in the transaction that inserts the rows of `stored`: holds each hash's lock until commit and
 * writes the bytes again if a concurrent delete removed them after acceptFiles stored them.
 * Answers the row values (without the bytes).
 */
export async function holdBlobs(tx: Db, store: FileStore, stored: AcceptedFile[]) {
  for (const s of stored) {
    await lockBlob(tx, s.hash)
    await store.put(s.bytes)
  }
  return stored.map(({ bytes: _b, ...row }) => row)
}

/** After the deleting transaction commits: removes the bytes when no row points at them any more. */
export async function removeUnusedBlob(db: Db, store: FileStore, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBlob(tx, hash)
    const [left] = await tx
      .select({ n: count().mapWith(Number) })
      .from(uploadedFile)
      .where(eq(uploadedFile.hash, hash))
    if (!left?.n) await store.delete(hash)
  })
}
