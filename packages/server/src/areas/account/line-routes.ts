import {
  DOCUMENT_MESSAGES,
  parseDecimal,
  STATEMENT_MESSAGES as M,
  STATEMENT_PATHS as P,
  STATEMENT_RESOLUTIONS,
  statementChanges,
  statementDocument as D,
  type StatementLineSnapshot,
  type StatementResolution,
  type StatementVersion,
} from '@scm/core'
import { and, asc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { Db } from '../../db'
import { dateTimeText, fail, isStaff, ok, readBody, requireFn, SUPPLIER_OWNED, type AppEnv } from '../../http'
import { ResourceError } from '../../resource/records'
import { ownerOf } from '../../resource/routes'
import { confirmLines, disputeLine, resolveLine, setLineDisabled, statementBinding, type LineActor } from './lines'
import { accStatement, accStatementVersion } from './schema'

type Ctx = Context<AppEnv>

function positiveId(raw: unknown): number | null {
  const n = Number(typeof raw === 'string' ? raw.trim() : raw)
  return raw !== '' && raw !== null && raw !== undefined && Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : null
}

const text = (raw: unknown) => (typeof raw === 'string' ? raw.trim() : '')

/** The caller with his owner scope (suppliers: their own; staff: the suppliers they manage). */
const actorOf = (c: Ctx): LineActor => ({ user: c.get('user'), scope: ownerOf(c, statementBinding.header).scope })

async function run<T extends { id: number; status?: string }>(c: Ctx, msg: (data: T) => string, work: (tx: Db) => Promise<T>) {
  try {
    const data = await c.get('db').transaction(work)
    return ok(c, data, msg(data))
  } catch (error) {
    if (error instanceof ResourceError) return fail(c, error.message, error.status)
    throw error
  }
}

/** Staff-only and owner-only calls (the grant alone lets both sides in). */
const staffOnly = (c: Ctx) => (isStaff(c.get('user')) ? null : fail(c, '无权限', 403))
const ownerOnly = (c: Ctx) => (isStaff(c.get('user')) ? fail(c, '无权限', 403) : null)

/**
 * The statement's line calls (all signed, under /SaleCheck):
 *   POST SetDisable  {id, line_id, disabled?=true, reason}      staff: a line out of (or back into) the total, in 草稿 / 有异议
 *   POST ConfirmLine {id, line_ids | line_id}                   the supplier confirms lines; all live lines confirmed → 已确认
 *   POST DisputeLine {id, line_id, reason, file_ids?}           the supplier disputes a line with a reason and evidence → 有异议
 *   POST ResolveLine {id, line_id, resolution, amount?, reason} staff: 调整 (the line's new amount) or 维持 a disputed line
 *   GET  GetVersions ?id                                        the published versions, newest first, with what changed
 */
export const statementLineRoutes = new Hono<AppEnv>()

statementLineRoutes.post(P.setDisable, requireFn(D.fn, 'edit'), async (c) => {
  const refused = staffOnly(c)
  if (refused) return refused
  const body = await readBody(c)
  const id = positiveId(body.id)
  if (id === null) return fail(c, '记录编号不正确', 400)
  const disabled = body.disabled !== false && body.disabled !== 'false' && body.disabled !== 0
  const reason = text(body.reason)
  if (disabled && !reason) return fail(c, DOCUMENT_MESSAGES.reasonRequired, 400)
  if (reason.length > 200) return fail(c, '原因不能超过200个字符', 400)
  const by = actorOf(c)
  return run(c, () => (disabled ? '停用成功' : '启用成功'), (tx) => setLineDisabled(tx, by, { id, lineId: positiveId(body.line_id), disabled, reason }))
})

statementLineRoutes.post(P.confirmLine, requireFn(D.fn, SUPPLIER_OWNED), async (c) => {
  const refused = ownerOnly(c)
  if (refused) return refused
  const body = await readBody(c)
  const id = positiveId(body.id)
  if (id === null) return fail(c, '记录编号不正确', 400)
  const given = Array.isArray(body.line_ids) ? body.line_ids : body.line_id !== undefined ? [body.line_id] : []
  const lineIds = given.map(positiveId)
  if (!lineIds.length || lineIds.length > 2000 || lineIds.some((x) => x === null)) return fail(c, '请选择要确认的明细', 400)
  const by = actorOf(c)
  return run(c, (d) => (d.status === '已确认' ? '对账单已全部确认' : '确认成功'), (tx) => confirmLines(tx, by, { id, lineIds: lineIds as number[] }))
})

statementLineRoutes.post(P.disputeLine, requireFn(D.fn, SUPPLIER_OWNED), async (c) => {
  const refused = ownerOnly(c)
  if (refused) return refused
  const body = await readBody(c)
  const id = positiveId(body.id)
  if (id === null) return fail(c, '记录编号不正确', 400)
  const reason = text(body.reason)
  if (!reason) return fail(c, '请填写异议原因', 400)
  if (reason.length > 500) return fail(c, '原因不能超过500个字符', 400)
  const fileIds = (Array.isArray(body.file_ids) ? body.file_ids : body.file_ids === undefined ? [] : [body.file_ids]).map(positiveId)
  if (fileIds.length > 20 || fileIds.some((x) => x === null)) return fail(c, '附件不存在', 400)
  const by = actorOf(c)
  return run(c, () => '已提出异议', (tx) => disputeLine(tx, by, { id, lineId: positiveId(body.line_id), reason, fileIds: fileIds as number[] }))
})

statementLineRoutes.post(P.resolveLine, requireFn(D.fn, 'edit'), async (c) => {
  const refused = staffOnly(c)
  if (refused) return refused
  const body = await readBody(c)
  const id = positiveId(body.id)
  if (id === null) return fail(c, '记录编号不正确', 400)
  const resolution = text(body.resolution)
  if (!(STATEMENT_RESOLUTIONS as readonly string[]).includes(resolution)) return fail(c, M.resolution, 400)
  const reason = text(body.reason)
  if (!reason) return fail(c, DOCUMENT_MESSAGES.reasonRequired, 400)
  if (reason.length > 500) return fail(c, '原因不能超过500个字符', 400)
  let amount: string | null = null
  if (resolution === '调整') {
    // exact: at most 2 decimals and 12 digits before the point (numeric(14,2)), never through a float
    const d = parseDecimal(body.amount)
    const digits = d ? (d.units < 0n ? -d.units : d.units).toString().length - d.scale : 0
    if (!d || d.scale > 2 || digits > 12) return fail(c, M.adjustAmount, 400)
    amount = String(body.amount).trim()
  }
  const by = actorOf(c)
  return run(c, () => '处理成功', (tx) => resolveLine(tx, by, { id, lineId: positiveId(body.line_id), resolution: resolution as StatementResolution, amount, reason }))
})

statementLineRoutes.get(P.versions, requireFn(D.fn, SUPPLIER_OWNED), async (c) => {
  const id = positiveId(c.req.query('id'))
  if (id === null) return fail(c, '记录编号不正确', 400)
  const db = c.get('db')
  const [doc] = await db.select({ id: accStatement.id }).from(accStatement).where(and(eq(accStatement.id, id), actorOf(c).scope))
  if (!doc) return fail(c, DOCUMENT_MESSAGES.notFound, 404)
  const rows = await db.select().from(accStatementVersion).where(eq(accStatementVersion.statementId, id)).orderBy(asc(accStatementVersion.version))
  const versions: StatementVersion[] = rows.map((v, i) => ({
    version: v.version,
    total_amount: v.totalAmount,
    UserName: v.userName,
    published_at: dateTimeText(v.publishedAt),
    changes: i === 0 ? [] : statementChanges(rows[i - 1]!.lines as StatementLineSnapshot[], v.lines as StatementLineSnapshot[]),
  }))
  return ok(c, versions.reverse())
})
