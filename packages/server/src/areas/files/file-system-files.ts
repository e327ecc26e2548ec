import { Hono } from 'hono'
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { FsRights } from '@scm/core/business'
import { Binds, runPrepared } from '../../db/statements'
import type { AppEnv } from '../../http/context'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { listOrder, listPage, listQuery, readListQuery, searchAny } from '../../http/list'
import { accepts } from '../../http/call-input'
import { acceptsIds, idParam } from '../../http/params'
import { sysUser } from '../../identity/user-schema'
import { ALL_FILE_RIGHTS, fileRightRowsOf, subjectKeysOf, fileRightRowsJson, type FileRightRow } from '../../business/file-rights'
import { streamFile } from '../../platform/file-store'
import { fileFolder, uploadedFile } from '../../platform/schema'
import { chainOf, decideFolder, FM_FN, fileTypes, fileView, folderAccess, folderChainJson, placeAccess, PREVIEW_TYPES, rightsFrom, versionAccess } from './file-system-access'

// The file system's files: a folder's files or a search by name, a file's versions, preview and
// download.

export const fileSystemFileRoutes = new Hono<AppEnv>()

const filesQuery = listQuery
/** A search's count stops here (the list says 超过 1000 条): counting 10,000 files on every page costs more than the page. */
const FILES_COUNT_LIMIT = 1000
const F = uploadedFile
/** What a list row shows (fileView), nothing more: 20 rows of every listing are decoded. */
const fileColumns = {
  id: F.id, fileKey: F.fileKey, fileName: F.fileName, category: F.category, folderId: F.folderId, version: F.version, isCurrent: F.isCurrent,
  fileSize: F.fileSize, contentType: F.contentType, hash: F.hash, userid: F.userid, createdAt: F.createdAt, userName: sysUser.userName,
}

