import { ON_ACCOUNT_FN, STOCK_BILL_FN, STOCK_BILL_PATH, saleCheckItemResource, SALE_CHECK_BASE, statementDocument, STATEMENT_MESSAGES, STATEMENT_PATHS as P } from '@scm/core'
import { parseDate, parseId } from '../../platform/input'
import { Hono } from 'hono'
import { documentArea } from '../../document/routes'
import { fail, isStaff, listPage, ok, readBody, readListQuery, requireFn, signedRoutes, SUPPLIER_OWNED, type AppEnv } from '../../http'
import { onAccount } from './on-account'
import { stockBills } from './stock-bills'
import { sysCompany } from '../../identity/org-schema'
import { registerRefSource } from '../../resource/registry'
import { resourceArea } from '../../resource/routes'
import { ResourceError } from '../../resource/records'
import { accCheckItem, statementTables } from './schema'
import { statementLineRoutes } from './line-routes'
import { statementHooks } from './statement'
import { sourcesOf, suppliersToReconcile } from './sources'

// the companies of the enterprise (整车厂, 发动机厂) a statement is drawn up for
registerRefSource('Company', sysCompany)

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
 */
export const accountRoutes = new Hono<AppEnv>()
accountRoutes.use(`${SALE_CHECK_BASE}/*`, signedRoutes)
accountRoutes.route('/', resourceArea([saleCheckItemResource, accCheckItem]))
accountRoutes.route('/', statementLineRoutes)
accountRoutes.route('/', documentArea(statementDocument, statementTables, statementHooks))

accountRoutes.post(P.candidates, requireFn(statementDocument.fn, 'add'), async (c) => {
  // buyers draw statements up; a supplier holds 'add' too (his grants), never these figures
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const body = await readBody(c)
  const supplyid = parseId(body.supplyid, '供应商')
  const periodFrom = parseDate(body.period_from, '开始日期')
  const periodTo = parseDate(body.period_to, '结束日期')
  if (periodFrom > periodTo) return fail(c, STATEMENT_MESSAGES.period, 400)
  try {
    return ok(c, await sourcesOf(c.get('db'), c.get('user'), { supplyid, periodFrom, periodTo }))
  } catch (error) {
    if (error instanceof ResourceError) return fail(c, error.message, error.status)
    throw error
  }
})

/** POST GetOnAccount: 挂账查询 (MyAccount_query) — per supplier and company, confirmed and pending statement amounts. */
accountRoutes.post(P.onAccount, requireFn(ON_ACCOUNT_FN, SUPPLIER_OWNED), async (c) => {
  const q = await readListQuery(c)
  const { rows, total, summary } = await onAccount(c.get('db'), c.get('user'), q)
  return ok(c, listPage(rows, total, q.page, summary as Record<string, number>))
})

/** POST GetStockBills: 库存单据查询 (MyStOutBill_query) — the supplier's accepted receipt lines and returns. */
accountRoutes.post(STOCK_BILL_PATH, requireFn(STOCK_BILL_FN, SUPPLIER_OWNED), async (c) => {
  const q = await readListQuery(c)
  const { rows, total, summary } = await stockBills(c.get('db'), c.get('user'), q)
  return ok(c, listPage(rows, total, q.page, summary as unknown as Record<string, number>))
})

/** POST GetSale_Check_AccUser {period_from, period_to}: the suppliers still to reconcile for the period, with their amounts. */
accountRoutes.post(P.suppliers, requireFn(statementDocument.fn, 'add'), async (c) => {
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const body = await readBody(c)
  const periodFrom = parseDate(body.period_from, '开始日期')
  const periodTo = parseDate(body.period_to, '结束日期')
  if (periodFrom > periodTo) return fail(c, STATEMENT_MESSAGES.period, 400)
  return ok(c, await suppliersToReconcile(c.get('db'), c.get('user'), { periodFrom, periodTo }))
})
