import { Hono, type Context } from 'hono'
import { and, eq, isNotNull, isNull, max } from 'drizzle-orm'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { readBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { accepts, uploadedFiles } from '../../http/call-input'
import { acceptsIds, idParam } from '../../http/params'
import { actorOf, writeAudit } from '../../platform/audit'
import { acceptFiles, filesOf, fileStoreOf, holdBlobs } from '../../platform/file-store'
import { readNumberParam } from '../../platform/params'
import { uploadedFile } from '../../platform/schema'
import * as clock from '../../clock'
import { FM_FN, FS_MAX_UPLOAD_PARAM, fileView, placeAccess, versionAccess, type FileRow } from './file-system-access'

// The file system's uploads: a new file or a new version (here and through tus), and an older
// version made current again.

export const fileSystemUploadRoutes = new Hono<AppEnv>()

/**
 * Adds a file (or a new version of it) inside the caller's transaction: a current file of the same
 * name in the same place, or `fileKey`, gets the next version; the older ones stay as versions.
 */
export async function addVersion(
  tx: Db,
  values: { fileName: string; fileSize: number; contentType: string; hash: string; category: string; folderId: number | null; userid: number },
  fileKey?: number | null,
): Promise<FileRow> {
  const at = clock.now()
  const [existing] = fileKey
    ? await tx.select().from(uploadedFile).where(and(eq(uploadedFile.fileKey, fileKey), eq(uploadedFile.isCurrent, true), isNull(uploadedFile.deletedAt))).for('update')
    : await tx
        .select()
        .from(uploadedFile)
        .where(and(isNotNull(uploadedFile.fileKey), eq(uploadedFile.category, values.category), values.folderId ? eq(uploadedFile.folderId, values.folderId) : isNull(uploadedFile.folderId), eq(uploadedFile.fileName, values.fileName), eq(uploadedFile.isCurrent, true), isNull(uploadedFile.deletedAt)))
        .for('update')
  if (fileKey && !existing) refuse('文件不存在', 404)
  if (existing) {
    const [top] = await tx.select({ v: max(uploadedFile.version) }).from(uploadedFile).where(eq(uploadedFile.fileKey, existing.fileKey!))
    await tx.update(uploadedFile).set({ isCurrent: false }).where(eq(uploadedFile.fileKey, existing.fileKey!))
    const [row] = await tx
      .insert(uploadedFile)
      .values({ ...values, fileName: fileKey ? existing.fileName : values.fileName, category: existing.category, folderId: existing.folderId, fileKey: existing.fileKey, version: (top?.v ?? existing.version) + 1, isCurrent: true, createdAt: at })
      .returning()
    return row!
  }
  const [row] = await tx.insert(uploadedFile).values({ ...values, version: 1, isCurrent: true, createdAt: at }).returning()
  const [keyed] = await tx.update(uploadedFile).set({ fileKey: row!.id }).where(eq(uploadedFile.id, row!.id)).returning()
  return keyed!
}

export async function maxUploadBytes(db: Db): Promise<number> {
  return (await readNumberParam(db, FS_MAX_UPLOAD_PARAM, 2048)) * 1024 * 1024
}

/** Where an upload goes, checked: the type, the folder, the file of a new version; the upload right there. */
export async function uploadTarget(c: Context<AppEnv>, fields: { file_type?: unknown; folder_id?: unknown; file_key?: unknown }) {
  const id = (v: unknown, what: string) => {
    if (v === undefined || v === null || v === '') return null
    const n = Number(v)
    if (!Number.isInteger(n) || n <= 0) refuse(`请选择${what}`)
    return n
  }
  const fileKey = id(fields.file_key, '文件')
  let fileType = typeof fields.file_type === 'string' ? fields.file_type.trim() : ''
  let folderId = id(fields.folder_id, '文件夹')
  if (fileKey) {
    const [current] = await c.get('db').select().from(uploadedFile).where(and(eq(uploadedFile.fileKey, fileKey), eq(uploadedFile.isCurrent, true), isNull(uploadedFile.deletedAt)))
    if (!current) refuse('文件不存在', 404)
    fileType = current.category
    folderId = current.folderId
  }
  if (!fileType) refuse('请选择文件类型')
  const place = await placeAccess(c, fileType, folderId)
  if (!place.rights.upload) refuse('无权限', 403)
  return { fileType, folderId: place.folderId, fileKey }
}

const uploadShape = {
  type: 'object',
  properties: {
    file_type: { type: 'string' },
    folder_id: { type: 'integer' },
    file_key: { type: 'integer', description: '上传为该文件的新版本' },
    file: uploadedFiles,
  },
  required: ['file'],
} as const

/** An ordinary (small) upload; large files go through the resumable tus endpoint. */
fileSystemUploadRoutes.post('/api/FileSystem/Upload', requireFn(FM_FN), accepts({ upload: uploadShape }), async (c) => {
  const body = await readBody(c)
  const target = await uploadTarget(c, body)
  const db = c.get('db')
  const files = filesOf(body)
  if (target.fileKey && files.length !== 1) refuse('新版本一次只能上传一个文件')
  const stored = await acceptFiles(c, files, undefined, Math.min(await maxUploadBytes(db), 20 * 1024 * 1024))
  const me = c.get('user')
  const actor = actorOf(c)
  const store = fileStoreOf(c.get('config'))
  const rows = await db.transaction(async (tx) => {
    const values = await holdBlobs(tx, store, stored)
    const out: FileRow[] = []
    for (const v of values) out.push(await addVersion(tx, { ...v, category: target.fileType, folderId: target.folderId, userid: me.userid }, target.fileKey))
    await writeAudit(tx, actor, { area: 'file', action: '上传', target: `文件 ${out.map((r) => `${r.fileName}（第${r.version}版）`).join('、')}`, targetId: out.map((r) => r.id).join(','), after: out })
    return out
  })
  return ok(c, rows.map((r) => fileView(r, me.UserName)), '上传成功')
})

/** Makes an older version current again, as a new version with its content (history kept). */
fileSystemUploadRoutes.post('/api/FileSystem/RestoreVersion', requireFn(FM_FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择版本')
  const { row, rights } = await versionAccess(c, id)
  if (!rights.upload) refuse('无权限', 403)
  if (row.isCurrent) refuse('该版本已是当前版本')
  const me = c.get('user')
  const actor = actorOf(c)
  const saved = await c.get('db').transaction(async (tx) => {
    const added = await addVersion(tx, { fileName: row.fileName, fileSize: row.fileSize, contentType: row.contentType, hash: row.hash, category: row.category, folderId: row.folderId, userid: me.userid }, row.fileKey)
    await writeAudit(tx, actor, { area: 'file', action: '恢复版本', target: `文件 ${row.fileName} 第${row.version}版 → 第${added.version}版`, targetId: added.id, before: row, after: added })
    return added
  })
  return ok(c, fileView(saved, me.UserName), `已恢复为第${saved.version}版`)
})
