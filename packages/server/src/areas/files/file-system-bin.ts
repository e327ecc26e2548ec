import { Hono, type Context } from 'hono'
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { BinItem } from '@scm/core/files'
import type { ServerConfig } from '../../config'
import type { Db } from '../../db'
import type { AppEnv } from '../../http/context'
import { parseBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { listPage, listQuery, readListQuery, searchAny } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { accepts } from '../../http/call-input'
import { acceptsIds, idParam } from '../../http/params'
import { actorOf, writeAudit, type AuditActor } from '../../platform/audit'
import { fileRightRowsOf } from '../../business/file-rights'
import { operationAuthority } from '../../business/file-rights-schema'
import { fileStoreOf, removeUnusedBlob } from '../../platform/file-store'
import { readNumberParam } from '../../platform/params'
import { fileFolder, uploadedFile } from '../../platform/schema'
import * as clock from '../../clock'
import { BIN_FN, FM_FN, FS_RETENTION_PARAM, fileTypes, folderAccess, folderChain, pathOf, rightsFrom, rowsOf, typeOf, versionAccess } from './file-system-access'

// The file system's recycle bin: deleting a file or folder into it, listing it, restoring, purging
// (by hand, or by itself after the retention).

export const fileSystemBinRoutes = new Hono<AppEnv>()

fileSystemBinRoutes.post('/api/FileSystem/DelFile', requireFn(FM_FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件')
  const { row, rights, chain } = await versionAccess(c, id)
  if (!rights.delete) refuse('无权限', 403)
  const type = await typeOf(c.get('db'), row.category)
  const me = c.get('user')
  const actor = actorOf(c)
  await c.get('db').transaction(async (tx) => {
    await tx
      .update(uploadedFile)
      .set({ deletedAt: clock.now(), deletedBy: me.userid, deletedFrom: pathOf(type?.name ?? row.category, chain).slice(0, 500) })
      .where(and(eq(uploadedFile.fileKey, row.fileKey!), isNull(uploadedFile.deletedAt)))
    await writeAudit(tx, actor, { area: 'file', action: '删除', target: `文件 ${row.fileName}（移入回收站）`, targetId: row.fileKey!, before: row })
  })
  return ok(c, null, '已移入回收站')
})

/** Descendant folders (the folder included). */
async function subtree(db: Db, id: number): Promise<number[]> {
  const rows = await db.execute(sql`
    with recursive sub(id, depth) as (
      select id, 0 from file_folder where id = ${id}
      union all select f.id, sub.depth + 1 from file_folder f join sub on f.parent_id = sub.id where sub.depth < 50
    ) select id from sub`)
  return rowsOf<{ id: number }>(rows).map((r) => Number(r.id))
}

fileSystemBinRoutes.post('/api/FileSystem/DelFolder', requireFn(FM_FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件夹')
  const { folder, chain, rights } = await folderAccess(c, id)
  if (!rights.delete) refuse('无权限', 403)
  const db = c.get('db')
  const type = await typeOf(db, folder.fileType)
  const me = c.get('user')
  const actor = actorOf(c)
  const at = clock.now()
  await db.transaction(async (tx) => {
    const ids = await subtree(tx, id)
    // the folder and everything below it, at the same instant: restoring the folder brings them back together
    await tx
      .update(fileFolder)
      .set({ deletedAt: at, deletedBy: me.userid, deletedFrom: pathOf(type?.name ?? folder.fileType, chain.slice(0, -1)).slice(0, 500) })
      .where(and(inArray(fileFolder.id, ids), isNull(fileFolder.deletedAt)))
    await writeAudit(tx, actor, { area: 'file', action: '删除', target: `文件夹 ${folder.name}（移入回收站）`, targetId: id, before: folder })
  })
  return ok(c, null, '已移入回收站')
})

/** What is in the bin that the caller may see (his rights over the type, or over the folder it was in). */
async function binItems(c: Context<AppEnv>, searchKey?: string): Promise<(BinItem & { at: number })[]> {
  const db = c.get('db')
  const me = c.get('user')
  const rights = await fileRightRowsOf(db, me)
  const types = new Map((await fileTypes(db)).map((t) => [t.code, t.name]))
  const deleter = sql<string>`(select user_name from sys_user u where u.userid = ${uploadedFile.deletedBy})`
  // the file's own versions: the outer row named in full (drizzle writes a one-table select's columns
  // unqualified, and a bare file_key would be the subquery's own, counting every versioned file)
  const versions = sql<number>`(select count(*)::int from uploaded_file v where v.file_key = "uploaded_file"."file_key")`
  const files = await db
    .select({ f: uploadedFile, by: deleter, versions })
    .from(uploadedFile)
    .where(and(isNotNull(uploadedFile.fileKey), isNotNull(uploadedFile.deletedAt), eq(uploadedFile.isCurrent, true), searchAny(searchKey, [uploadedFile.fileName])))
  const folders = await db
    .select({ f: fileFolder, by: sql<string>`(select user_name from sys_user u where u.userid = ${fileFolder.deletedBy})` })
    .from(fileFolder)
    .where(and(isNotNull(fileFolder.deletedAt), sql`not exists (select 1 from file_folder p where p.id = ${fileFolder.parentId} and p.deleted_at = ${fileFolder.deletedAt})`, searchAny(searchKey, [fileFolder.name])))
  const out: (BinItem & { at: number })[] = []
  for (const { f, by, versions } of files) {
    const r = rightsFrom(me, rights, f.category, f.folderId ? [f.folderId] : [])
    if (!r.view) continue
    out.push({ kind: 'file', id: f.fileKey!, name: f.fileName, file_type: f.category, type_name: types.get(f.category) ?? f.category, deleted_from: f.deletedFrom ?? '', deleted_at: dateTimeText(f.deletedAt), deleted_by: by ?? '', file_size: f.fileSize, versions: Number(versions), rights: { restore: r.delete, purge: r.purge }, at: f.deletedAt!.getTime() })
  }
  for (const { f, by } of folders) {
    const r = rightsFrom(me, rights, f.fileType, [f.id])
    if (!r.view) continue
    out.push({ kind: 'folder', id: f.id, name: f.name, file_type: f.fileType, type_name: types.get(f.fileType) ?? f.fileType, deleted_from: f.deletedFrom ?? '', deleted_at: dateTimeText(f.deletedAt), deleted_by: by ?? '', file_size: null, versions: null, rights: { restore: r.delete, purge: r.purge }, at: f.deletedAt!.getTime() })
  }
  return out.sort((a, b) => b.at - a.at || b.id - a.id)
}

fileSystemBinRoutes.post('/api/FileSystem/GetRecycle', requireFn(BIN_FN), accepts({ body: listQuery }), async (c) => {
  const q = await readListQuery(c)
  await purgeExpired(c.get('db'), c.get('config'), actorOf(c))
  const items = await binItems(c, q.searchKey)
  const page = items.slice(q.offset, q.offset + q.rows).map(({ at: _at, ...item }) => item)
  return ok(c, listPage(page, items.length, q.page))
})

const binBody = z.object({
  kind: z.enum(['file', 'folder'], { error: '请选择文件或文件夹' }),
  id: z.coerce.number({ error: '请选择回收站中的项目' }).int().positive('请选择回收站中的项目'),
})

async function binEntry(c: Context<AppEnv>, kind: 'file' | 'folder', id: number) {
  const db = c.get('db')
  const me = c.get('user')
  const rows = await fileRightRowsOf(db, me)
  if (kind === 'file') {
    const [row] = await db.select().from(uploadedFile).where(and(eq(uploadedFile.fileKey, id), eq(uploadedFile.isCurrent, true), isNotNull(uploadedFile.deletedAt)))
    if (!row) refuse('回收站中没有该文件', 404)
    const rights = rightsFrom(me, rows, row.category, row.folderId ? [row.folderId] : [])
    if (!rights.view) refuse('回收站中没有该文件', 404)
    return { file: row, folder: null, rights }
  }
  const [folder] = await db.select().from(fileFolder).where(and(eq(fileFolder.id, id), isNotNull(fileFolder.deletedAt)))
  if (!folder) refuse('回收站中没有该文件夹', 404)
  const rights = rightsFrom(me, rows, folder.fileType, [folder.id])
  if (!rights.view) refuse('回收站中没有该文件夹', 404)
  return { file: null, folder, rights }
}

/** Restore: back to its folder, with its versions and rights; to the type's top level when that folder is gone. */
fileSystemBinRoutes.post('/api/FileSystem/Restore', requireFn(BIN_FN), accepts({ body: binBody }), async (c) => {
  const input = await parseBody(c, binBody)
  const entry = await binEntry(c, input.kind, input.id)
  if (!entry.rights.delete) refuse('无权限', 403)
  const db = c.get('db')
  const actor = actorOf(c)
  const parentId = entry.file ? entry.file.folderId : entry.folder!.parentId
  const parentChain = parentId ? await folderChain(db, parentId) : []
  const parentGone = parentId !== null && (!parentChain.length || parentChain.some((f) => f.deletedAt))
  const type = await typeOf(db, entry.file?.category ?? entry.folder!.fileType)
  const typeName = type?.name ?? entry.file?.category ?? entry.folder!.fileType
  const wasIn = entry.file ? (entry.file.deletedFrom ?? '') : (entry.folder!.deletedFrom ?? '')
  const message = parentGone || (parentId === null && wasIn.includes(' / '))
    ? `原位置“${wasIn}”已不存在，已恢复到“${typeName}”根目录`
    : `已恢复到“${parentChain.length ? pathOf(typeName, parentChain) : typeName}”`
  await db.transaction(async (tx) => {
    if (entry.file) {
      await tx
        .update(uploadedFile)
        .set({ deletedAt: null, deletedBy: null, deletedFrom: null, ...(parentGone ? { folderId: null } : {}) })
        .where(eq(uploadedFile.fileKey, entry.file.fileKey!))
      await writeAudit(tx, actor, { area: 'file', action: '恢复', target: `文件 ${entry.file.fileName}：${message}`, targetId: input.id })
    } else {
      const folder = entry.folder!
      const ids = await subtree(tx, folder.id)
      await tx
        .update(fileFolder)
        .set({ deletedAt: null, deletedBy: null, deletedFrom: null })
        .where(and(inArray(fileFolder.id, ids), eq(fileFolder.deletedAt, folder.deletedAt!)))
      if (parentGone) await tx.update(fileFolder).set({ parentId: null }).where(eq(fileFolder.id, folder.id))
      await writeAudit(tx, actor, { area: 'file', action: '恢复', target: `文件夹 ${folder.name}：${message}`, targetId: input.id })
    }
  })
  return ok(c, { parent_gone: parentGone }, message)
})

/** Removes an item of the bin for good (rows, the folder's rights, unused bytes). Outside a transaction: opens one. */
async function purgeItem(db: Db, config: ServerConfig, actor: AuditActor, kind: 'file' | 'folder', id: number, why: string) {
  const hashes = await db.transaction(async (tx) => {
    if (kind === 'file') {
      const gone = await tx.delete(uploadedFile).where(and(eq(uploadedFile.fileKey, id), isNotNull(uploadedFile.deletedAt))).returning()
      if (gone.length) await writeAudit(tx, actor, { area: 'file', action: '彻底删除', target: `文件 ${gone.find((g) => g.isCurrent)?.fileName ?? gone[0]!.fileName}（${why}）`, targetId: id, before: gone })
      return gone.map((g) => g.hash)
    }
    const ids = await subtree(tx, id)
    const [folder] = await tx.select().from(fileFolder).where(eq(fileFolder.id, id))
    const gone = ids.length ? await tx.delete(uploadedFile).where(inArray(uploadedFile.folderId, ids)).returning({ hash: uploadedFile.hash }) : []
    if (ids.length) await tx.delete(operationAuthority).where(inArray(operationAuthority.folderId, ids))
    await tx.delete(fileFolder).where(eq(fileFolder.id, id))
    if (folder) await writeAudit(tx, actor, { area: 'file', action: '彻底删除', target: `文件夹 ${folder.name}（${why}）`, targetId: id, before: folder })
    return gone.map((g) => g.hash)
  })
  const store = fileStoreOf(config)
  for (const hash of new Set(hashes)) await removeUnusedBlob(db, store, hash)
}

fileSystemBinRoutes.post('/api/FileSystem/Purge', requireFn(BIN_FN, 'delete'), accepts({ body: binBody }), async (c) => {
  const input = await parseBody(c, binBody)
  const entry = await binEntry(c, input.kind, input.id)
  if (!entry.rights.purge) refuse('无权限', 403)
  await purgeItem(c.get('db'), c.get('config'), actorOf(c), input.kind, input.id, '手动')
  return ok(c, null, '已彻底删除')
})

/**
 * Items older than the retention (system parameter, days) leave the bin by themselves, by the
 * server clock: the hourly job (as 系统), and before the bin or the tree is shown (as the caller).
 */
export async function purgeExpired(db: Db, config: ServerConfig, actor: AuditActor): Promise<number> {
  const days = await readNumberParam(db, FS_RETENTION_PARAM, 30)
  if (!(days > 0)) return 0
  const cutoff = new Date(clock.nowMs() - days * 86_400_000)
  const files = await db
    .selectDistinct({ key: uploadedFile.fileKey })
    .from(uploadedFile)
    .where(and(isNotNull(uploadedFile.fileKey), isNotNull(uploadedFile.deletedAt), lt(uploadedFile.deletedAt, cutoff)))
  const folders = await db
    .select({ id: fileFolder.id })
    .from(fileFolder)
    .where(and(isNotNull(fileFolder.deletedAt), lt(fileFolder.deletedAt, cutoff), sql`not exists (select 1 from file_folder p where p.id = ${fileFolder.parentId} and p.deleted_at is not null and p.deleted_at < ${cutoff.toISOString()})`))
  const why = `超过回收站保留期${days}天`
  for (const f of folders) await purgeItem(db, config, actor, 'folder', f.id, why)
  for (const f of files) await purgeItem(db, config, actor, 'file', f.key!, why)
  return files.length + folders.length
}