/** A folder's files (current versions), or a search by name over the types the caller may view. */
fileSystemFileRoutes.post('/api/FileSystem/GetFiles', requireFn(FM_FN), accepts({ body: filesQuery }), async (c) => {
  const q = await readListQuery(c)
  const db = c.get('db')
  const me = c.get('user')
  const fileType = typeof q.filters.file_type === 'string' ? q.filters.file_type.trim() : ''
  const folderRaw = q.filters.folder_id
  const folderId = folderRaw === undefined || folderRaw === null || folderRaw === '' ? null : Number(folderRaw)
  if (folderId !== null && !(Number.isInteger(folderId) && folderId > 0)) refuse('请选择文件夹')
  const searchAll = !!q.searchKey?.trim() && folderId === null
  // every value bound (Binds): the page is one statement prepared per shape (db/statements.ts)
  const b = new Binds()
  let where: SQL | undefined
  let rights: FsRights = { ...ALL_FILE_RIGHTS }
  let place: { chain: SQL<string>; rights: SQL<string> } | undefined
  // a whole folder (no search): its total is the count the database keeps on it
  let whole: ReturnType<Binds['bind']> | undefined
  // written as the partial index's predicate (no parameter), so the planner always uses it
  const current = sql`${uploadedFile.fileKey} is not null and ${uploadedFile.isCurrent} and ${uploadedFile.deletedAt} is null`
  const availableFolder = or(isNull(uploadedFile.folderId), sql`${uploadedFile.folderId} in (select id from file_folder where deleted_at is null)`)
  if (searchAll) {
    // search by name (and type) wherever the caller may view the whole type
    const rows = await fileRightRowsOf(db, me)
    const types = (await fileTypes(db)).map((t) => t.code).filter((code) => (!fileType || code === fileType) && rightsFrom(me, rows, code).view)
    where = and(current, types.length ? sql`${uploadedFile.category} = any(${b.bind(types)})` : sql`false`, availableFolder, searchAny(q.searchKey, [uploadedFile.fileName], b.bind))
    rights = fileType ? rightsFrom(me, rows, fileType) : { ...ALL_FILE_RIGHTS, upload: false }
  } else if (folderId !== null) {
    // a folder's page carries the folder's chain and the caller's rights rows, decided below before
    // anything is answered: the listing is one statement (an empty page asks again on its own)
    const folder = b.bind(folderId)
    place = { chain: folderChainJson(folder), rights: fileRightRowsJson(b.bind(subjectKeysOf(me))) }
    where = and(current, sql`${uploadedFile.category} = (select file_type from file_folder where id = ${folder})`, eq(uploadedFile.folderId, folder), searchAny(q.searchKey, [uploadedFile.fileName], b.bind))
    if (!q.searchKey?.trim()) whole = folder
  } else {
    if (!fileType) refuse('请选择文件类型')
    rights = (await placeAccess(c, fileType, null)).rights
    where = and(current, eq(uploadedFile.category, b.bind(fileType)), isNull(uploadedFile.folderId), searchAny(q.searchKey, [uploadedFile.fileName], b.bind))
  }
  const order = listOrder(q, { file_name: uploadedFile.fileName, file_size: uploadedFile.fileSize, created_at: uploadedFile.createdAt, version: uploadedFile.version }, [asc(uploadedFile.fileName)]).concat(asc(uploadedFile.id))
  const matches = () => db.select({ one: sql`1` }).from(uploadedFile).where(where).limit(FILES_COUNT_LIMIT + 1)
  // a whole folder's total is the count the database keeps on it (file_folder.file_count, exact);
  // a search counts its matches, up to the limit
  const counted = () =>
    whole !== undefined ? sql<number>`(select ${fileFolder.fileCount} from ${fileFolder} where ${fileFolder.id} = ${whole})` : sql<number>`(select count(*) from (${matches()}) as counted)`
  const [limit, offset] = [b.bind(q.rows), b.bind(q.offset)]
  // the page carries its count: one round trip
  const rows = await runPrepared(db, whole !== undefined ? 'files:whole-folder-page' : place ? 'files:folder-page' : 'files:page', [where, ...order], b, () =>
    db
      .select({ ...fileColumns, counted: counted().mapWith(Number), ...place })
      .from(uploadedFile)
      .leftJoin(sysUser, eq(sysUser.userid, uploadedFile.userid))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  )
  if (place) {
    const first = rows[0] as { chain: string; rights: string } | undefined
    rights = (first ? decideFolder(me, chainOf(first.chain), JSON.parse(first.rights) as FileRightRow[]) : await folderAccess(c, folderId!)).rights
  }
  const n = rows.length
    ? rows[0]!.counted
    : q.page > 1
      ? (await runPrepared(db, whole !== undefined ? 'files:whole-folder-count' : 'files:count', [where], b, () => db.select({ n: counted().mapWith(Number) }).from(sql`(select 1) as one`)))[0]!.n
      : 0
  const more = whole === undefined && n > FILES_COUNT_LIMIT
  return ok(c, { ...listPage(rows.map((r) => fileView(r, r.userName)), more ? FILES_COUNT_LIMIT : n, q.page), ...(more ? { more } : {}), rights })
})

/** Every version of a file, newest first (the caller must see its folder). */
fileSystemFileRoutes.get('/api/FileSystem/GetVersions', requireFn(FM_FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件')
  const { row, rights } = await versionAccess(c, id)
  const rows = await c
    .get('db')
    .select({ f: uploadedFile, userName: sysUser.userName })
    .from(uploadedFile)
    .leftJoin(sysUser, eq(sysUser.userid, uploadedFile.userid))
    .where(eq(uploadedFile.fileKey, row.fileKey!))
    .orderBy(desc(uploadedFile.version))
  return ok(c, { rows: rows.map((r) => fileView(r.f, r.userName)), rights })
})

// ---------------------------------------------------------------- preview and download

/** Inline PDF or image for holders of the preview (or download) right, any version. */
fileSystemFileRoutes.get('/api/FileSystem/Preview', requireFn(FM_FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件')
  const { row, rights } = await versionAccess(c, id)
  if (!rights.preview) refuse('无权限', 403)
  if (!PREVIEW_TYPES.test(row.contentType)) refuse('该类型的文件不能预览，仅支持PDF和图片')
  return streamFile(c, row, true)
})

/** The file as an attachment, only with the download right (any version). */
fileSystemFileRoutes.get('/api/FileSystem/Download', requireFn(FM_FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件')
  const { row, rights } = await versionAccess(c, id)
  if (!rights.download) refuse('无权限', 403)
  return streamFile(c, row, false)
})
