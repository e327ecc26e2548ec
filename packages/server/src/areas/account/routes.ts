import { BALANCE_FNS, BALANCE_MESSAGES, BALANCE_PATHS, invoiceDocument, ON_ACCOUNT_FN, STOCK_BILL_FN, STOCK_BILL_PATH, STOCK_FN, STOCK_PATH, saleCheckItemResource, supplyAccResource, SALE_CHECK_BASE, statementDocument, STATEMENT_MESSAGES, STATEMENT_PATHS as P } from '@scm/core/account'
import { isBlank, parseDate, parseId, parseText } from '../../platform/input'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import type { Db } from '../../db'
import { documentArea } from '../../document/routes'
import { accepts, fail, idValue, listPage, listQuery, ok, readBody, readListQuery, requireFn, signedRoutes, SUPPLIER_OWNED, type AppEnv, type CurrentUser, type ListRequest } from '../../http'
import { isStaff } from '../../platform/owner-scope'
import { onAccount } from './on-account'
import { stockBills, stockOf } from './stock-bills'
import { answerBalance, balanceList, guardConfirmedMonth, parseMonth, publishBalances, publishedBalances } from './balance'
import { invoiceHooks } from './invoice'
import { sysCompany } from '../../identity/org-schema'
import { registerRefSource } from '../../resource/registry'
import { resourceArea } from '../../resource/routes'
import { accCheckItem, accPayment, accStatement, invoiceTables, statementTables } from './schema'
import { statementLineRoutes } from './line-routes'
import { statementHooks } from './statement'
import { sourcesOf, suppliersToReconcile } from './sources'

// the companies of the enterprise (整车厂, 发动机厂) a statement is drawn up for
registerRefSource('Company', sysCompany)
// the statements an invoice is recorded against: a supplier picks among his own
registerRefSource('InvoiceStatement', accStatement, 'id', { supplyid: accStatement.supplyid })

/**
 * The account calls (spec §7 "Account"), every one under /SaleCheck and every one signed: the
 * `code` header must be core's signRequest of the API base + path + body (else 400 请求签名无效).
 *   对账项目: POST GetAllItem, SaveItem, DelItem, ExportItem, GET GetItem, ItemRefOptions
 *   对账单:   POST GetList, Export, Save, Del, SetPublish, Attach, Detach, GET GetDetail, Download,
 *            RefOptions (the document kit) and the line calls (line-routes.ts)
 *   POST GetSale_Check_Acc_Prod {supplyid, period_from, period_to}: what a statement would take now
 *   POST GetSale_Check_AccUser {period_from, period_to}: the suppliers still to reconcile, with their amounts
 *   POST GetStockBills (库存单据查询) {bill_type?, mtr?, bill_date_from?, bill_date_to?, page, rows}
 *   POST GetOnAccount (挂账查询) {supplyid?, company_id?, period_to_from?, period_to_to?, page, rows}
 *   POST GetStock (库存查询) {mtr?, bill_date_to?, page, rows}: the supplier's materials in stock
 *   采购发票: the document kit under /SaleCheck/PchangAcc (GetList, GetDetail, Save, Attach…), matched on save
 *   余额:     POST GetCheckAcc, PublishBalance, GetPublishedBalance, ConfirmBalance, DisputeBalance (balance.ts),
 *            付款与期初余额 the resource kit under /SaleCheck/SupplyAcc (GetList, Save, Del, Export)
 */
export const accountRoutes = new Hono<AppEnv>()

/** The account views' list calls: the caller's list query, answered as a page with its 合计; `read` scopes the rows in its query. */
const listCall =
  (read: (db: Db, user: CurrentUser, q: ListRequest) => Promise<{ rows: unknown[]; total: number; summary?: Record<string, unknown> }>) =>
  async (c: Context<AppEnv>) => {
    const q = await readListQuery(c)
    const { rows, total, summary } = await read(c.get('db'), c.get('user'), q)
    return ok(c, listPage(rows, total, q.page, summary as Record<string, number> | undefined))
  }
const listed = accepts({ body: listQuery })

accountRoutes.use(`${SALE_CHECK_BASE}/*`, signedRoutes)
accountRoutes.route('/', resourceArea([saleCheckItemResource, accCheckItem]))
accountRoutes.route('/', statementLineRoutes)
accountRoutes.route('/', documentArea(statementDocument, statementTables, statementHooks))
accountRoutes.route('/', documentArea(invoiceDocument, invoiceTables, invoiceHooks))
accountRoutes.route('/', resourceArea([supplyAccResource, accPayment, { guard: guardConfirmedMonth }]))

