import { z } from 'zod'
import { standardDocument } from '@scm/core/quality'
import type { DocumentDetail, FieldMap } from '@scm/core'
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Db } from '../../db'
import { bindDocument, saveDocument, writeEvent } from '../../document/records'
import type { DocumentHooks } from '../../document/routes'
import { fail, ok, readBody, requireFn, type AppEnv, type CurrentUser } from '../../http'
import { actorOf, writeAudit } from '../../platform/audit'
import { getRecord, ResourceError } from '../../resource/records'
import { pubMateriel } from '../../identity/partner-schema'
import { qulStandard, qulStandardItem } from './schema'
import { accepts } from '../../http/call-input'
import { idValue } from '../../http/params'

// 检验标准: what the kit does not say — revising an approved version into the next draft, and the
// approved version incoming inspection applies (currentStandard).

export const standardTables = { header: qulStandard, lines: qulStandardItem }
export const standardBinding = bindDocument(standardDocument, standardTables)
const binding = standardBinding
const APPROVED = '已批准'

export const REVISE_MESSAGES = {
  notApproved: '只有已批准的检验标准可以修订',
  revising: '该物料与标准类型已有草稿或审批中的版本，请先处理该版本',
  exists: '该物料与标准类型已有检验标准，请在已批准的版本上修订',
} as const

/**
 * One line of standards per material and standard type: a new one is a revision, not a second 第1版.
 * The approved version decides whether the material is inspected at all: its 免检 flag becomes the
 * material's, and without it the material must be inspected — receiving reads both (at the flow's
 * end, where 已批准 is reached).
 */
export const standardHooks: DocumentHooks = {
  actions: {
    Submit: {
      async after(tx, { id, to }) {
        if (to !== APPROVED) return
        const [approved] = await tx.select({ mtrId: qulStandard.mtr_id, exempt: qulStandard.exempt }).from(qulStandard).where(eq(qulStandard.id, id))
        if (!approved) return
        const exempt = approved.exempt === true
        await tx.update(pubMateriel).set({ inspectionExempt: exempt, inspectionRequired: !exempt }).where(eq(pubMateriel.mtrId, Number(approved.mtrId)))
      },
    },
  },
  async beforeSave(tx, { id, body }) {
    const mtrId = Number(body.mtr_id)
    const typeId = Number(body.standard_type_id)
    if (!Number.isSafeInteger(mtrId) || !Number.isSafeInteger(typeId)) return // the definition's own checks answer
    if (id !== null) {
      // a draft (a revision among them) keeps its material and type without asking again
      const [own] = await tx.select({ mtrId: qulStandard.mtr_id, typeId: qulStandard.standard_type_id }).from(qulStandard).where(eq(qulStandard.id, id))
      if (own && Number(own.mtrId) === mtrId && Number(own.typeId) === typeId) return
    }
    const [other] = await tx
      .select({ id: qulStandard.id })
      .from(qulStandard)
      .where(and(eq(qulStandard.mtr_id, mtrId), eq(qulStandard.standard_type_id, typeId), inArray(qulStandard.status, ['草稿', '审批中', APPROVED]), id === null ? undefined : ne(qulStandard.id, id)))
      .limit(1)
    if (other) throw new ResourceError(REVISE_MESSAGES.exists, 409)
  },
}

/**
 * 修订: a new draft of an approved standard, version + 1, with its header and items copied (through
 * the kit's save: number, first status, history). Refused while the same material and standard
 * type already has a draft or a version in approval. Answers the new document's id.
 */
export async function reviseStandard(db: Db, id: number, user: CurrentUser): Promise<number> {
  const old = await getRecord(db, binding.header, id)
  if (!old) throw new ResourceError('单据不存在', 404)
  if (old.status !== APPROVED) throw new ResourceError(REVISE_MESSAGES.notApproved, 409)
  const [open] = await db
    .select({ id: qulStandard.id })
    .from(qulStandard)
    .where(and(eq(qulStandard.mtr_id, Number(old.mtr_id)), eq(qulStandard.standard_type_id, Number(old.standard_type_id)), inArray(qulStandard.status, ['草稿', '审批中']), ne(qulStandard.id, id)))
    .limit(1)
  if (open) throw new ResourceError(REVISE_MESSAGES.revising, 409)
  const items = await db.select().from(qulStandardItem).where(eq(qulStandardItem.doc_id, id)).orderBy(asc(qulStandardItem.line_no))
  const values: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(standardDocument.fields as FieldMap)) if (!field.readOnly) values[name] = old[name]
  values.lines = items.map(({ id: _id, doc_id: _doc, line_no: _no, ...line }) => line)
  const newId = await saveDocument(db, binding, values, null, { user, owner: {} })
  const version = Number(old.version ?? 1) + 1
  await db.update(qulStandard).set({ version }).where(eq(qulStandard.id, newId))
  await writeEvent(db, binding, newId, { action: '修订', detail: `由 ${String(old.standard_no)} 第${String(old.version)}版修订为第${version}版`, user })
  return newId
}

/** /api/QulStandard/Revise {id}: the next version's draft (staff holding add). */
export const standardRoutes = new Hono<AppEnv>()
standardRoutes.post(`${standardDocument.basePath}/Revise`, requireFn(standardDocument.fn, 'add'), accepts({ body: z.object({ id: idValue }) }), async (c) => {
  const body = await readBody(c)
  const id = Number(body.id)
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return fail(c, '记录编号不正确', 400)
  const saved = await c.get('db').transaction(async (tx) => {
    const newId = await reviseStandard(tx, id, c.get('user'))
    const after = await getRecord(tx, binding.header, newId)
    await writeAudit(tx, actorOf(c), { area: standardDocument.name, action: '修订', target: `${standardDocument.title} ${String(after?.standard_no ?? newId)}`, targetId: newId, after })
    return after
  })
  return ok(c, saved, '已生成新版本草稿')
})

/** The approved standard incoming inspection applies to a material: sampling and items. */
export interface CurrentStandard {
  id: number
  standard_no: string
  version: number
  /** ISO 2859-1 inspection level (S-1…III) */
  level: string
  /** AQL as a number (1.0 → 1) */
  aql: number
  items: DocumentDetail['lines']
}

/**
 * The approved version for a material (of one standard type, or the newest approved of any type),
 * or null when it has none.
 */
export async function currentStandard(db: Db, mtrId: number, standardTypeId?: number): Promise<CurrentStandard | null> {
  const [row] = (await db
    .select()
    .from(qulStandard)
    .where(and(eq(qulStandard.mtr_id, mtrId), eq(qulStandard.status, APPROVED), standardTypeId === undefined ? undefined : eq(qulStandard.standard_type_id, standardTypeId)))
    .orderBy(desc(qulStandard.version), desc(qulStandard.id))
    .limit(1)) as { id: number; standard_no: string; version: number | null; inspection_level: string; aql: string }[]
  if (!row) return null
  const items = await db.select().from(qulStandardItem).where(eq(qulStandardItem.doc_id, row.id)).orderBy(asc(qulStandardItem.line_no))
  return {
    id: row.id,
    standard_no: row.standard_no,
    version: row.version ?? 1,
    level: row.inspection_level,
    aql: Number(row.aql),
    items: items.map(({ doc_id: _doc, ...line }) => line) as CurrentStandard['items'],
  }
}
