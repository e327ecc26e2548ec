import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { pubMateriel } from '../../identity/partner-schema'
import { pcPartList } from './schema'

/**
 * The parts a supplier supplies: those listed under him in a type list (配件清单), and those whose
 * main supplier he is. He quotes prices and submits packaging for these only.
 */
export async function suppliesPart(db: Db, mtrId: number, supplyid: number): Promise<boolean> {
  const [listed] = await db.select({ id: pcPartList.id }).from(pcPartList).where(and(eq(pcPartList.mtr_id, mtrId), eq(pcPartList.supplyid, supplyid))).limit(1)
  if (listed) return true
  const [main] = await db.select({ id: pubMateriel.mtrId }).from(pubMateriel).where(and(eq(pubMateriel.mtrId, mtrId), eq(pubMateriel.supplyid, supplyid)))
  return Boolean(main)
}

/** Every supplier of a part (type lists and the main supplier), for the side-by-side review. */
export async function suppliersOfPart(db: Db, mtrId: number): Promise<number[]> {
  const listed = await db.selectDistinct({ supplyid: pcPartList.supplyid }).from(pcPartList).where(eq(pcPartList.mtr_id, mtrId))
  const [main] = await db.select({ supplyid: pubMateriel.supplyid }).from(pubMateriel).where(eq(pubMateriel.mtrId, mtrId))
  const ids = new Set(listed.map((r) => Number(r.supplyid)))
  if (main?.supplyid != null) ids.add(main.supplyid)
  return [...ids]
}
