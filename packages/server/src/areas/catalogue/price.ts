import { PRICE_MESSAGES, priceChangePercent, priceQuoteDocument, type PriceComparison } from '@scm/core/catalogue'
import { and, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import * as clock from '../../clock'
import type { Db } from '../../db'
import type { DocumentHooks } from '../../document/hooks'
import { accepts, ok, parseQuery, refuse, requireFn, SUPPLIER_OWNED, type AppEnv, type CurrentUser } from '../../http'
import { isStaff } from '../../platform/owner-scope'
import { pcSupply } from '../../identity/partner-schema'
import { pcPartPrice as P } from '../../business/catalogue-schema'
import { addDays } from '../../platform/input'
import { approvePartPrice, priceClash, priceHistory, pricesInForce } from '../../business/part-price'
import { ResourceError, type Row } from '../../resource/records'
import { suppliersOfPart, suppliesPart } from './parts'
import { pcPriceQuote as Q } from './schema'

// 价格审核: what the document kit does not say — a supplier quotes only his own parts, and an
// approved quote becomes the approved price (the platform's price periods, never overlapping).

const OPEN = ['待审核', '审批中']
const supplierOf = (user: CurrentUser, body: Row) => (user.supplyid != null ? user.supplyid : Number(body.supplyid))

export const priceQuoteHooks: DocumentHooks = {
  async beforeSave(tx, { body, user }) {
    const mtrId = Number(body.mtr_id)
    const supplyid = supplierOf(user, body)
    if (!Number.isSafeInteger(mtrId) || !Number.isSafeInteger(supplyid)) return // the definition's own checks answer
    if (!(await suppliesPart(tx, mtrId, supplyid))) throw new ResourceError(user.supplyid != null ? PRICE_MESSAGES.notHisPart : PRICE_MESSAGES.notListed, 400)
    if (!(Number(body.price) > 0)) throw new ResourceError(PRICE_MESSAGES.price, 400, { price: PRICE_MESSAGES.price })
    const from = String(body.valid_from ?? '')
    if (from && from < clock.today()) throw new ResourceError(PRICE_MESSAGES.pastStart, 400, { valid_from: PRICE_MESSAGES.pastStart })
    if (body.valid_to && from && String(body.valid_to) < from) throw new ResourceError(PRICE_MESSAGES.period, 400, { valid_to: PRICE_MESSAGES.period })
  },
  actions: {
    Approve: {
      // refused before the flow starts when it could never be approved (an approved period of the same part and supplier in the way)
      async before(tx, { doc }) {
        const clash = await priceClash(tx, { mtrId: Number(doc.mtr_id), supplyid: Number(doc.supplyid), validFrom: String(doc.valid_from), validTo: (doc.valid_to as string | null) ?? null })
        if (clash) throw new ResourceError(PRICE_MESSAGES.overlap(clash.no, clash.from, clash.to), 409)
      },
      // at the flow's end: the approved price from its first day (the one before it ends the day before;
      // one that ran past the quote's last day is in force again the day after — split, not lost)
      async after(tx, { id, to, user }) {
        if (to !== '已批准') return
        const [q] = await tx.select().from(Q).where(eq(Q.id, id))
        if (!q) return
        const period = { mtrId: Number(q.mtr_id), supplyid: Number(q.supplyid), validFrom: String(q.valid_from), validTo: (q.valid_to as string | null) ?? null }
        const around = await periodAround(tx, period)
        await approvePartPrice(tx, { ...period, price: Number(q.price), quoteNo: String(q.quote_no), userid: user.userid || null }, PRICE_MESSAGES.overlap)
        if (around) await tx.insert(P).values({ ...around, validFrom: addDays(period.validTo!, 1) })
      },
    },
  },
}

/**
 * The approved period a closed quote is nested in (SAP's condition records): it started before the
 * quote's first day and runs past its last. approvePartPrice ends it the day before the quote; its
 * rest after the quote becomes a record of its own (same price, same quote and approval), so no
 * approved day loses its price and the periods still never overlap (pc_part_price_no_overlap).
 */
async function periodAround(tx: Db, p: { mtrId: number; supplyid: number; validFrom: string; validTo: string | null }) {
  if (!p.validTo) return null
  const [row] = await tx
    .select({ mtrId: P.mtrId, supplyid: P.supplyid, price: P.price, validTo: P.validTo, quoteNo: P.quoteNo, approvedBy: P.approvedBy, approvedAt: P.approvedAt })
    .from(P)
    .where(and(eq(P.mtrId, p.mtrId), eq(P.supplyid, p.supplyid), lt(P.validFrom, p.validFrom), or(isNull(P.validTo), gt(P.validTo, p.validTo))))
  return row ?? null
}

const idQuery = z.object({ id: z.coerce.number({ error: '请选择报价单' }).int('请选择报价单').positive('请选择报价单').max(2147483647, '请选择报价单') })
const historyQuery = z.object({ mtr_id: z.coerce.number({ error: '请选择配件' }).int('请选择配件').positive('请选择配件').max(2147483647, '请选择配件') })

/** What the buyer reviews a quote against: the price in force, the change, the other suppliers. */
export async function comparePrice(db: Db, id: number): Promise<PriceComparison | null> {
  const [q] = await db.select().from(Q).where(eq(Q.id, id))
  if (!q) return null
  const mtrId = Number(q.mtr_id)
  const on = String(q.valid_from)
  const price = Number(q.price)
  const inForce = await pricesInForce(db, { on, mtrIds: [mtrId] })
  const current = inForce.find((p) => p.supplyid === Number(q.supplyid)) ?? null
  const others = (await suppliersOfPart(db, mtrId)).filter((s) => s !== Number(q.supplyid))
  const names = others.length ? await db.select({ id: pcSupply.supplyid, name: pcSupply.supplyName }).from(pcSupply).where(inArray(pcSupply.supplyid, others)) : []
  const open = others.length
    ? await db
        .select({ supplyid: Q.supplyid, quote_no: Q.quote_no, price: Q.price, status: Q.status })
        .from(Q)
        .where(and(eq(Q.mtr_id, mtrId), inArray(Q.supplyid, others), inArray(Q.status, OPEN)))
        .orderBy(desc(Q.id))
    : []
  return {
    quote: { id, quote_no: String(q.quote_no), mtr_id: mtrId, supplyid: Number(q.supplyid), price, valid_from: on, valid_to: (q.valid_to as string | null) ?? null },
    current,
    change_percent: priceChangePercent(price, current?.price),
    others: others.map((supplyid) => {
      const p = inForce.find((r) => r.supplyid === supplyid)
      const o = open.find((r) => Number(r.supplyid) === supplyid)
      return {
        supplyid,
        supply_name: names.find((n) => n.id === supplyid)?.name ?? '',
        price_in_force: p?.price ?? null,
        quote_no: o ? String(o.quote_no) : null,
        quoted_price: o ? Number(o.price) : null,
        quote_status: o ? String(o.status) : null,
        change_percent: p ? priceChangePercent(price, p.price) : null,
      }
    }),
  }
}

export const priceRoutes = new Hono<AppEnv>()
const fn = priceQuoteDocument.fn

/** GET /api/PcPriceQuote/Compare?id: the review beside a quote (staff: suppliers see no one else's prices). */
priceRoutes.get('/api/PcPriceQuote/Compare', requireFn(fn, 'audit'), accepts({ query: idQuery }), async (c) => {
  const { id } = parseQuery(c, idQuery)
  if (!isStaff(c.get('user'))) refuse('无权限', 403)
  const comparison = await comparePrice(c.get('db'), id)
  if (!comparison) refuse('单据不存在', 404)
  return ok(c, comparison)
})

/** GET /api/PcPriceQuote/GetPriceHistory?mtr_id: the part's approved prices, one list (a supplier: his own). */
priceRoutes.get('/api/PcPriceQuote/GetPriceHistory', requireFn(fn, SUPPLIER_OWNED), accepts({ query: historyQuery }), async (c) => {
  const { mtr_id } = parseQuery(c, historyQuery)
  const user = c.get('user')
  return ok(c, await priceHistory(c.get('db'), mtr_id, user.supplyid ?? undefined))
})
