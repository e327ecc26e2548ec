import { CHANGE_KINDS, REVIEW_MESSAGES as M, ageDays, type ChangeKind } from '@scm/core/review'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import * as clock from '../../clock'
import type { Db } from '../../db'
import type { DocumentHooks } from '../../document/hooks'
import { writeEvent } from '../../document/records'
import type { CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { orgDept } from '../../identity/org-schema'
import { pubMateriel } from '../../identity/partner-schema'
import { purchaseOrder, purchaseOrderLine } from '../../business/purchase-schema'
import { ResourceError, type Row } from '../../resource/records'
import { deptIds, nowText, ordersUsing, rowsOf } from './review'
import { saChangeHandling, saOrderAuditrst, saOrderReview, tcNoticeTables, tdDealTables } from './schema'

// Product (tc) and technical (td) changes: documents of the kit; what the kit does not say is the
// handling per department (the to-do), the impact and the reopening of ready orders they touch.

export const CHANGE_TABLES = { tc: tcNoticeTables, td: tdDealTables } as const

const names = (text: unknown) =>
  String(text ?? '')
    .split(/[,，、\s]+/)
    .map((s) => s.trim())
    .filter(Boolean)

/** The parts a change lists (its lines). */
export async function changeParts(db: Db, kind: ChangeKind, id: number): Promise<number[]> {
  const lines = CHANGE_TABLES[kind].lines!
  const rows = await rowsOf<{ mtr_id: number }>(db, sql`select distinct mtr_id from ${lines} where doc_id = ${id}`)
  return rows.map((r) => Number(r.mtr_id))
}

function changeHooks(kind: ChangeKind): DocumentHooks {
  const doc = CHANGE_KINDS[kind].doc
  return {
    // the departments must exist (org_dept): each gets a handling when the change is issued
    async beforeSave(tx, { body }) {
      const given = names(body.depts)
      if (!given.length) throw new ResourceError(M.changeDepts, 400, { depts: M.changeDepts })
      const ids = await deptIds(tx, given)
      const missing = given.find((n) => !ids.has(n))
      if (missing) throw new ResourceError(M.unknownDept(missing), 400, { depts: M.unknownDept(missing) })
      return { depts: [...new Set(given)].join(',') }
    },
    actions: {
      Issue: {
        async before() {
          return { set: { issued_at: nowText() } }
        },
        // a handling per department (its to-do); the ready orders it touches go back to review for those departments
        async after(tx, { id, doc: header }) {
          const ids = [...(await deptIds(tx, names(header.depts))).values()]
          if (ids.length) await tx.insert(saChangeHandling).values(ids.map((deptId) => ({ docType: doc, docId: id, deptId }))).onConflictDoNothing()
          const touched = (await ordersUsing(tx, await changeParts(tx, kind, id), ['已就绪'])).map((o) => Number(o.id))
          if (!touched.length || !ids.length) return
          await tx
            .update(saOrderReview)
            .set({ status: '评审中', reason: `${header.change_no}发布，重新评审`, readyAt: null, readyBy: '', updatedAt: nowText() })
            .where(inArray(saOrderReview.orderId, touched))
          await tx
            .update(saOrderAuditrst)
            .set({ result: null, opinion: `因变更${String(header.change_no)}重新评审`, auditedAt: null })
            .where(and(inArray(saOrderAuditrst.orderId, touched), inArray(saOrderAuditrst.deptId, ids)))
        },
      },
    },
  }
}
export const tcHooks = changeHooks('tc')
export const tdHooks = changeHooks('td')

export interface TodoRow {
  handling_id: number
  kind: ChangeKind
  id: number
  change_no: string
  title: string
  models: string
  effective_date: string
  issued_at: string
  dept_name: string
  age_days: number
}

/** The changes of a kind not yet handled: the department's (a reviewer's), or every department's. */
export async function unhandled(db: Db, kind: ChangeKind, deptId: number | null | undefined): Promise<TodoRow[]> {
  const { header } = CHANGE_TABLES[kind]
  const rows = await rowsOf<TodoRow>(
    db,
    sql`select x.id as handling_id, h.id, h.change_no, h.title, coalesce(h.models, '') as models, h.effective_date::text as effective_date,
        to_char(h.issued_at, 'YYYY-MM-DD HH24:MI:SS') as issued_at, d.dept_name
      from ${saChangeHandling} x join ${header} h on h.id = x.doc_id join ${orgDept} d on d.id = x.dept_id
      where x.doc_type = ${CHANGE_KINDS[kind].doc} and x.handled_at is null and h.status = '已发布'
        ${deptId === undefined ? sql`` : sql`and x.dept_id = ${deptId ?? 0}`}
      order by h.issued_at, x.id`,
  )
  const today = clock.today()
  return rows.map((r) => ({ ...r, kind, age_days: ageDays(r.issued_at, today) }))
}

/** The handlings of a change, department by department. */
export async function handlings(db: Db, kind: ChangeKind, id: number) {
  return rowsOf<Row>(
    db,
    sql`select x.id, x.dept_id, d.dept_name, to_char(x.handled_at, 'YYYY-MM-DD HH24:MI:SS') as handled_at, x.user_name, x.opinion
      from ${saChangeHandling} x join ${orgDept} d on d.id = x.dept_id
      where x.doc_type = ${CHANGE_KINDS[kind].doc} and x.doc_id = ${id} order by d.sort, d.id`,
  )
}

/** The caller's department handles the change: it leaves his to-do; a history entry on the change. */
export async function handleChange(tx: Db, kind: ChangeKind, id: number, deptId: number | null, user: CurrentUser, opinion: string): Promise<void> {
  const doc = CHANGE_KINDS[kind].doc
  const [header] = await rowsOf<Row>(tx, sql`select id, status from ${CHANGE_TABLES[kind].header} where id = ${id}`)
  if (!header) refuse('单据不存在', 404)
  if (header.status === '草稿') refuse(M.notIssued, 409)
  const [row] = await tx
    .select()
    .from(saChangeHandling)
    .where(and(eq(saChangeHandling.docType, doc), eq(saChangeHandling.docId, id), eq(saChangeHandling.deptId, deptId ?? 0)))
  if (!row) refuse(M.notConcerned, 403)
  const [done] = await tx
    .update(saChangeHandling)
    .set({ handledAt: nowText(), userid: user.userid, userName: user.UserName, opinion })
    .where(and(eq(saChangeHandling.id, row.id), isNull(saChangeHandling.handledAt)))
    .returning({ id: saChangeHandling.id })
  if (!done) refuse(M.handled, 409)
  const [dept] = await tx.select({ name: orgDept.deptName }).from(orgDept).where(eq(orgDept.id, row.deptId))
  await writeEvent(tx, doc, id, { action: '处理', detail: `${dept?.name ?? ''}已处理${opinion ? `：${opinion}` : ''}`, user })
}

/**
 * What a change touches: the open sales orders whose BOM holds one of its parts, and the open
 * purchase order lines of those parts, split by required date before / on or after the effectivity date.
 */
export async function changeImpact(db: Db, kind: ChangeKind, id: number) {
  const [header] = await rowsOf<{ effective_date: string }>(db, sql`select effective_date::text as effective_date from ${CHANGE_TABLES[kind].header} where id = ${id}`)
  if (!header) refuse('单据不存在', 404)
  const parts = await changeParts(db, kind, id)
  const orders = await ordersUsing(db, parts)
  const L = purchaseOrderLine
  const O = purchaseOrder
  const lines = parts.length
    ? await db
        .select({
          id: L.id,
          order_no: O.orderNo,
          line_no: L.lineNo,
          mtr_code: L.mtrCode,
          mtr_name: L.mtrName,
          qty: L.qty,
          received_qty: L.receivedQty,
          required_date: L.requiredDate,
          line_status: L.lineStatus,
          supplyid: O.supplyid,
        })
        .from(L)
        .innerJoin(O, eq(O.id, L.orderId))
        .where(and(inArray(L.mtrId, parts), sql`${L.lineStatus} not in ('已完成', '已作废', '已拒绝')`, sql`${O.status} not in ('草稿', '已完成', '已作废', '已拒绝')`))
        .orderBy(L.requiredDate, L.id)
    : []
  const open = lines.map((l) => ({ ...l, open_qty: Math.max(0, Number(l.qty) - Number(l.received_qty)) }))
  const partRows = parts.length ? await db.select({ mtr_id: pubMateriel.mtrId, mtr_code: pubMateriel.mtrCode, mtr_name: pubMateriel.mtrName }).from(pubMateriel).where(inArray(pubMateriel.mtrId, parts)) : []
  return {
    effective_date: header.effective_date,
    parts: partRows,
    orders,
    before: open.filter((l) => l.required_date < header.effective_date),
    after: open.filter((l) => l.required_date >= header.effective_date),
  }
}
