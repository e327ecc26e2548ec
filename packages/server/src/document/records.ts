import { DOCUMENT_MESSAGES as M, validateRecord, type DocumentAction, type DocumentDef, type DocumentDetail, type DocumentEvent, type EventSide } from '@scm/core'
import { and, asc, eq, inArray, isNull, ne, notInArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import * as clock from '../clock'
import type { Db } from '../db'
import { dateTimeText, type CurrentUser } from '../http'
import { isStaff } from '../platform/owner-scope'
import { flowEngine } from '../platform/flows'
import { nextDocNo } from '../platform/numbering'
import { docEvent } from '../platform/schema'
import { listFiles } from '../platform/attachments'
import { bindResource, findColumn, type ResourceBinding } from '../resource/binding'
import { getRecord, ResourceError, type Row } from '../resource/records'
import { saveRecord } from '../resource/write'
import { nowSql } from '../clock/sql'

/** A document definition tied to its tables. */
export interface DocumentBinding {
  def: DocumentDef
  header: ResourceBinding
  /** `docId` the line's document column; `lineNo` its line number (the key where lines have none) */
  lines?: ResourceBinding & { docId: AnyPgColumn; docIdProp: string; lineNo: AnyPgColumn; lineNoProp?: string }
}

/** Ties a definition to its tables (derived by documentTables, or an area's own with the same columns). */
export function bindDocument(def: DocumentDef, tables: { header: PgTable; lines?: PgTable }): DocumentBinding {
  const header = bindResource(def, tables.header)
  if (!def.lines || !tables.lines) return { def, header }
  const lines = bindResource(def.lines.def, tables.lines)
  const parent = findColumn(tables.lines, def.lines.parent)
  if (!parent) throw new Error(`document ${def.name}: table ${def.lines.table} has no column ${def.lines.parent}`)
  const lineNo = findColumn(tables.lines, 'line_no')
  return {
    def,
    header,
    lines: { ...lines, docId: parent.column, docIdProp: parent.prop, lineNo: lineNo?.column ?? lines.key, lineNoProp: lineNo?.prop },
  }
}

const statusColumn = (b: DocumentBinding) => b.header.columns[b.def.status.field]!

/** The party a user acts as: his supplier or customer, else staff (callers name the staff side). */
export function sideOf(user: Partial<Pick<CurrentUser, 'supplyid' | 'customerId'>> | null, staff: EventSide = 'staff'): EventSide {
  if (!user) return 'system'
  return user.supplyid != null ? 'supplier' : user.customerId != null ? 'customer' : staff
}

export interface EventInput {
  action: string
  from?: string
  to?: string
  reason?: string
  detail?: string
  lineNo?: number | null
  /** default: the user's side (staff for staff) */
  side?: EventSide
  user: (Pick<CurrentUser, 'userid' | 'UserName'> & Partial<Pick<CurrentUser, 'supplyid' | 'customerId'>>) | null
}

/** One history entry, in the caller's transaction. */
export async function writeEvent(db: Db, docType: string | DocumentBinding, docId: number, e: EventInput) {
  const def = typeof docType === 'string' ? undefined : docType.def
  await db.insert(docEvent).values({
    docType: def?.docType ?? (docType as string),
    docId,
    action: e.action,
    fromStatus: e.from ?? '',
    toStatus: e.to ?? '',
    reason: (e.reason ?? '').slice(0, 500),
    detail: (e.detail ?? '').slice(0, 500),
    lineNo: e.lineNo ?? null,
    side: e.side ?? sideOf(e.user, def?.staffSide),
    userid: e.user?.userid ?? null,
    userName: e.user?.UserName ?? '',
    createdAt: clock.now(),
  })
}

/** A document's history, oldest first, as every detail answers it. */
export async function documentHistory(db: Db, docType: string, docId: number): Promise<DocumentEvent[]> {
  const rows = await db
    .select()
    .from(docEvent)
    .where(and(eq(docEvent.docType, docType), eq(docEvent.docId, docId)))
    .orderBy(asc(docEvent.id))
  return rows.map((e) => ({
    id: e.id,
    action: e.action,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    reason: e.reason,
    detail: e.detail,
    line_no: e.lineNo,
    side: e.side as EventSide,
    userid: e.userid,
    UserName: e.userName,
    created_at: dateTimeText(e.createdAt),
  }))
}

/** Whether `user` may take `action` on a document he can see (its status aside). */
export function mayAct(action: DocumentAction, user: CurrentUser, hasButton: (button: string) => boolean): boolean {
  const staff = isStaff(user)
  if (action.by === 'owner') return !staff
  if (action.by === 'staff') return staff && hasButton(action.button)
  return staff ? hasButton(action.button) : true
}

/** The lines of a document, in order, values as the API shows them. */
async function linesOf(db: Db, b: DocumentBinding, docId: number): Promise<Row[]> {
  const l = b.lines
  if (!l) return []
  const fields: Record<string, AnyPgColumn> = { id: l.key, line_no: l.lineNo }
  for (const name of Object.keys(l.def.fields)) fields[name] = l.columns[name]!
  return (await db.select(fields).from(l.table).where(eq(l.docId, docId)).orderBy(asc(l.lineNo))) as Row[]
}

export async function documentDetail(
  db: Db,
  b: DocumentBinding,
  id: number,
  scope: SQL | undefined,
  user: CurrentUser,
  hasButton: (button: string) => boolean,
): Promise<DocumentDetail | null> {
  const header = await getRecord(db, b.header, id, scope)
  if (!header) return null
  const status = String(header[b.def.status.field] ?? '')
  const [lines, files, history] = await Promise.all([linesOf(db, b, id), listFiles(db, b.def.docType, id), documentHistory(db, b.def.docType, id)])
  const writer = isStaff(user) ? hasButton('edit') : b.def.ownerWrites
  const editable = !b.def.readOnly && b.def.editable.includes(status) && writer
  // files (evidence, reports) may be added in any status by staff who edit and by the owner
  const attachable = !b.def.readOnly && b.def.attachments && (!b.def.attachableIn || b.def.attachableIn.includes(status)) && (isStaff(user) ? hasButton('edit') : true)
  return {
    header: header as DocumentDetail['header'],
    lines: lines as DocumentDetail['lines'],
    files: files.map((f) => ({ id: f.fileId, file_name: f.fileName, file_size: f.fileSize, content_type: f.contentType, UserName: f.userName, created_at: dateTimeText(f.createdAt) })),
    history,
    actions: b.def.actions
      .filter((a) => !a.automatic && a.from.includes(status) && mayAct(a, user, hasButton))
      .map(({ name, label, path, reason, confirm }) => ({ name, label, path, ...(reason ? { reason } : {}), ...(confirm ? { confirm } : {}) })),
    editable,
    attachable,
  }
}

/** Lines of a Save body, each checked by the line definition; `第2行：数量必须…` on the first error. */
export function checkLines(b: DocumentBinding, raw: unknown): { id: number | null; value: Row }[] {
  const l = b.def.lines!
  if (raw !== undefined && !Array.isArray(raw)) throw new ResourceError('明细格式不正确', 400)
  const given = (raw ?? []) as unknown[]
  if (given.length < l.min) throw new ResourceError(M.noLines, 400)
  if (given.length > l.max) throw new ResourceError(M.tooManyLines, 400)
  return given.map((line, i) => {
    if (!line || typeof line !== 'object' || Array.isArray(line)) throw new ResourceError(`第${i + 1}行：明细格式不正确`, 400)
    const { value, errors } = validateRecord(l.def, line as Row)
    const first = Object.values(errors)[0]
    if (first) throw new ResourceError(`第${i + 1}行：${first}`, 400)
    const rawId = (line as Row).id
    const id = rawId === undefined || rawId === null || rawId === '' ? null : Number(rawId)
    if (id !== null && !(Number.isSafeInteger(id) && id > 0)) throw new ResourceError(`第${i + 1}行：明细编号不正确`, 400)
    return { id, value }
  })
}

/** Writes the lines of a document: given ids are updated, new ones inserted, missing ones deleted. */
export async function saveLines(db: Db, b: DocumentBinding, docId: number, lines: { id: number | null; value: Row }[]) {
  const l = b.lines!
  const keep = lines.map((x) => x.id).filter((x): x is number => x !== null)
  await db.delete(l.table).where(and(eq(l.docId, docId), keep.length ? notInArray(l.key, keep) : undefined))
  for (const [i, line] of lines.entries()) {
    const row: Row = l.lineNoProp ? { [l.lineNoProp]: i + 1 } : {}
    for (const [name, v] of Object.entries(line.value)) row[l.props[name]!] = v
    if (line.id === null) {
      await db.insert(l.table).values({ ...row, [l.docIdProp]: docId })
    } else {
      const [updated] = await db.update(l.table).set(row).where(and(eq(l.key, line.id), eq(l.docId, docId))).returning({ id: l.key })
      if (!updated) throw new ResourceError(`第${i + 1}行：明细不存在`, 400)
    }
  }
  const totals = Object.entries(b.def.lines!.totals)
  if (totals.length) {
    const set: Record<string, SQL> = {}
    for (const [head, line] of totals) {
      set[b.header.props[head]!] = sql`(select coalesce(sum(${l.columns[line]!}), 0) from ${l.table} where ${l.docId} = ${docId})`
    }
    await db.update(b.header.table).set(set).where(eq(b.header.key, docId))
  }
}

/**
 * Saves header and lines in the caller's transaction. A new document gets its number and first
 * status; an existing one is changed only while its status is editable (checked in the UPDATE,
 * so a concurrent action wins cleanly). Answers the document's id.
 */
export async function saveDocument(
  db: Db,
  b: DocumentBinding,
  body: Row,
  id: number | null,
  ctx: { user: CurrentUser; owner: Record<string, unknown>; scope?: SQL },
): Promise<number> {
  const { def } = b
  // lines written by actions only (a repair's parts) are left as they are by Save
  const withLines = b.lines && !def.lines!.viaActions ? b.lines : undefined
  const lines = withLines ? checkLines(b, body.lines) : []
  if (id === null) {
    const initial = def.status.values[0]!.value
    const number = await nextDocNo(db, def.numbering.prefix)
    const owner = { ...ctx.owner, [def.numbering.field]: number, [def.status.field]: initial }
    const newId = Number(await saveRecord(db, b.header, body, null, { userid: ctx.user.userid, owner, scope: ctx.scope }))
    if (withLines) await saveLines(db, b, newId, lines)
    await writeEvent(db, b, newId, { action: '新建', from: '', to: initial, user: ctx.user })
    return newId
  }
  const scope = and(ctx.scope, inArray(statusColumn(b), [...def.editable]))
  try {
    await saveRecord(db, b.header, body, id, { userid: ctx.user.userid, owner: ctx.owner, scope })
  } catch (error) {
    if (error instanceof ResourceError && error.status === 404 && (await getRecord(db, b.header, id, ctx.scope))) {
      throw new ResourceError(M.notEditable, 409)
    }
    throw error
  }
  if (withLines) await saveLines(db, b, id, lines)
  return id
}

/**
 * Moves a document by an action: one conditional UPDATE (status in `from`, owner scope), so of two
 * people acting at once one wins and the other is told the status changed. Writes the history
 * entry; with an approval flow, the document waits in the flow's pending status.
 */
export async function moveDocument(
  db: Db,
  b: DocumentBinding,
  action: DocumentAction,
  id: number,
  ctx: {
    user: EventInput['user']
    scope?: SQL
    reason?: string
    /** more columns the move sets (JS keys), e.g. an order's published_at */
    set?: Record<string, unknown>
    detail?: string
    side?: EventSide
  },
): Promise<string> {
  const status = statusColumn(b)
  const to = action.flow ? action.flow.pending : action.to
  const [before] = (await db
    .select({ status, number: b.header.columns[b.def.numbering.field]! })
    .from(b.header.table as PgTable)
    .where(and(eq(b.header.key, id), ctx.scope))) as { status: string; number: string }[]
  if (!before) throw new ResourceError(M.notFound, 404)
  const updatedAt = b.header.audit.updated_at
  const updatedBy = b.header.audit.updated_by
  const [moved] = await db
    .update(b.header.table)
    .set({
      ...ctx.set,
      [b.header.props[b.def.status.field]!]: to,
      ...(updatedAt ? { [updatedAt.prop]: nowSql() } : {}),
      ...(updatedBy && ctx.user ? { [updatedBy.prop]: ctx.user.userid } : {}),
    })
    .where(and(eq(b.header.key, id), ctx.scope, inArray(status, [...action.from]), eq(status, before.status)))
    .returning({ id: b.header.key })
  if (!moved) throw new ResourceError(M.staleStatus, 409)
  await writeEvent(db, b, id, { action: action.label, from: before.status, to, reason: ctx.reason, detail: ctx.detail, side: ctx.side, user: ctx.user })
  if (!action.flow) await supersedeOthers(db, b, id, to, ctx.user)
  if (action.flow && ctx.user) {
    await flowEngine().start(db, { flowCode: action.flow.code, recordType: b.def.docType, recordId: id, starter: ctx.user.userid, title: `${b.def.title} ${before.number}` })
  }
  return to
}

/**
 * The definition's `supersedes` rule, after document `id` entered status `to`: the others with the
 * same key values in that status move to the rule's status (已批准 → 已替代), each with a history
 * entry naming the new document. Answers how many were replaced.
 */
export async function supersedeOthers(db: Db, b: DocumentBinding, id: number, to: string, user: EventInput['user']): Promise<number> {
  const rule = b.def.supersedes
  if (!rule || to !== rule.status) return 0
  const { columns, table, key } = b.header
  const picked = Object.fromEntries([...rule.keys, b.def.numbering.field].map((k) => [k, columns[k]!]))
  const [doc] = (await db.select(picked).from(table as PgTable).where(eq(key, id))) as Record<string, unknown>[]
  if (!doc) return 0
  const status = statusColumn(b)
  const same = rule.keys.map((k) => (doc[k] === null || doc[k] === undefined ? isNull(columns[k]!) : eq(columns[k]!, doc[k])))
  const replaced = (await db
    .update(table)
    .set({ [b.header.props[b.def.status.field]!]: rule.to })
    .where(and(ne(key, id), eq(status, rule.status), ...same))
    .returning({ id: key })) as { id: number }[]
  for (const old of replaced) {
    await writeEvent(db, b, old.id, { action: rule.label, from: rule.status, to: rule.to, detail: `新版本 ${String(doc[b.def.numbering.field] ?? id)}`, user })
  }
  return replaced.length
}
