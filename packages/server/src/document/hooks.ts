import { checkActionForm, DOCUMENT_MESSAGES as M, type DocumentAction } from '@scm/core'
import type { SQL } from 'drizzle-orm'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import type { RowScope } from '../resource/audited'
import { getRecord, ResourceError, type Row } from '../resource/records'
import { checkLines, moveDocument, saveDocument, saveLines, type DocumentBinding } from './records'

/** What an action hook is told: the document as it was before the move, the call's body, who, why. */
export interface ActionContext {
  id: number
  doc: Row
  body: Row
  user: CurrentUser
  reason: string
}

/**
 * What an area adds to its document's derived calls, run inside the call's transaction, so the
 * kit stays the one path (scope, grants, conditional move, history) and the area says only what
 * differs. A hook refuses by throwing ResourceError (or `refuse`): nothing is saved or moved.
 */
export interface DocumentHooks {
  /**
   * Before Save: check the body against other records and answer the values the server sets
   * itself (facts copied from a receipt line, a computed sampling plan), by field name.
   */
  beforeSave?: (tx: Db, ctx: { id: number | null; body: Row; user: CurrentUser }) => Promise<Row | void>
  /** After Save (same transaction), e.g. lines completed from another record. */
  afterSave?: (tx: Db, ctx: { id: number; created: boolean; body: Row; user: CurrentUser }) => Promise<void>
  /**
   * Rows staff are further limited to (an outlet engineer: the work orders dispatched to his
   * outlet), ANDed into every call's statements beside the owner scope.
   */
  scope?: RowScope
  /**
   * Count at most this many matches in the list (a table of millions: an exact count would read
   * them all); past it the page says 超过 N 条. Only for a definition without summed header fields.
   */
  countLimit?: number
  /**
   * Per action name: `before` checks and adds columns to the move's UPDATE and a history detail;
   * `after` acts on other records after each move the action makes — at the call (`to` its status,
   * or the flow's pending one) and, with a flow, again at the flow's end (`to` where it ended).
   */
  actions?: Record<string, { before?: (tx: Db, ctx: ActionContext) => Promise<{ set?: Row; detail?: string } | void>; after?: (tx: Db, ctx: ActionContext & { to: string }) => Promise<void> }>
}

/**
 * A Save with the area's hooks, in the caller's transaction: what the Save call and demo seeds
 * both go through. `owner` and `scope` are the caller's (forced owner columns, visible rows).
 */
export async function saveWithHooks(
  tx: Db,
  b: DocumentBinding,
  hooks: DocumentHooks,
  ctx: { id: number | null; body: Row; user: CurrentUser; owner?: Row; scope?: SQL },
): Promise<number> {
  const forced = (await hooks.beforeSave?.(tx, { id: ctx.id, body: ctx.body, user: ctx.user })) ?? {}
  const key = await saveDocument(tx, b, ctx.body, ctx.id, { user: ctx.user, owner: { ...forced, ...ctx.owner }, scope: ctx.scope })
  await hooks.afterSave?.(tx, { id: key, created: ctx.id === null, body: ctx.body, user: ctx.user })
  return key
}

/**
 * An action with the area's hooks, in the caller's transaction, as its call and demo seeds take it:
 * the action's form checked from the body (`请输入D1 成立小组`), `before`, the conditional move
 * writing the form's values, then `after`. Answers the new status.
 */
export async function actWithHooks(
  tx: Db,
  b: DocumentBinding,
  hooks: DocumentHooks,
  action: DocumentAction,
  ctx: { id: number; body?: Row; user: CurrentUser; reason?: string; scope?: SQL },
): Promise<string> {
  const form = checkActionForm(b.def, action, ctx.body ?? {})
  const refused = Object.values(form.errors)[0]
  if (refused) throw new ResourceError(refused, 400, form.errors)
  // a form that takes the lines: checked like Save's (第2行：…), written after the move
  const lines = action.form?.lines && b.lines ? checkLines(b, ctx.body?.lines) : null
  const hook = hooks.actions?.[action.name]
  const reason = ctx.reason ?? ''
  // hooks and forms name fields; the UPDATE takes the columns' JS keys
  const byProp = (values: Row) => Object.fromEntries(Object.entries(values).map(([k, v]) => [b.header.props[k] ?? k, v]))
  const move = { user: ctx.user, scope: ctx.scope, reason }
  if (!hook) {
    const to = await moveDocument(tx, b, action, ctx.id, { ...move, set: byProp(form.value) })
    if (lines) await saveLines(tx, b, ctx.id, lines)
    return to
  }
  const doc = await getRecord(tx, b.header, ctx.id, ctx.scope)
  if (!doc) throw new ResourceError(M.notFound, 404)
  const context = { id: ctx.id, doc, body: ctx.body ?? {}, user: ctx.user, reason }
  const extra = (await hook.before?.(tx, context)) ?? {}
  const to = await moveDocument(tx, b, action, ctx.id, { ...move, set: byProp({ ...form.value, ...extra.set }), detail: extra.detail })
  if (lines) await saveLines(tx, b, ctx.id, lines)
  await hook.after?.(tx, { ...context, to })
  return to
}
