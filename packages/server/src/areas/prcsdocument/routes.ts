import { PRCS_MESSAGES as M, PRCS_STATUS, workInstructionDocument } from '@scm/core/prcsdocument'
import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { documentArea } from '../../document/routes'
import { accepts, fail, ok, parseBody, requireFn, type AppEnv } from '../../http'
import { acceptsIds, idValue, searchKeyValue } from '../../http/params'
import { attachedFile, filesOfDoc } from '../../platform/attachments'
import { fileResponse } from '../../platform/file-store'
import { docFile } from '../../platform/schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { getRecord } from '../../resource/records'
import { confirmRead, READER_FN, instructionBinding, instructionHooks, reviseInstruction } from './instruction'
import { prcsDocument, workInstructionTables } from './schema'
import { ackRows, effectiveInstructions, routeProcesses } from './views'

/**
 * 作业指导书 /api/prcsdocument:
 *   the document kit's calls (GetList, GetDetail, Save, Del, Submit → approval flow, Publish, Void,
 *   Attach, Detach, Download, Export; prcsdocumentmag / Audit / Publish views) and
 *   Revise             a used version → the next version's draft (prcsdocumentmag, add)
 *   GetRoutes          routes with their processes and the instruction in force at each (prcsdocroute)
 *   GetEffective       published instructions of a material or station (prcsdocrouteview)
 *   GetAckList         the readers asked to confirm a version (pending-readers list)
 *   MyReads            what the caller must read; ConfirmRead {id} confirms one version
 */
const DOC_FN = workInstructionDocument.fn
const FN = {
  audit: 'prcsdocument_prcsdocumentAuditmag',
  publish: 'prcsdocument_prcsdocumentPublishtmag',
  route: 'prcsdocument_prcsdocroute',
  view: READER_FN,
}
const BASE = workInstructionDocument.basePath

export const prcsdocumentRoutes = new Hono<AppEnv>()
prcsdocumentRoutes.route('/', documentArea(workInstructionDocument, workInstructionTables, instructionHooks))

const idBody = z.object({ id: idValue })
const positiveId = (label: string) => z.coerce.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`).max(2147483647, `请选择${label}`)

prcsdocumentRoutes.post(`${BASE}/Revise`, requireFn(DOC_FN, 'add'), accepts({ body: idBody }), async (c) => {
  const { id } = await parseBody(c, z.object({ id: positiveId('作业指导书') }))
  // a refusal (ResourceError) is answered by the global onError
  const draft = await c.get('db').transaction(async (tx) => {
    const newId = await reviseInstruction(tx, id, c.get('user'))
    const after = await getRecord(tx, instructionBinding.header, newId)
    await writeAudit(tx, actorOf(c), { area: workInstructionDocument.name, action: '修订', target: `${workInstructionDocument.title} ${String(after?.code ?? newId)}`, targetId: newId, after })
    return after
  })
  return ok(c, draft, '已生成新版本草稿')
})

const routesBody = z.object({ searchKey: searchKeyValue.optional() })
prcsdocumentRoutes.post(`${BASE}/GetRoutes`, requireFn([FN.route, DOC_FN]), accepts({ body: routesBody }), async (c) => {
  const q = await parseBody(c, routesBody)
  return ok(c, await routeProcesses(c.get('db'), q.searchKey))
})

const effectiveBody = z.object({
  mtr_id: positiveId('物料').optional(),
  station_id: positiveId('工位').optional(),
  searchKey: searchKeyValue.optional(),
})
prcsdocumentRoutes.post(`${BASE}/GetEffective`, requireFn([FN.view, FN.route, DOC_FN]), accepts({ body: effectiveBody }), async (c) => {
  const q = await parseBody(c, effectiveBody)
  return ok(c, await effectiveInstructions(c.get('db'), { mtrId: q.mtr_id, stationIds: q.station_id === undefined ? undefined : [q.station_id], searchKey: q.searchKey }))
})

const ackBody = z.object({ doc_id: positiveId('作业指导书'), pending: z.boolean().optional() })
prcsdocumentRoutes.post(`${BASE}/GetAckList`, requireFn([DOC_FN, FN.publish, FN.route, FN.view]), accepts({ body: ackBody }), async (c) => {
  const q = await parseBody(c, ackBody)
  return ok(c, await ackRows(c.get('db'), { docId: q.doc_id, pending: q.pending }))
})

const mineBody = z.object({ pending: z.boolean().optional() })
// a reader reads and confirms only his own rows (his userid in the query)
prcsdocumentRoutes.post(`${BASE}/MyReads`, requireFn(FN.view), accepts({ body: mineBody }), async (c) => {
  const q = await parseBody(c, mineBody)
  return ok(c, await ackRows(c.get('db'), { userid: c.get('user').userid, pending: q.pending }))
})

prcsdocumentRoutes.post(`${BASE}/ConfirmRead`, requireFn(FN.view), accepts({ body: idBody }), async (c) => {
  const { id } = await parseBody(c, z.object({ id: positiveId('作业指导书') }))
  return ok(c, await c.get('db').transaction((tx) => confirmRead(tx, id, c.get('user'))), M.ackDone)
})

/**
 * GetFile?id: the file of a version in force (已发布), inline (PDF and images preview in the browser):
 * what a station's operator opens; drafts and versions in review are never served here.
 */
prcsdocumentRoutes.get(`${BASE}/GetFile`, requireFn([FN.view, FN.route, DOC_FN]), acceptsIds('id'), async (c) => {
  const id = Number(c.req.query('id'))
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2147483647) return fail(c, '请选择作业指导书', 400)
  const db = c.get('db')
  const [doc] = await db.select({ status: prcsDocument.status }).from(prcsDocument).where(eq(prcsDocument.id, id))
  if (!doc || doc.status !== PRCS_STATUS.published) return fail(c, '文件不存在', 404)
  const [first] = await db.select({ fileId: docFile.fileId }).from(docFile).where(filesOfDoc(workInstructionDocument.docType, id)).orderBy(asc(docFile.id)).limit(1)
  const file = first ? await attachedFile(db, workInstructionDocument.docType, id, first.fileId) : null
  return file ? fileResponse(c, file) : fail(c, '文件不存在', 404)
})
