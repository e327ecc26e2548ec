import { eq } from 'drizzle-orm'
import type { Db } from '../db'
import { sysParam } from './schema'

/** A system parameter's text value, or the fallback when the key is absent. */
export async function readParam(db: Db, key: string, fallback = ''): Promise<string> {
  const [row] = await db.select({ value: sysParam.paramValue }).from(sysParam).where(eq(sysParam.paramKey, key))
  return row ? row.value : fallback
}

/** A numeric parameter; a non-numeric value counts as the fallback. */
export async function readNumberParam(db: Db, key: string, fallback: number): Promise<number> {
  const value = Number(await readParam(db, key, String(fallback)))
  return Number.isFinite(value) ? value : fallback
}
