import { DOCUMENT_MESSAGES as M, documentPaths, resourcePaths, type DocumentDef } from '@scm/core'
import { and, eq, inArray } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { Db } from '../db'
import { accepts, can, fail, loadGrants, hasGrant, ok, readBody, requireFn, type AppEnv } from '../http'
import { actorOf, writeAudit } from '../platform/audit'
import { fileResponse } from '../platform/file-store'
import { onFlowEnd } from '../platform/flows'
import { isStaff } from '../platform/owner-scope'
import { docFile } from '../platform/schema'
import { attachedFile, attachFiles, filesOfDoc, ownUploads, removeFiles } from '../platform/attachments'
import { getRecord, refOptions } from '../resource/records'
import { ownedBy, ownerOf, resourceRoutes } from '../resource/routes'
import { registerRefSource } from '../resource/registry'
import { bindDocument, documentDetail, mayAct, supersedeOthers, writeEvent } from './records'
import type { DocumentTables } from './table'
import { actWithHooks, saveWithHooks, type DocumentHooks } from './hooks'
import { actionSchema, attachBody, deleteOne, detachBody, documentSaveSchema, downloadQuery } from './contract'
import { idQuery, refOptionsQuery } from '../resource/contract'
import type { CurrentUser } from '../http'

export type { ActionContext, DocumentHooks } from './hooks'

type Ctx = Context<AppEnv>

function parseId(raw: unknown): number | null {
  const n = Number(typeof raw === 'string' ? raw.trim() : raw)
  return raw !== '' && raw !== null && raw !== undefined && Number.isSafeInteger(n) && n > 0 && n <= 2147483647 ? n : null
}

/**
 * The calls of a document, derived from its definition (base `/api/<name>` unless it says):
 *   POST GetList, Export, GET RefOptions   as for every resource (owner scope, supplier authorisation)
 *   GET  GetDetail?id    {header, lines, files, history, actions the caller may take, editable}
 *   POST Save            header + lines in one transaction; new → number + first status; only in
 *                        editable statuses (409 当前状态的单据不能修改)
 *   POST Del             ?id, only in editable statuses
 *   POST <Action>        {id, reason} (or the spec's path the action names): conditional status move,
 *                        history entry; 409 单据状态已变化，请刷新后重试 when someone else moved it first
 *   POST Attach {id, file_ids}, Detach {id, file_id}, GET Download?id&file_id   the document's files
 * A read-only definition mounts only the list, detail and export.
 */
