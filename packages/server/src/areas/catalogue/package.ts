import { PACKAGE_MESSAGES, packageSpecDocument, photosRequired, type PackageComparison } from '@scm/core/catalogue'
import type { FieldMap } from '@scm/core'
import { and, count, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Db } from '../../db'
import { bindDocument, documentHistory, saveDocument, writeEvent } from '../../document/records'
import type { DocumentHooks } from '../../document/hooks'
import { accepts, fail, ok, parseQuery, readBody, refuse, requireFn, SUPPLIER_OWNED, type AppEnv, type CurrentUser } from '../../http'
import { ownerScope } from '../../platform/owner-scope'
import { filesOfDoc } from '../../platform/attachments'
import { docFile } from '../../platform/schema'
import { setPackQuantity } from '../../business/part-price'
import { getRecord, ResourceError, type Row } from '../../resource/records'
import { suppliesPart } from './parts'
import { packageSpecTables, pcPackageSpec as S } from './schema'

// 包装规格: what the kit does not say — versions per part and supplier, the photos a package type
// requires, no approving one's own submission, the difference against the approved version, and
// the approved pack quantity handed to receiving (the platform's shared record).

export const packageBinding = bindDocument(packageSpecDocument, packageSpecTables)
const APPROVED = '已批准'
const OPEN = ['草稿', '待审核', '已退回']
const supplierOf = (user: CurrentUser, body: Row) => (user.supplyid != null ? user.supplyid : Number(body.supplyid))

/** Fields compared version to version (what the supplier fills in). */
export const COMPARED_FIELDS = Object.entries(packageSpecDocument.fields as FieldMap)
  .filter(([name, f]) => !f.readOnly && !['supplyid', 'mtr_id'].includes(name))
  .map(([name, f]) => ({ field: name, label: f.label }))

export const packageHooks: DocumentHooks = {
  async beforeSave(tx, { id, body, user }) {
    const mtrId = Number(body.mtr_id)
    const supplyid = supplierOf(user, body)
    if (!Number.isSafeInteger(mtrId) || !Number.isSafeInteger(supplyid)) return
    if (!(await suppliesPart(tx, mtrId, supplyid))) throw new ResourceError(PACKAGE_MESSAGES.notHisPart, 400)
    if (!(Number(body.qty_per_package) > 0)) throw new ResourceError(PACKAGE_MESSAGES.qty, 400, { qty_per_package: PACKAGE_MESSAGES.qty })
    if (Number(body.net_weight) > Number(body.gross_weight)) throw new ResourceError(PACKAGE_MESSAGES.weights, 400, { net_weight: PACKAGE_MESSAGES.weights })
    if (id !== null) {
      const [own] = await tx.select({ mtrId: S.mtr_id, supplyid: S.supplyid }).from(S).where(eq(S.id, id))
      if (own && Number(own.mtrId) === mtrId && Number(own.supplyid) === supplyid) return
    }
    // one open version per part and supplier; a new one is the next version
    const same = and(eq(S.mtr_id, mtrId), eq(S.supplyid, supplyid), id === null ? undefined : ne(S.id, id))
    const [open] = await tx.select({ id: S.id }).from(S).where(and(same, inArray(S.status, OPEN))).limit(1)
    if (open) throw new ResourceError(PACKAGE_MESSAGES.open, 409)
    const [last] = await tx.select({ version: sql<number>`coalesce(max(${S.version}), 0)`.mapWith(Number) }).from(S).where(same)
    return { version: (last?.version ?? 0) + 1 }
  },
  actions: {
    Submit: {
      // the photos its package type requires, attached before it goes to staff
      async before(tx, { id, doc }) {
        const need = photosRequired(String(doc.package_type))
        const [row] = await tx.select({ n: count() }).from(docFile).where(filesOfDoc(packageSpecDocument.docType, id))
        if (Number(row?.n ?? 0) < need) throw new ResourceError(PACKAGE_MESSAGES.photos(String(doc.package_type), need), 400)
      },
    },
    Approve: {
      // four eyes: whoever created or submitted it does not approve it
      async before(tx, { id, user }) {
        const [own] = await tx.select({ by: S.created_by }).from(S).where(eq(S.id, id))
        if (Number(own?.by) === user.userid) refuse(PACKAGE_MESSAGES.ownSubmission, 403)
        const history = await documentHistory(tx, packageSpecDocument.docType, id)
        if (history.some((e) => e.to_status === '待审核' && e.userid === user.userid)) refuse(PACKAGE_MESSAGES.ownSubmission, 403)
      },
      async after(tx, { id }) {
        const [s] = await tx.select().from(S).where(eq(S.id, id))
        if (!s || s.status !== APPROVED) return
        await setPackQuantity(tx, { mtrId: Number(s.mtr_id), supplyid: Number(s.supplyid), packQty: Number(s.qty_per_package), packageType: String(s.package_type), specNo: String(s.spec_no) })
      },
    },
  },
}