accountRoutes.post(P.candidates, requireFn(statementDocument.fn, 'add'), accepts({ body: z.object({ supplyid: idValue, period_from: z.string().regex(/^\s*\d{4}-\d{2}-\d{2}/), period_to: z.string().regex(/^\s*\d{4}-\d{2}-\d{2}/) }) }), async (c) => {
  // buyers draw statements up; a supplier holds 'add' too (his grants), never these figures
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const body = await readBody(c)
  const supplyid = parseId(body.supplyid, '供应商')
  const periodFrom = parseDate(body.period_from, '开始日期')
  const periodTo = parseDate(body.period_to, '结束日期')
  if (periodFrom > periodTo) return fail(c, STATEMENT_MESSAGES.period, 400)
  return ok(c, await sourcesOf(c.get('db'), c.get('user'), { supplyid, periodFrom, periodTo }))
})

/** POST GetOnAccount: 挂账查询 (MyAccount_query) — per supplier and company, confirmed and pending statement amounts. */
accountRoutes.post(P.onAccount, requireFn(ON_ACCOUNT_FN, SUPPLIER_OWNED), listed, listCall(onAccount))

/** POST GetStockBills: 库存单据查询 (MyStOutBill_query) — the supplier's accepted receipt lines and returns. */
accountRoutes.post(STOCK_BILL_PATH, requireFn(STOCK_BILL_FN, SUPPLIER_OWNED), listed, listCall(stockBills))

/** POST GetSale_Check_AccUser {period_from, period_to}: the suppliers still to reconcile for the period, with their amounts. */
accountRoutes.post(P.suppliers, requireFn(statementDocument.fn, 'add'), accepts({ body: z.object({ period_from: z.string().regex(/^\s*\d{4}-\d{2}-\d{2}/), period_to: z.string().regex(/^\s*\d{4}-\d{2}-\d{2}/) }) }), async (c) => {
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const body = await readBody(c)
  const periodFrom = parseDate(body.period_from, '开始日期')
  const periodTo = parseDate(body.period_to, '结束日期')
  if (periodFrom > periodTo) return fail(c, STATEMENT_MESSAGES.period, 400)
  return ok(c, await suppliersToReconcile(c.get('db'), c.get('user'), { periodFrom, periodTo }))
})

/** POST GetStock: 库存查询 (MyStMreck_query) — per material of the supplier, taken in less returned. */
accountRoutes.post(STOCK_PATH, requireFn(STOCK_FN, SUPPLIER_OWNED), listed, listCall(stockOf))

const BALANCE_VIEWS = [BALANCE_FNS.vehicle, BALANCE_FNS.engine, BALANCE_FNS.publish, BALANCE_FNS.confirm]

/** POST GetCheckAcc {company_id, period, supplyid?, page, rows}: a month's balances of a company computed now (SCM_CheckAcc, SCM_CheckAcc_Fdj, UnitBalancePublish). */
accountRoutes.post(BALANCE_PATHS.list, requireFn(BALANCE_VIEWS, SUPPLIER_OWNED), listed, listCall(balanceList))

/** POST PublishBalance {company_id, period, supplyids?}: staff publish a month's balances to the suppliers (UnitBalancePublish). */
accountRoutes.post(BALANCE_PATHS.publish, requireFn(BALANCE_FNS.publish, 'edit'), accepts({ body: z.object({ company_id: idValue, period: z.string().regex(/^\s*\d{4}-(0[1-9]|1[0-2])\s*$/), supplyids: z.array(idValue).optional() }) }), async (c) => {
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const body = await readBody(c)
  if (isBlank(body.company_id)) return fail(c, BALANCE_MESSAGES.company, 400)
  const companyId = parseId(body.company_id, '公司')
  const period = parseMonth(body.period)
  const supplyids = Array.isArray(body.supplyids) ? body.supplyids.map((id) => parseId(id, '供应商')) : null
  const data = await c.get('db').transaction((tx) => publishBalances(tx, c.get('user'), { companyId, period, supplyids }))
  return ok(c, data, `已发布 ${data.published} 条余额`)
})

/** POST GetPublishedBalance {company_id?, period_from?, period_to?, status?, supplyid?, page, rows}: the published balances (a supplier: his own). */
accountRoutes.post(BALANCE_PATHS.published, requireFn(BALANCE_VIEWS, SUPPLIER_OWNED), listed, listCall(publishedBalances))

/** POST ConfirmBalance {id} / DisputeBalance {id, reason}: the owning supplier answers a published balance. */
for (const confirm of [true, false]) {
  accountRoutes.post(confirm ? BALANCE_PATHS.confirm : BALANCE_PATHS.dispute, requireFn(BALANCE_FNS.confirm, SUPPLIER_OWNED), accepts({ body: confirm ? z.object({ id: idValue }) : z.object({ id: idValue, reason: z.string().trim().min(1).max(500) }) }), async (c) => {
    if (isStaff(c.get('user'))) return fail(c, '无权限', 403)
    const body = await readBody(c)
    const id = parseId(body.id, '余额编号')
    const reason = confirm ? '' : parseText(body.reason, '异议原因', 500)
    if (!confirm && !reason) return fail(c, BALANCE_MESSAGES.reason, 400)
    const data = await answerBalance(c.get('db'), c.get('user'), { id, confirm, reason })
    return ok(c, data, confirm ? '余额已确认' : '已提出异议')
  })
}