export function documentArea(def: DocumentDef, tables: DocumentTables, hooks: DocumentHooks = {}): Hono<AppEnv> {
  const b = bindDocument(def, tables)
  for (const name of Object.keys(hooks.actions ?? {})) if (!def.actions.some((a) => a.name === name)) throw new Error(`document ${def.name}: hook for unknown action ${name}`)
  registerRefSource(def.name, tables.header)
  const app = new Hono<AppEnv>()
  const paths = resourcePaths(def)
  const files = documentPaths(def)
  const fn = def.fn
  const owned = ownedBy(def)
  const scopeOf = (c: Ctx) => ownerOf(c, b.header, hooks.scope)
  const buttons = async (c: Ctx) => {
    const grants = await loadGrants(c)
    return (button: string) => hasGrant(grants, fn, button)
  }
  const visible = (c: Ctx, id: number, db: Db = c.get('db')) => getRecord(db, b.header, id, scopeOf(c).scope)
  /** Files may change in this status (the definition's attachableIn; default every status). */
  const filesOpen = (doc: Record<string, unknown>) => !def.attachableIn || def.attachableIn.includes(String(doc[def.status.field] ?? ''))

  app.get(paths.detail, requireFn(fn, owned), accepts({ query: idQuery }), async (c) => {
    const id = parseId(c.req.query('id'))
    if (id === null) return fail(c, '记录编号不正确', 400)
    const detail = await documentDetail(c.get('db'), b, id, scopeOf(c).scope, c.get('user'), await buttons(c))
    return detail ? ok(c, detail) : fail(c, M.notFound, 404)
  })

  if (!def.readOnly) {
    app.post(paths.save, requireFn(fn, owned), accepts({ body: documentSaveSchema(def) }), async (c) => {
      const body = await readBody(c)
      const given = body.id
      const id = given === undefined || given === null || given === '' ? null : parseId(given)
      if (id === null && given !== undefined && given !== null && given !== '') return fail(c, '记录编号不正确', 400)
      const user = c.get('user')
      // Staff need add/edit; an owner writes only where the definition lets him (scope forces his id).
      if (isStaff(user) ? !(await can(c, fn, id === null ? 'add' : 'edit')) : !(def.scope && def.ownerWrites)) return fail(c, '无权限', 403)
      const { scope, owner } = scopeOf(c)
      const saved = await c.get('db').transaction(async (tx) => {
        const key = await saveWithHooks(tx, b, hooks, { id, body, user, owner, scope })
        const after = await getRecord(tx, b.header, key, scope)
        await writeAudit(tx, actorOf(c), { area: def.name, action: id === null ? '新增' : '修改', target: `${def.title} ${after?.[def.numbering.field] ?? key}`, targetId: key, after })
        return after
      })
      return ok(c, saved, '保存成功')
    })

    app.post(paths.del, requireFn(fn, 'delete', owned), accepts({ body: deleteOne }), async (c) => {
      const body = await readBody(c)
      const id = parseId(c.req.query('id') ?? body.id)
      if (id === null) return fail(c, '请选择要删除的记录', 400)
      const { scope } = scopeOf(c)
      const status = b.header.columns[def.status.field]!
      const gone = await c.get('db').transaction(async (tx) => {
        const [row] = await tx.delete(b.header.table).where(and(eq(b.header.key, id), scope, inArray(status, [...def.editable]))).returning({ id: b.header.key })
        if (row) await removeFiles(tx, def.docType, [id])
        return row
      })
      if (gone) return ok(c, { deleted: 1 }, '删除成功')
      return (await visible(c, id)) ? fail(c, M.notEditable, 409) : fail(c, M.notFound, 404)
    })

    for (const action of def.actions.filter((a) => !a.automatic)) {
      // Owners act on their own documents (the scope is in the UPDATE); staff need the button.
      const guard = requireFn(fn, action.by === 'staff' ? action.button : undefined, owned)
      app.post(action.path, guard, accepts({ body: actionSchema(def, action) }), async (c) => {
        const body = await readBody(c)
        const id = parseId(body.id ?? c.req.query('id'))
        if (id === null) return fail(c, '记录编号不正确', 400)
        const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
        if (action.reason === 'required' && !reason) return fail(c, M.reasonRequired, 400)
        if (reason.length > 500) return fail(c, '原因不能超过500个字符', 400)
        const user = c.get('user')
        if (!mayAct(action, user, await buttons(c))) return fail(c, '无权限', 403)
        const { scope } = scopeOf(c)
        const status = await c.get('db').transaction((tx) => actWithHooks(tx, b, hooks, action, { id, body, user, reason, scope }))
        return ok(c, { id, status }, `${action.label}成功`)
      })
      if (action.flow) {
        const flow = action.flow
        onFlowEnd(def.docType, async (db, end) => {
          const id = Number(end.recordId)
          // a flow of this record type started for something that is not one of its rows (a number-less id): nothing to move
          if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return
          const to = end.status === '已通过' ? action.to : (flow.rejected ?? action.from[0]!)
          const status = b.header.columns[def.status.field]!
          const [moved] = await db.update(b.header.table).set({ [b.header.props[def.status.field]!]: to }).where(and(eq(b.header.key, id), eq(status, flow.pending))).returning({ id: b.header.key })
          if (!moved) return
          const user = { userid: end.userid, UserName: end.userName, usercode: '', supplyid: null, customerId: null, roles: [] } as CurrentUser
          await writeEvent(db, b, id, { action: `审批${end.status}`, from: flow.pending, to, user })
          await supersedeOthers(db, b, id, to, user)
          // the action's `after` hears the flow's outcome too (a settlement approved → its ledger event)
          const after = hooks.actions?.[action.name]?.after
          const doc = after && (await getRecord(db, b.header, id))
          if (after && doc) await after(db, { id, doc, body: {}, user, reason: '', to })
        })
      }
    }

    if (def.attachments) {
      app.post(files.upload, requireFn(fn, owned), accepts({ body: attachBody }), async (c) => {
        const body = await readBody(c)
        const id = parseId(body.id)
        const ids = (Array.isArray(body.file_ids) ? body.file_ids : [body.file_ids]).map(parseId)
        if (id === null || !ids.length || ids.length > 20 || ids.some((x) => x === null)) return fail(c, '请选择要上传的附件', 400)
        const user = c.get('user')
        if (isStaff(user) && !(await can(c, fn, 'edit'))) return fail(c, '无权限', 403)
        const doc = await visible(c, id)
        if (!doc) return fail(c, M.notFound, 404)
        if (!filesOpen(doc)) return fail(c, M.notEditable, 409)
        // Only files the caller uploaded himself can be attached (ids are not a way into others' files).
        const own = await ownUploads(c.get('db'), user.userid, ids as number[])
        if (own.size !== new Set(ids).size) return fail(c, '附件不存在', 400)
        await c.get('db').transaction(async (tx) => {
          await attachFiles(tx, def.docType, id, ids as number[], user)
          await writeEvent(tx, b, id, { action: '上传附件', from: '', to: '', reason: '', user })
        })
        return ok(c, { attached: own.size }, '上传成功')
      })

      app.post(files.detach, requireFn(fn, owned), accepts({ body: detachBody }), async (c) => {
        const body = await readBody(c)
        const id = parseId(body.id)
        const fileId = parseId(body.file_id)
        if (id === null || fileId === null) return fail(c, '请选择附件', 400)
        const user = c.get('user')
        const doc = await visible(c, id)
        if (!doc) return fail(c, M.notFound, 404)
        if (!filesOpen(doc)) return fail(c, M.notEditable, 409)
        // Staff with edit remove any file; others only their own.
        const mine = isStaff(user) && (await can(c, fn, 'edit')) ? undefined : eq(docFile.userid, user.userid)
        const [gone] = await c.get('db').delete(docFile).where(and(filesOfDoc(def.docType, id), eq(docFile.fileId, fileId), mine)).returning({ id: docFile.id })
        return gone ? ok(c, null, '删除成功') : fail(c, '附件不存在', 404)
      })
    }
  }

  if (def.attachments) {
    app.get(`${def.basePath}/Download`, requireFn(fn, owned), accepts({ query: downloadQuery }), async (c) => {
      const id = parseId(c.req.query('id'))
      const fileId = parseId(c.req.query('file_id'))
      if (id === null || fileId === null) return fail(c, '请选择附件', 400)
      if (!(await visible(c, id))) return fail(c, '文件不存在', 404)
      const file = await attachedFile(c.get('db'), def.docType, id, fileId)
      return file ? fileResponse(c, file) : fail(c, '文件不存在', 404)
    })
  }

  // A line's ref field (对账单's 对账项目) picks from its target like a header's: answered here, before
  // the resource's RefOptions (which knows header fields only).
  const lineRefs = b.lines ? Object.entries(b.def.lines!.def.fields).filter(([, f]) => f.kind === 'ref').map(([name]) => name) : []
  if (lineRefs.length) {
    app.get(paths.refOptions, requireFn(fn, owned), accepts({ query: refOptionsQuery(def, b.def.lines!.def) }), async (c, next) => {
      const field = c.req.query('field') ?? ''
      if (!lineRefs.includes(field) || b.def.fields[field]) return next()
      return ok(c, (await refOptions(c.get('db'), b.lines!, field)) ?? [])
    })
  }

  // List, export and ref options as for every resource; the header's own detail/save/del are the document's.
  app.route(def.basePath, resourceRoutes(b.header, { only: ['list', 'export', 'refOptions'], rowScope: hooks.scope, countLimit: hooks.countLimit }))
  return app
}