/**
 * A version against the approved one of the same part and supplier (an approved version: against
 * the version it replaced), field by field.
 */
export async function comparePackage(db: Db, id: number, scope?: ReturnType<typeof ownerScope>): Promise<PackageComparison | null> {
  const doc = await getRecord(db, packageBinding.header, id, scope)
  if (!doc) return null
  const same = and(eq(S.mtr_id, Number(doc.mtr_id)), eq(S.supplyid, Number(doc.supplyid)), ne(S.id, id))
  const [base] =
    doc.status === APPROVED || doc.status === '已替代'
      ? await db.select().from(S).where(and(same, lt(S.version, Number(doc.version)), inArray(S.status, ['已替代', APPROVED]))).orderBy(desc(S.version)).limit(1)
      : await db.select().from(S).where(and(same, eq(S.status, APPROVED))).limit(1)
  const norm = (v: unknown) => (v === null || v === undefined || v === '' ? null : typeof v === 'number' || /^-?\d+(\.\d+)?$/.test(String(v)) ? Number(v) : String(v))
  return {
    approved: base ? { id: base.id as number, spec_no: String(base.spec_no), version: Number(base.version) } : null,
    fields: COMPARED_FIELDS.map(({ field, label }) => {
      const approved = base ? norm((base as Row)[field]) : null
      const value = norm(doc[field])
      return { field, label, approved, value, changed: base ? approved !== value : false }
    }),
  }
}

/** 修订: the next version's draft of an approved specification, its fields copied. Answers the new id. */
export async function revisePackage(db: Db, id: number, user: CurrentUser, scope?: ReturnType<typeof ownerScope>): Promise<number> {
  const old = await getRecord(db, packageBinding.header, id, scope)
  if (!old) throw new ResourceError('单据不存在', 404)
  if (old.status !== APPROVED) throw new ResourceError('只有已批准的包装规格可以修订', 409)
  const values: Row = { supplyid: old.supplyid, mtr_id: old.mtr_id }
  for (const { field } of COMPARED_FIELDS) values[field] = old[field]
  const forced = (await packageHooks.beforeSave!(db, { id: null, body: values, user })) ?? {}
  const owner = user.supplyid != null ? { supplyid: user.supplyid } : {}
  const newId = await saveDocument(db, packageBinding, values, null, { user, owner: { ...forced, ...owner } })
  await writeEvent(db, packageBinding, newId, { action: '修订', detail: `由 ${String(old.spec_no)} 第${String(old.version)}版修订为第${String(forced.version)}版`, user })
  return newId
}

const idQuery = z.object({ id: z.coerce.number({ error: '请选择包装规格' }).int('请选择包装规格').positive('请选择包装规格').max(2147483647, '请选择包装规格') })
const idBody = z.object({ id: z.coerce.number({ error: '请选择包装规格' }).int('请选择包装规格').positive('请选择包装规格').max(2147483647, '请选择包装规格') })
const fns = ['package_list', 'package_query', 'package_detail']

export const packageRoutes = new Hono<AppEnv>()

/** GET /api/PackageSpec/Compare?id: the version against the approved one (a supplier: his own). */
packageRoutes.get('/api/PackageSpec/Compare', requireFn(fns, SUPPLIER_OWNED), accepts({ query: idQuery }), async (c) => {
  const { id } = parseQuery(c, idQuery)
  const scope = ownerScope(c.get('user'), { supplyid: S.supplyid })
  const result = await comparePackage(c.get('db'), id, scope)
  if (!result) return fail(c, '单据不存在', 404)
  return ok(c, result)
})

/** POST /api/PackageSpec/Revise {id}: the next version's draft (the owning supplier, or staff holding add). */
packageRoutes.post('/api/PackageSpec/Revise', requireFn(packageSpecDocument.fn, 'add', SUPPLIER_OWNED), accepts({ body: idBody }), async (c) => {
  const parsed = idBody.safeParse(await readBody(c))
  if (!parsed.success) return fail(c, '请选择包装规格', 400)
  const user = c.get('user')
  const scope = ownerScope(user, { supplyid: S.supplyid })
  const id = await c.get('db').transaction((tx) => revisePackage(tx, parsed.data.id, user, scope))
  return ok(c, { id }, '已生成新版本草稿')
})
