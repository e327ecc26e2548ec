// Parts image query (QueryProOfImgs): materials with their pictures.
import { containsPattern } from '../../platform/like'
import { and, asc, count, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../db'
import type { ListRequest } from '../../http/list'
import type { CurrentUser } from '../../http/context'
import { ownerScope } from '../../platform/owner-scope'
import { pcSupply, pubMateriel as M } from '../../identity/partner-schema'
import { pubMaterielImage as I } from '../../identity/material-schema'

import { isBlank, parseFlag } from '../../platform/input'

/** A supplier user (if granted the screen) sees only its own supplier's parts. */
export async function queryMaterialImages(db: Db, user: CurrentUser, q: ListRequest) {
  const f = q.filters
  const parts: (SQL | undefined)[] = [ownerScope(user, { supplyid: M.supplyid })]
  if (q.searchKey) parts.push(or(ilike(M.mtrCode, containsPattern(q.searchKey)), ilike(M.mtrName, containsPattern(q.searchKey)), ilike(M.spec, containsPattern(q.searchKey))))
  if (!isBlank(f.mtr_code)) parts.push(ilike(M.mtrCode, containsPattern(String(f.mtr_code).trim())))
  if (!isBlank(f.category)) parts.push(eq(M.category, String(f.category).trim()))
  if (parseFlag(f.has_image)) parts.push(exists(sql`(select 1 from ${I} where ${I.mtrId} = ${M.mtrId})`))
  const where = and(...parts)
  const rows = await db
    .select({
      mtr_id: M.mtrId,
      mtr_code: M.mtrCode,
      mtr_name: M.mtrName,
      spec: M.spec,
      unit: M.unit,
      category: M.category,
      supply_name: sql<string>`coalesce(${pcSupply.supplyName}, '')`,
    })
    .from(M)
    .leftJoin(pcSupply, eq(pcSupply.supplyid, M.supplyid))
    .where(where)
    .orderBy(asc(M.mtrCode))
    .limit(q.rows)
    .offset(q.offset)
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(M).where(where)
  const ids = rows.map((r) => r.mtr_id)
  const images = ids.length
    ? await db.select({ id: I.id, mtr_id: I.mtrId, file_name: I.fileName, url: I.url }).from(I).where(inArray(I.mtrId, ids)).orderBy(asc(I.sort), asc(I.id))
    : []
  return {
    rows: rows.map((r) => ({ ...r, images: images.filter((i) => i.mtr_id === r.mtr_id).map(({ id, file_name, url }) => ({ id, file_name, url })) })),
    total: n,
  }
}
