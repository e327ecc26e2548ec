// THE attachment model: files attached to any record (documents, mail, bulletins) are doc_file rows
// (doc_type, doc_id, file_id → uploaded_file), written and read only through these helpers.
// Whoever calls them has checked that the caller may see the record and attach the files.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { refuse } from '../http/envelope'
import { docFile, uploadedFile } from './schema'

/** Who attaches (kept on the row: the attachment list shows it). */
export type Attacher = Pick<CurrentUser, 'userid' | 'UserName'>

/** The ids among fileIds the user uploaded himself (the files anyone may attach). */
export async function ownUploads(db: Db, userid: number, fileIds: number[]): Promise<Set<number>> {
  if (!fileIds.length) return new Set()
  const rows = await db
    .select({ id: uploadedFile.id })
    .from(uploadedFile)
    .where(and(inArray(uploadedFile.id, fileIds), eq(uploadedFile.userid, userid)))
  return new Set(rows.map((r) => r.id))
}

/**
 * Refuses 附件不存在 unless each file is one the user uploaded himself or is already attached to
 * the record `docId` (null: a new record), so someone else editing the record keeps its files.
 */
export async function checkAttachable(db: Db, userid: number, fileIds: number[], docType: string, docId: number | null): Promise<void> {
  const own = await ownUploads(db, userid, fileIds)
  const rest = fileIds.filter((id) => !own.has(id))
  if (!rest.length) return
  const kept = docId
    ? await db
        .select({ id: docFile.fileId })
        .from(docFile)
        .where(and(filesOfDoc(docType, docId), inArray(docFile.fileId, rest)))
    : []
  if (kept.length !== rest.length) refuse('附件不存在')
}

/** Join/where condition: doc_file rows of the record `docId` (a column or a number) of docType. */
export function filesOfDoc(docType: string, docId: AnyPgColumn | number): SQL {
  return and(eq(docFile.docType, docType), eq(docFile.docId, docId))!
}

/** The number of files attached to the record whose id is the column `docId` (a list column). */
export function fileCount(docType: string, docId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*) from ${docFile} where ${docFile.docType} = ${docType} and ${docFile.docId} = ${docId})`.mapWith(Number)
}

/** Attaches files (in the given order) to a record; files already attached stay as they are. Answers the number added. */
export async function attachFiles(db: Db, docType: string, docId: number, fileIds: number[], by: Attacher | null): Promise<number> {
  const ids = [...new Set(fileIds)]
  if (!ids.length) return 0
  const added = await db
    .insert(docFile)
    .values(ids.map((fileId) => ({ docType, docId, fileId, userid: by?.userid ?? null, userName: by?.UserName ?? '' })))
    .onConflictDoNothing()
    .returning({ id: docFile.id })
  return added.length
}

/**
 * Makes the record's attachments exactly fileIds, in that order (lists show files in attaching
 * order). A file that stays keeps who attached it and when.
 */
export async function setFiles(db: Db, docType: string, docId: number, fileIds: number[], by: Attacher | null): Promise<void> {
  const ids = [...new Set(fileIds)]
  const before = await db.delete(docFile).where(filesOfDoc(docType, docId)).returning()
  if (!ids.length) return
  const kept = new Map(before.map((r) => [r.fileId, r]))
  await db.insert(docFile).values(
    ids.map((fileId) => {
      const old = kept.get(fileId)
      return old
        ? { docType, docId, fileId, userid: old.userid, userName: old.userName, createdAt: old.createdAt }
        : { docType, docId, fileId, userid: by?.userid ?? null, userName: by?.UserName ?? '' }
    }),
  )
}

/** Removes every attachment of the records (they are deleted); the uploaded files stay. */
export async function removeFiles(db: Db, docType: string, docIds: number[]): Promise<void> {
  if (!docIds.length) return
  await db.delete(docFile).where(and(eq(docFile.docType, docType), inArray(docFile.docId, docIds)))
}

/** The record's files in attaching order: the file's facts and who attached it when. */
export function listFiles(db: Db, docType: string, docId: number) {
  return db
    .select({
      fileId: uploadedFile.id,
      fileName: uploadedFile.fileName,
      fileSize: uploadedFile.fileSize,
      contentType: uploadedFile.contentType,
      userid: docFile.userid,
      userName: docFile.userName,
      createdAt: docFile.createdAt,
    })
    .from(docFile)
    .innerJoin(uploadedFile, eq(uploadedFile.id, docFile.fileId))
    .where(filesOfDoc(docType, docId))
    .orderBy(asc(docFile.id))
}

/** An attachment as mail and bulletin details list it. */
export async function attachmentList(db: Db, docType: string, docId: number) {
  const files = await listFiles(db, docType, docId)
  return files.map((f) => ({ file_id: f.fileId, file_name: f.fileName, file_size: f.fileSize, content_type: f.contentType }))
}

/**
 * The uploaded file when it is attached to the record `docId` and that record passes `visible` (the
 * caller's scope, over the table whose id column is `id`), else null: a download's one check.
 */
export async function visibleAttachedFile(db: Db, docType: string, record: { id: AnyPgColumn; visible: SQL | undefined }, docId: number, fileId: number) {
  const shown = and(eq(record.id, docId), record.visible)
  const [row] = await db
    .select({ f: uploadedFile })
    .from(docFile)
    .innerJoin(uploadedFile, eq(uploadedFile.id, docFile.fileId))
    .where(and(filesOfDoc(docType, docId), eq(docFile.fileId, fileId), sql`exists (select 1 from ${record.id.table} where ${shown})`))
  return row?.f ?? null
}

/** The uploaded file when it is attached to the record, else null (the caller checked the record). */
export async function attachedFile(db: Db, docType: string, docId: number, fileId: number) {
  const [row] = await db
    .select({ f: uploadedFile })
    .from(docFile)
    .innerJoin(uploadedFile, eq(uploadedFile.id, docFile.fileId))
    .where(and(filesOfDoc(docType, docId), eq(docFile.fileId, fileId)))
  return row?.f ?? null
}
