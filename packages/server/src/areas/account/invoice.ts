import { INVOICE_MESSAGES as M, INVOICE_TOLERANCE_PARAM, invoiceDocument } from '@scm/core/account'
import { parseDecimal } from '@scm/core'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { DocumentHooks } from '../../document/hooks'
import { bindDocument, writeEvent } from '../../document/records'
import { readParam } from '../../platform/params'
import { managedSuppliers, ownerScope } from '../../platform/owner-scope'
import { isBlank, parseId } from '../../platform/input'
import { ResourceError } from '../../resource/records'
import { accInvoice as I, accInvoiceLine as IL, accStatement as S, accStatementLine as SL, invoiceTables } from './schema'

// 采购发票: what the kit does not say — the invoice takes its supplier and company from a confirmed
// statement the caller may see, and every save matches it three ways against that statement's
// receipt lines (order price and accepted quantity, both on the statement line, vs the invoice
// line), in SQL numeric (exact), within the tolerance of the system parameter.

export const invoiceBinding = bindDocument(invoiceDocument, invoiceTables)

/** The tolerance in 元 (system parameter invoice_match_tolerance); an unreadable value counts as 0. */
async function tolerance(db: Db): Promise<string> {
  const raw = (await readParam(db, INVOICE_TOLERANCE_PARAM.key, INVOICE_TOLERANCE_PARAM.value)).trim()
  const d = parseDecimal(raw)
  return d && d.units >= 0n ? raw : '0'
}

/**
 * Matches the invoice's lines against its statement and settles the header: each line 已匹配 or
 * 不符 with what differs; the invoice 已匹配 only when every line agrees and every live receipt
 * line of the statement is invoiced once. Answers the status.
 */
export async function matchInvoice(tx: Db, id: number): Promise<{ status: string; note: string }> {
  const tol = await tolerance(tx)
  await tx.execute(sql`
    with m as (
      select il.id, sl.source_no, sl.mtr_code, sl.mtr_name, sl.qty as accepted_qty, sl.price as order_price, sl.amount as expected_amount,
             array_remove(array[
               case when sl.id is null then '对账单中没有第' || il.check_line_no || '行收货明细' end,
               case when count(*) over (partition by il.check_line_no) > 1 then '对账单第' || il.check_line_no || '行重复开票' end,
               case when sl.id is not null and il.qty <> sl.qty then '数量不符：开票 ' || il.qty::text || '，合格 ' || sl.qty::text end,
               case when sl.id is not null and abs(il.price - sl.price) > ${tol}::numeric then '单价不符：开票 ' || il.price::text || '，订单 ' || sl.price::text end,
               case when sl.id is not null and abs(il.amount - sl.amount) > ${tol}::numeric then '金额不符：开票 ' || il.amount::text || '，应开 ' || sl.amount::text end,
               -- a line the buyer adjusted after a dispute has an agreed amount apart from qty × price: its amount is the check
               case when (sl.id is null or sl.amount = round(sl.qty * sl.price, 2)) and abs(il.amount - round(il.qty * il.price, 2)) > ${tol}::numeric
                    then '开票金额与数量×单价不一致' end
             ], null) as problems
        from ${IL} il
        join ${I} i on i.id = il.doc_id
        left join ${SL} sl on sl.doc_id = i.statement_id and sl.line_no = il.check_line_no and sl.source = '收货' and not sl.disabled
       where il.doc_id = ${id})
    update ${IL} l set source_no = m.source_no, mtr_code = m.mtr_code, mtr_name = m.mtr_name, accepted_qty = m.accepted_qty,
           order_price = m.order_price, expected_amount = m.expected_amount,
           match = case when cardinality(m.problems) = 0 then '已匹配' else '不符' end,
           match_note = left(array_to_string(m.problems, '；'), 300)
      from m where l.id = m.id`)
  const result = await tx.execute(sql`
    with missing as (
      select sl.line_no from ${SL} sl join ${I} i on i.statement_id = sl.doc_id
       where i.id = ${id} and sl.source = '收货' and not sl.disabled
         and not exists (select 1 from ${IL} il where il.doc_id = ${id} and il.check_line_no = sl.line_no))
    select (select count(*)::int from ${IL} where doc_id = ${id} and match <> '已匹配') as bad,
           (select coalesce(string_agg(line_no::text, '、' order by line_no), '') from missing) as missing,
           (select coalesce(sum(sl.amount), 0)::text from ${SL} sl join ${I} i on i.statement_id = sl.doc_id where i.id = ${id} and sl.source = '收货' and not sl.disabled) as expected`)
  const [row] = (result as unknown as { rows: { bad: number; missing: string; expected: string }[] }).rows
  const bad = Number(row!.bad)
  const notes = [bad ? `${bad}行明细不符` : '', row!.missing ? `对账单第${row!.missing}行未开票` : ''].filter(Boolean)
  const status = notes.length ? '不符' : '已匹配'
  const note = notes.length ? notes.join('；') : '三单匹配一致'
  await tx.execute(sql`
    update ${I} set status = ${status}, match_note = ${note}, expected_amount = ${row!.expected}::numeric,
           total_amount = coalesce(amount, 0) + coalesce(tax_amount, 0)
     where id = ${id}`)
  return { status, note }
}

export const invoiceHooks: DocumentHooks = {
  beforeSave: async (tx, { id, body, user }) => {
    // none given: the kit's own check answers 请选择对账单
    if (isBlank(body.statement_id)) return {}
    const statementId = parseId(body.statement_id, '对账单')
    // the statement as the caller may see it: a supplier his own, staff the suppliers they manage
    const [statement] = await tx
      .select({ id: S.id, supplyid: S.supplyid, companyId: S.company_id, status: S.status })
      .from(S)
      .where(and(eq(S.id, statementId), ownerScope(user, { supplyid: S.supplyid }), managedSuppliers(user, S.supplyid)))
    if (!statement) throw new ResourceError('对账单不存在', 404)
    if (statement.status !== '已确认') throw new ResourceError(M.notConfirmed, 409)
    const [matched] = await tx
      .select({ id: I.id })
      .from(I)
      .where(and(eq(I.statement_id, statementId), eq(I.status, '已匹配'), id === null ? undefined : ne(I.id, id)))
      .limit(1)
    if (matched) throw new ResourceError(M.statementMatched, 409)
    const invoiceNo = typeof body.invoice_no === 'string' ? body.invoice_no.trim() : ''
    if (invoiceNo) {
      const [same] = await tx
        .select({ id: I.id })
        .from(I)
        .where(and(eq(I.supplyid, Number(statement.supplyid)), eq(I.invoice_no, invoiceNo), id === null ? undefined : ne(I.id, id)))
        .limit(1)
      if (same) throw new ResourceError(M.duplicateNo, 409)
    }
    return { supplyid: Number(statement.supplyid), company_id: Number(statement.companyId) }
  },
  afterSave: async (tx, { id, created, user }) => {
    const { status, note } = await matchInvoice(tx, id)
    await writeEvent(tx, invoiceBinding, id, { action: created ? '三单匹配' : '重新匹配', to: status, detail: note, user })
  },
}
