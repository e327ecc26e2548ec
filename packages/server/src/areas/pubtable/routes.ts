// Pickers of the order form: suppliers the caller manages, materials, and the buyers in charge of a material.
import { z } from 'zod'
import { containsPattern } from '../../platform/like'
import { Hono, type MiddlewareHandler } from 'hono'
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { AppEnv } from '../../http/context'
import { fail, ok } from '../../http/envelope'
import { isStaff, managedSuppliers } from '../../platform/owner-scope'
import { signedIn } from '../../http/grants'
import { readListQuery, listPage, listQuery } from '../../http/list'
import { pcSupply, pubMateriel as M } from '../../identity/partner-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { isBlank, parseId } from '../../platform/input'
import { pubMaterielBuyer } from '../../identity/material-schema'
import { accepts } from '../../http/call-input'
import { idValue } from '../../http/params'

export const pubtableRoutes = new Hono<AppEnv>()

/**
 * Base data for staff forms of many screens (orders, receiving, contracts, users): any signed-in
 * staff member (declared signedIn); supplier and customer users have no use for it.
 */
const staffOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  return next()
}

/**
 * Data: [{supplyid, supply_name, short_name, status}] — the suppliers the caller may order from:
 * its supplier authorisation (supply_authority), or every supplier when it has none.
 */
pubtableRoutes.get('/api/pubtable/getpub_supply', signedIn, staffOnly, async (c) => {
  const rows = await c
    .get('db')
    .select({ supplyid: pcSupply.supplyid, supply_name: pcSupply.supplyName, short_name: pcSupply.shortName, status: pcSupply.status })
    .from(pcSupply)
    .where(managedSuppliers(c.get('user'), pcSupply.supplyid))
    .orderBy(asc(pcSupply.supplyid))
  return ok(c, rows)
})

/** Data: ListPage of materials {mtr_id, mtr_code, mtr_name, spec, unit, category, price, supplyid, supply_name, inspection_exempt, inspection_required}. */
pubtableRoutes.get('/api/pubtable/getpub_materiel', signedIn, staffOnly, accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  const rows = c.req.query('rows') ? q.rows : 20
  const parts: (SQL | undefined)[] = []
  if (q.searchKey) {
    const p = containsPattern(q.searchKey)
    parts.push(or(ilike(M.mtrCode, p), ilike(M.mtrName, p), ilike(M.spec, p)))
  }
  if (!isBlank(q.filters.supplyid)) parts.push(eq(M.supplyid, parseId(q.filters.supplyid, '供应商')))
  if (!isBlank(q.filters.mtr_id)) parts.push(eq(M.mtrId, parseId(q.filters.mtr_id, '物料')))
  const where = and(...parts)
  const db = c.get('db')
  const data = await db
    .select({
      mtr_id: M.mtrId,
      mtr_code: M.mtrCode,
      mtr_name: M.mtrName,
      spec: M.spec,
      unit: M.unit,
      category: M.category,
      price: sql<number>`${M.price}`.mapWith(Number),
      supplyid: M.supplyid,
      supply_name: sql<string>`coalesce(${pcSupply.supplyName}, '')`,
      /** 免检: its receipts skip incoming inspection */
      inspection_exempt: M.inspectionExempt,
      /** its qualified quantities come from incoming inspection only (core qualifiedBy) */
      inspection_required: M.inspectionRequired,
    })
    .from(M)
    .leftJoin(pcSupply, eq(pcSupply.supplyid, M.supplyid))
    .where(where)
    .orderBy(asc(M.mtrCode))
    .limit(rows)
    .offset((q.page - 1) * rows)
  const [{ n } = { n: 0 }] = await db.select({ n: count().mapWith(Number) }).from(M).where(where)
  return ok(c, listPage(data, n, q.page))
})

/** Data: [{userid, usercode, UserName, email, is_default}] — assigned buyers, else every buyer. */
pubtableRoutes.get('/api/pubtable/Getpc_buyerBymtr_id', signedIn, staffOnly, accepts({ query: z.object({ mtr_id: idValue }) }), async (c) => {
  const mtrId = parseId(c.req.query('mtr_id'), '物料')
  const db = c.get('db')
  const [material] = await db.select({ id: M.mtrId }).from(M).where(eq(M.mtrId, mtrId))
  if (!material) return fail(c, '物料不存在', 404)
  const fields = { userid: sysUser.userid, usercode: sysUser.usercode, UserName: sysUser.userName, email: sysUser.email }
  const assigned = await db
    .select({ ...fields, is_default: pubMaterielBuyer.isDefault })
    .from(pubMaterielBuyer)
    .innerJoin(sysUser, eq(sysUser.userid, pubMaterielBuyer.userid))
    .where(and(eq(pubMaterielBuyer.mtrId, mtrId), eq(sysUser.forbidLogin, false)))
    .orderBy(desc(pubMaterielBuyer.isDefault), asc(sysUser.usercode))
  if (assigned.length) return ok(c, assigned)
  const buyers = await db
    .select(fields)
    .from(sysUser)
    .where(
      and(
        inArray(sysUser.userid, db.select({ id: sysUserRole.userid }).from(sysUserRole).where(eq(sysUserRole.role, 'buyer'))),
        isNull(sysUser.supplyid),
        eq(sysUser.forbidLogin, false),
      ),
    )
    .orderBy(asc(sysUser.usercode))
  return ok(c, buyers.map((b) => ({ ...b, is_default: false })))
})
