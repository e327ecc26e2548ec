import { isDocument, parseFilters, parseRecordKey, parseSort, resourcePaths, UNSUPPORTED_QUERY, type DocumentDef, type ResourceButton } from '@scm/core'
import { and, notInArray, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { ResourceDef } from '@scm/core'
import { accepts, can, fail, listPage, ok, readBody, readListQuery, requireFn, type AppEnv, type OwnerKind, type RequireOptions } from '../http'
import { ownerScope } from '../platform/owner-scope'
import { actorOf, writeAudit } from '../platform/audit'
import { isStaff, managedSuppliers } from '../platform/owner-scope'
import type { CurrentUser } from '../http/context'
import { recordTarget, type ResourceOptions, type RowScope } from './audited'
import { bindResource, type ResourceBinding } from './binding'
import { exportResponse } from './export'
import { deleteBody, idQuery, listSchema, recordSchema, refOptionsQuery } from './contract'
import { allRecords, getRecord, listRecords, NOT_FOUND, refOptions, type RecordKey } from './records'
import { deleteRecords, saveRecord } from './write'
import { registerRefSource } from './registry'
import { inline, type Bind } from '../db/statements'
import './ref-sources'

type Ctx = Context<AppEnv>

/** Most records one Del call removes. */
const MAX_DELETE = 500

/**
 * Owner columns of the caller: the scope condition of every statement and the values Save forces
 * on a new row. Only scoped resources filter (base data is shared); a supplier or customer user
 * on a resource scoped to the other kind of owner gets `false` from ownerScope, i.e. nothing.
 */
export function ownerOf(c: Ctx, binding: ResourceBinding, rowScope?: RowScope, bind: Bind = inline) {
  const scope = binding.def.scope
  const user = c.get('user')
  const limit = rowScope?.(user, binding)
  if (!scope) return { scope: limit, owner: {} }
  const owner: Record<string, unknown> = {}
  if (user.supplyid != null && scope.supplyid) owner[scope.supplyid] = user.supplyid
  if (user.customerId != null && scope.customer) owner[scope.customer] = user.customerId
  return {
    scope: and(
      ownerScope(user, {
        supplyid: scope.supplyid ? binding.columns[scope.supplyid] : undefined,
        customer: scope.customer ? binding.columns[scope.customer] : undefined,
      }, bind),
      // documents of procurement: staff see only the suppliers they manage
      ...(isDocument(binding.def) ? documentScope(binding.def, binding, user, bind) : []),
      limit,
    ),
    owner,
  }
}

/** What a document adds to the owner scope: managed suppliers for staff, drafts hidden from owners. */
function documentScope(def: DocumentDef, binding: ResourceBinding, user: CurrentUser, bind: Bind): (SQL | undefined)[] {
  if (isStaff(user)) return [def.managedSuppliers && def.scope?.supplyid ? managedSuppliers(user, binding.columns[def.scope.supplyid]!, bind) : undefined]
  return [def.hiddenFromOwner.length ? notInArray(binding.columns[def.status.field]!, [...def.hiddenFromOwner]) : undefined]
}

/** How a scoped resource's routes declare their owner (the route-table tests prove the scope). */
export function ownedBy(def: ResourceDef): RequireOptions {
  const owner: OwnerKind[] = [...(def.scope?.supplyid ? (['supplier'] as const) : []), ...(def.scope?.customer ? (['customer'] as const) : [])]
  return owner.length ? { owner } : {}
}

/** The list query of GetList and Export, checked against the definition. */
async function listQuery(c: Ctx, binding: ResourceBinding, rowScope?: RowScope) {
  const q = await readListQuery(c)
  const filters = parseFilters(binding.def, q.filters)
  const sort = parseSort(binding.def, q.sidx, q.sord)
  if (!filters.ok || !sort.ok) return null
  return { ...q, filters: filters.value, sort: sort.value, scope: (bind: Bind) => ownerOf(c, binding, rowScope, bind).scope }
}

/** `id` / `ids` from the query string or the body: one key, an array, or a comma list. */
function keysOf(binding: ResourceBinding, sources: unknown[]): RecordKey[] | null {
  const raw = sources.flatMap((s) => (Array.isArray(s) ? s : s === undefined || s === null ? [] : String(s).split(',')))
  const keys = raw.map((k) => parseRecordKey(binding.def, k))
  if (!keys.length || keys.length > MAX_DELETE || keys.some((k) => k === null)) return null
  return [...new Set(keys as RecordKey[])]
}

/**
 * The generic endpoints of one resource, relative to its base path (e.g. /api/BaseCode):
 *   POST GetList     ListQuery + filters {field: {op, value}} → ListPage (declared filters/sorts only)
 *   GET  GetDetail   ?id → the record (404 记录不存在)
 *   POST Save        body = record; no id → create (button add), id → update (button edit);
 *                    400 with Data.errors {field: message} on validation, 编码已存在 on a duplicate
 *   POST Del         ?id / ?ids=1,2 / body {ids:[…]} → all or nothing (button delete)
 *   POST Export      the list query → .xlsx stream with the list's Chinese headers (button export)
 *   GET  RefOptions  ?field[&<field it is narrowed by>=…] → [{value, label}] of a ref field's target (for the form's picker)
 * Every call needs the definition's menu function; scoped resources AND the owner scope.
 * Save and Del write an audit row (area = the resource's name) in the same transaction.
 */
export function resourceRoutes(binding: ResourceBinding, options: ResourceOptions = {}): Hono<AppEnv> {
  const { def } = binding
  const app = new Hono<AppEnv>()
  const fn = def.fn
  // Scoped resources declare it on every route (the route-table tests prove the scope).
  const scoped = ownedBy(def)
  const path = (full: string) => full.slice(def.basePath.length)
  const paths = resourcePaths(def)
  const has = (call: keyof typeof paths) => !options.only || options.only.includes(call)
  const listed = accepts({ body: listSchema(def) })

  if (has('list')) app.post(path(paths.list), requireFn(fn, scoped), listed, async (c) => {
    const query = await listQuery(c, binding, options.rowScope)
    if (!query) return fail(c, UNSUPPORTED_QUERY, 400)
    const { rows, total, summary, more } = await listRecords(c.get('db'), binding, { ...query, countLimit: options.countLimit })
    return ok(c, { ...listPage(rows, total, query.page, summary), ...(more ? { more } : {}) })
  })

  if (has('detail')) app.get(path(paths.detail), requireFn(fn, scoped), accepts({ query: idQuery }), async (c) => {
    const id = parseRecordKey(def, c.req.query('id'))
    if (id === null) return fail(c, '记录编号不正确', 400)
    const row = await getRecord(c.get('db'), binding, id, ownerOf(c, binding, options.rowScope).scope)
    return row ? ok(c, row) : fail(c, NOT_FOUND, 404)
  })

  if (has('save')) app.post(path(paths.save), requireFn(fn, scoped), accepts({ body: recordSchema(def) }), async (c) => {
    const body = await readBody(c)
    const given = body.id
    const id = given === undefined || given === null || given === '' ? null : parseRecordKey(def, given)
    if (id === null && given !== undefined && given !== null && given !== '') return fail(c, '记录编号不正确', 400)
    const button: ResourceButton = id === null ? 'add' : 'edit'
    if (!(await can(c, fn, button))) return fail(c, '无权限', 403)
    const { scope, owner } = ownerOf(c, binding, options.rowScope)
    const natural = def.key !== 'id' ? parseRecordKey(def, body[def.key]) : null
    await options.guard?.(c, [id, natural].filter((k): k is RecordKey => k !== null))
    const actor = actorOf(c)
    const saved = await c.get('db').transaction(async (tx) => {
      const before = id === null ? undefined : await getRecord(tx, binding, id, scope)
      const key = await saveRecord(tx, binding, body, id, { userid: c.get('user').userid, owner, scope })
      let after = await getRecord(tx, binding, key, scope)
      if (options.afterSave && after) {
        await options.afterSave(tx, { key, created: id === null, row: after, user: c.get('user') })
        after = await getRecord(tx, binding, key, scope)
      }
      await writeAudit(tx, actor, { area: def.name, action: id === null ? '新增' : '修改', target: recordTarget(def, after, key), targetId: key, before, after })
      return after
    })
    return ok(c, saved, '保存成功')
  })

  if (has('del')) app.post(path(paths.del), requireFn(fn, 'delete', scoped), accepts({ body: deleteBody }), async (c) => {
    const body = await readBody(c)
    const ids = keysOf(binding, [c.req.query('id'), c.req.query('ids'), body.id, body.ids])
    if (!ids) return fail(c, '请选择要删除的记录', 400)
    await options.guard?.(c, ids)
    const actor = actorOf(c)
    await c.get('db').transaction(async (tx) => {
      const gone = await deleteRecords(tx, binding, ids, ownerOf(c, binding, options.rowScope).scope)
      for (const before of gone) {
        const key = before.id as RecordKey
        await writeAudit(tx, actor, { area: def.name, action: '删除', target: recordTarget(def, before, key), targetId: key, before })
      }
    })
    return ok(c, { deleted: ids.length }, '删除成功')
  })

  if (has('export')) app.post(path(paths.export), requireFn(fn, 'export', scoped), listed, async (c) => {
    const query = await listQuery(c, binding, options.rowScope)
    if (!query) return fail(c, UNSUPPORTED_QUERY, 400)
    return exportResponse(def, allRecords(c.get('db'), binding, query))
  })

  if (has('refOptions')) app.get(path(paths.refOptions), requireFn(fn, scoped), accepts({ query: refOptionsQuery(def) }), async (c) => {
    const field = c.req.query('field') ?? ''
    const found = def.fields[field]?.kind === 'ref' ? await refOptions(c.get('db'), binding, field, c.get('user'), c.req.query()) : undefined
    if (!found) return fail(c, UNSUPPORTED_QUERY, 400)
    // the owner column of a supplier's / customer's own rows: he picks only himself, never sees the others
    const own = ownerOf(c, binding).owner[field]
    return ok(c, own === undefined ? found : found.filter((o) => o.value === own))
  })

  return app
}

/**
 * One area's resources as a sub-app to mount at the root (`app.route('/', area)`): each
 * resource's endpoints under its base path, each table registered as a ref target by name.
 */
export function resourceArea(...entries: [ResourceDef, PgTable, ResourceOptions?][]): Hono<AppEnv> {
  const area = new Hono<AppEnv>()
  for (const [def, table, options] of entries) {
    const binding = bindResource(def, table)
    const scope = def.scope
    const owner = scope && { supplyid: scope.supplyid ? binding.columns[scope.supplyid] : undefined, customer: scope.customer ? binding.columns[scope.customer] : undefined }
    registerRefSource(def.name, table, def.key, owner)
    area.route(def.basePath, resourceRoutes(binding, options))
  }
  return area
}
