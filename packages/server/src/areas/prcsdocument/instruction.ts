import { PRCS_ACK_DAYS_PARAM, PRCS_MESSAGES as M, PRCS_STATUS as S, workInstructionDocument } from '@scm/core/prcsdocument'
import type { FieldMap } from '@scm/core'
import { and, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { pgErrorCode } from '../../db/errors'
import { bindDocument, saveDocument, supersedeOthers, writeEvent } from '../../document/records'
import type { DocumentHooks } from '../../document/routes'
import type { CurrentUser } from '../../http'
import { sysRoleFunction } from '../../identity/role-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { docFile } from '../../platform/schema'
import { readNumberParam } from '../../platform/params'
import { getRecord, ResourceError } from '../../resource/records'
import * as clock from '../../clock'
import { prcsDocAck, prcsDocument, workInstructionTables } from './schema'

// 作业指导书: what the kit does not say — one open version per code, a file before review,
// publishing that retires the old version first and asks the station's users to confirm reading,
// and 修订 of a used version into the next version's draft.

export const instructionBinding = bindDocument(workInstructionDocument, workInstructionTables)
const b = instructionBinding
/** the function of the material file view, where a reader confirms */
export const READER_FN = 'prcsdocument_prcsdocrouteview'
const OPEN = [S.draft, S.auditing, S.audited]
/** versions that were used: reviewed, in force or retired — never edited again, only revised */
const USED = [S.audited, S.published, S.voided]

/**
 * Asks the users of the version's station who read instructions (allowed to log in, with a role
 * granted the material file view, where they confirm) to confirm reading it by today + the
 * parameter's days.
 */
export async function askReaders(tx: Db, docId: number): Promise<number> {
  const [doc] = await tx.select({ station: prcsDocument.station_id }).from(prcsDocument).where(eq(prcsDocument.id, docId))
  const station = Number(doc?.station)
  if (!Number.isSafeInteger(station) || station <= 0) return 0
  const days = Math.max(0, Math.round(await readNumberParam(tx, PRCS_ACK_DAYS_PARAM, 3)))
  const due = clock.today(new Date(clock.nowMs() + days * 86_400_000))
  const readers = await tx
    .select({ userid: sysUser.userid, name: sysUser.userName })
    .from(sysUser)
    .where(
      and(
        eq(sysUser.stationId, station),
        eq(sysUser.forbidLogin, false),
        sql`exists (select 1 from ${sysUserRole} ur where ur.userid = ${sysUser.userid}
                     and (ur.role = 'admin' or exists (select 1 from ${sysRoleFunction} rf where rf.role = ur.role and rf.function_id = ${READER_FN})))`,
      ),
    )
  if (!readers.length) return 0
  const asked = clock.now().toISOString()
  const rows = await tx
    .insert(prcsDocAck)
    .values(readers.map((r) => ({ doc_id: docId, userid: r.userid, user_name: r.name, station_id: station, asked_at: asked, due_date: due })))
    .onConflictDoNothing()
    .returning({ id: prcsDocAck.id })
  return rows.length
}

export const instructionHooks: DocumentHooks = {
  // a new instruction's code is new: a second version of it is a revision, never a second 第1版
  async beforeSave(tx, { id, body }) {
    const code = typeof body.code === 'string' ? body.code.trim() : ''
    if (!code) return // the definition's own checks answer
    if (id !== null) {
      const [own] = await tx.select({ code: prcsDocument.code }).from(prcsDocument).where(eq(prcsDocument.id, id))
      if (own && own.code === code) return
    }
    const [other] = await tx
      .select({ id: prcsDocument.id })
      .from(prcsDocument)
      .where(and(eq(prcsDocument.code, code), id === null ? undefined : ne(prcsDocument.id, id)))
      .limit(1)
    if (other) throw new ResourceError(M.exists, 409)
  },
  actions: {
    Submit: {
      async before(tx, { id }) {
        const [file] = await tx
          .select({ id: docFile.id })
          .from(docFile)
          .where(and(eq(docFile.docType, workInstructionDocument.docType), eq(docFile.docId, id)))
          .limit(1)
        if (!file) throw new ResourceError(M.noFile, 400)
      },
    },
    Publish: {
      // the version in force is retired first (same transaction): one 已发布 per code holds in the database
      async before(tx, { id, user }) {
        await supersedeOthers(tx, b, id, S.published, user)
      },
      async after(tx, { id, to }) {
        if (to === S.published) await askReaders(tx, id)
      },
    },
  },
}

/**
 * 修订: the next version's draft of a used version (its code, name, route, station and material;
 * version = the code's highest + 1; the file is uploaded anew). Refused while the code has an open
 * version. Answers the new document's id.
 */
export async function reviseInstruction(db: Db, id: number, user: CurrentUser): Promise<number> {
  const old = await getRecord(db, b.header, id)
  if (!old) throw new ResourceError(M.notFound, 404)
  if (!(USED as string[]).includes(String(old.status))) throw new ResourceError(M.notUsed, 409)
  const code = String(old.code)
  // one revision of a code at a time: a second one waits here, then finds the first's draft
  await db.select({ id: prcsDocument.id }).from(prcsDocument).where(eq(prcsDocument.code, code)).for('update')
  const [open] = await db
    .select({ id: prcsDocument.id })
    .from(prcsDocument)
    .where(and(eq(prcsDocument.code, code), inArray(prcsDocument.status, OPEN)))
    .limit(1)
  if (open) throw new ResourceError(M.revising, 409)
  const [top] = await db
    .select({ version: sql<number>`max(${prcsDocument.version})` })
    .from(prcsDocument)
    .where(eq(prcsDocument.code, code))
  const version = Number(top?.version ?? old.version ?? 1) + 1
  const values: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(workInstructionDocument.fields as FieldMap)) if (!field.readOnly) values[name] = old[name]
  values.remark = ''
  let newId: number
  try {
    // saved past beforeSave (the code exists: that is the point of a revision)
    newId = await saveDocument(db, b, values, null, { user, owner: { version } })
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new ResourceError(M.revising, 409)
    throw error
  }
  await writeEvent(db, b, newId, { action: '修订', detail: `由 ${String(old.doc_no)} 第${String(old.version)}版修订为第${version}版`, user })
  return newId
}

/** A reader confirms the version he was asked to read. */
export async function confirmRead(db: Db, docId: number, user: CurrentUser): Promise<void> {
  const [row] = await db
    .update(prcsDocAck)
    .set({ confirmed_at: clock.now().toISOString() })
    .where(and(eq(prcsDocAck.doc_id, docId), eq(prcsDocAck.userid, user.userid), sql`${prcsDocAck.confirmed_at} is null`))
    .returning({ id: prcsDocAck.id })
  if (row) {
    await writeEvent(db, b, docId, { action: '确认阅读', detail: user.UserName, user })
    return
  }
  const [done] = await db
    .select({ id: prcsDocAck.id })
    .from(prcsDocAck)
    .where(and(eq(prcsDocAck.doc_id, docId), eq(prcsDocAck.userid, user.userid), isNotNull(prcsDocAck.confirmed_at)))
  if (done) throw new ResourceError(M.ackDone, 409)
  throw new ResourceError(M.ackNone, 404)
}
