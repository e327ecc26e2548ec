import { DOCUMENT_MESSAGES, parseDecimal } from '@scm/core'
import { STATEMENT_MESSAGES as M, STATEMENT_PATHS as P, STATEMENT_RESOLUTIONS, statementChanges, statementDocument as D, type StatementLineSnapshot, type StatementResolution, type StatementVersion } from '@scm/core/account'
import { and, asc, eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { Db } from '../../db'
import { accepts, dateTimeText, fail, flag, idValue, ok, readBody, refuse, requireFn, SUPPLIER_OWNED, type AppEnv } from '../../http'
import { isStaff } from '../../platform/owner-scope'
import { z } from 'zod'
import { isBlank, parseFlag, parseId, parseText } from '../../platform/input'
import { ownerOf } from '../../resource/routes'
import { confirmLines, disputeLine, resolveLine, setLineDisabled, statementBinding, type LineActor } from './lines'
import { accStatement, accStatementVersion } from './schema'

type Ctx = Context<AppEnv>

/** The caller with his owner scope (suppliers: their own; staff: the suppliers they manage). */
const actorOf = (c: Ctx): LineActor => ({ user: c.get('user'), scope: ownerOf(c, statementBinding.header).scope })

/** The new amount of an adjusted line: exact decimal text, at most 2 decimals, fits numeric(14,2); never through a float. */
function parseAmount(raw: unknown): string {
  const d = parseDecimal(raw)
  const digits = d ? (d.units < 0n ? -d.units : d.units).toString().length - d.scale : 0
  if (!d || d.scale > 2 || digits > 12) refuse(M.adjustAmount)
  return String(raw).trim()
}

/**
 * One line call: only the side it is for (staff, or the owning supplier — the grant alone lets both
 * in), `{id, …}` read, then `work` in one transaction; a refusal (bad input, ResourceError) saves nothing.
 */
function lineCall<T extends { id: number; status?: string }>(
  side: 'staff' | 'owner',
  work: (tx: Db, by: LineActor, id: number, body: Record<string, unknown>) => Promise<T>,
  message: (data: T) => string,
) {
  return async (c: Ctx) => {
    if (isStaff(c.get('user')) !== (side === 'staff')) return fail(c, '无权限', 403)
    const body = await readBody(c)
    const id = parseId(body.id, '对账单编号')
    const by = actorOf(c)
    const data = await c.get('db').transaction((tx) => work(tx, by, id, body))
    return ok(c, data, message(data))
  }
}

/**
 * The statement's line calls (all signed, under /SaleCheck):
 *   POST SetDisable  {id, line_id, disabled?=true, reason}      staff: a line out of (or back into) the total, in 草稿 / 有异议
 *   POST ConfirmLine {id, line_ids | line_id}                   the supplier confirms lines; all live lines confirmed → 已确认
 *   POST DisputeLine {id, line_id, reason, file_ids?}           the supplier disputes a line with a reason and evidence → 有异议
 *   POST ResolveLine {id, line_id, resolution, amount?, reason} staff: 调整 (the line's new amount) or 维持 a disputed line
 *   GET  GetVersions ?id                                        the published versions, newest first, with what changed
 */
export const statementLineRoutes = new Hono<AppEnv>()

statementLineRoutes.post(
  P.setDisable,
  requireFn(D.fn, 'edit'),
  accepts({ body: z.object({ id: idValue, line_id: idValue, disabled: flag.optional(), reason: z.string().max(200).optional() }) }),
  lineCall('staff', (tx, by, id, body) => {
    const disabled = parseFlag(body.disabled) ?? true
    const reason = parseText(body.reason, '原因', 200, disabled)
    return setLineDisabled(tx, by, { id, lineId: parseId(body.line_id, '明细编号'), disabled, reason })
  }, (d) => (d.disabled ? '停用成功' : '启用成功')),
)

statementLineRoutes.post(
  P.confirmLine,
  requireFn(D.fn, SUPPLIER_OWNED),
  accepts({ body: z.object({ id: idValue, line_ids: z.array(idValue).min(1).max(2000).optional(), line_id: idValue.optional() }) }),
  lineCall('owner', (tx, by, id, body) => {
    const given = Array.isArray(body.line_ids) ? body.line_ids : isBlank(body.line_id) ? [] : [body.line_id]
    if (!given.length || given.length > 2000) refuse('请选择要确认的明细')
    return confirmLines(tx, by, { id, lineIds: given.map((x) => parseId(x, '明细编号')) })
  }, (d) => (d.status === '已确认' ? '对账单已全部确认' : '确认成功')),
)

statementLineRoutes.post(
  P.disputeLine,
  requireFn(D.fn, SUPPLIER_OWNED),
  accepts({ body: z.object({ id: idValue, line_id: idValue, reason: z.string().trim().min(1).max(500), file_ids: z.union([z.array(idValue).max(20), idValue]).optional() }) }),
  lineCall('owner', (tx, by, id, body) => {
    const reason = parseText(body.reason, '异议原因', 500, true)
    const files = Array.isArray(body.file_ids) ? body.file_ids : isBlank(body.file_ids) ? [] : [body.file_ids]
    if (files.length > 20) refuse('附件不存在')
    return disputeLine(tx, by, { id, lineId: parseId(body.line_id, '明细编号'), reason, fileIds: files.map((f) => parseId(f, '附件编号')) })
  }, () => '已提出异议'),
)

statementLineRoutes.post(
  P.resolveLine,
  requireFn(D.fn, 'edit'),
  accepts({ body: z.object({ id: idValue, line_id: idValue, resolution: z.enum(STATEMENT_RESOLUTIONS), amount: z.union([z.number(), z.string()]).optional(), reason: z.string().trim().min(1).max(500) }) }),
  lineCall('staff', (tx, by, id, body) => {
    const resolution = parseText(body.resolution, '处理方式', 10)
    if (!(STATEMENT_RESOLUTIONS as readonly string[]).includes(resolution)) refuse(M.resolution)
    const amount = resolution === '调整' ? parseAmount(body.amount) : null
    const reason = parseText(body.reason, '处理说明', 500, true)
    return resolveLine(tx, by, { id, lineId: parseId(body.line_id, '明细编号'), resolution: resolution as StatementResolution, amount, reason })
  }, () => '处理成功'),
)

statementLineRoutes.get(P.versions, requireFn(D.fn, SUPPLIER_OWNED), accepts({ query: z.object({ id: idValue }) }), async (c) => {
  const id = parseId(c.req.query('id'), '对账单编号')
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
