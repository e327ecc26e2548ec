import { Hono, type Context } from 'hono'
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, max, or, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import type { BinItem, FsRights } from '@scm/core'
import type { ServerConfig } from '../../config'
import type { Db } from '../../db'
import { Binds, runPrepared } from '../../db/statements'
import type { AppEnv, CurrentUser } from '../../http/context'
import { parseBody, readBody } from '../../http/body'
import { ok, refuse } from '../../http/envelope'
import { requireFn } from '../../http/grants'
import { listOrder, listPage, listQuery, readListQuery, searchAny } from '../../http/list'
import { dateTimeText } from '../../http/dates'
import { accepts, uploadedFiles } from '../../http/call-input'
import { acceptsIds, idParam } from '../../http/params'
import { sysUser } from '../../identity/user-schema'
import { isAdmin } from '../../platform/admins'
import { actorOf, writeAudit, type AuditActor } from '../../platform/audit'
import { ALL_FILE_RIGHTS, fileRightRowsJson, fileRightRowsOf, subjectKeysOf, type FileRightRow } from '../../platform/file-rights'
import { operationAuthority } from '../../platform/file-rights-schema'
import { acceptFiles, filesOf, filesRoot, holdBlobs, removeUnusedBlob, streamFile } from '../../platform/file-store'
import { readNumberParam } from '../../platform/params'
import { fileFolder, uploadedFile } from '../../platform/schema'
import * as clock from '../../clock'

// The product file system (/fileSystem): folders by file type, files with versions, previews,
// rights per type or folder (operation_authority) checked on every call, and the recycle bin.

export const FM_FN = 'fileSystem_fileManage'
export const BIN_FN = 'fileSystem_recycle'
/** System parameters: the largest upload (MB) and the days items stay in the bin. */
export const FS_MAX_UPLOAD_PARAM = 'fs_max_upload_mb'
export const FS_RETENTION_PARAM = 'fs_recycle_days'
export const FS_PARAMS = [
  { key: FS_MAX_UPLOAD_PARAM, value: '2048', description: '文件系统单个文件上传上限（MB）' },
  { key: FS_RETENTION_PARAM, value: '30', description: '回收站保留天数，超过后自动彻底删除' },
]

const PREVIEW_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp|bmp))$/

type FileRow = typeof uploadedFile.$inferSelect
type FolderRow = typeof fileFolder.$inferSelect

export const fileSystemRoutes = new Hono<AppEnv>()

// ---------------------------------------------------------------- rights

/** Rights over a type (and a folder chain) decided from the caller's rows, as fileRightsOf does. */
export function rightsFrom(user: CurrentUser, rows: FileRightRow[], category: string, folderIds: readonly number[] = []): FsRights {
  if (isAdmin(user)) return { ...ALL_FILE_RIGHTS }
  // a file type is granted by name (or a folder by id): the '' rows of every attachment category do not open the file system
  const applies = rows.filter((r) => (r.folderId === 0 && r.category === category) || (r.folderId !== 0 && folderIds.includes(r.folderId)))
  return {
    view: applies.some((r) => r.canView),
    preview: applies.some((r) => r.canPreview || r.canDownload),
    download: applies.some((r) => r.canDownload),
    upload: applies.some((r) => r.canUpload),
    delete: applies.some((r) => r.canDelete),
    purge: applies.some((r) => r.canPurge),
  }
}

/**
 * The folder `id` and its ancestors, root first, as JSON text (a scalar subquery, so a listing
 * carries it in its own statement); any of them in the bin makes the folder unavailable.
 */
function folderChainJson(id: unknown): SQL<string> {
  return sql<string>`(with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from file_folder where id = ${id}
      union all select f.id, f.parent_id, chain.depth + 1 from file_folder f join chain on f.id = chain.parent_id where chain.depth < 50
    ) select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'fileType', f.file_type, 'parentId', f.parent_id, 'createdAt', f.created_at,
      'deletedAt', f.deleted_at, 'deletedFrom', f.deleted_from) order by chain.depth desc), '[]')::text from chain join file_folder f on f.id = chain.id)`
}

function chainOf(json: string): FolderRow[] {
  return (JSON.parse(json) as (Omit<FolderRow, 'createdAt' | 'deletedAt'> & { createdAt: string; deletedAt: string | null })[]).map((f) => ({
    ...f,
    createdBy: null,
    deletedBy: null,
    createdAt: new Date(f.createdAt),
    deletedAt: f.deletedAt ? new Date(f.deletedAt) : null,
  }))
}

/** A folder's chain and the caller's rights rows, in one statement. */
async function folderPlace(db: Db, user: CurrentUser, id: number) {
  const b = new Binds()
  const [folder, subjects] = [b.bind(id), b.bind(subjectKeysOf(user))]
  const [row] = await runPrepared(db, 'files:folder-place', [], b, () =>
    db.select({ chain: folderChainJson(folder), rights: fileRightRowsJson(subjects) }).from(sql`(values (1)) as one`),
  )
  return { chain: chainOf(row!.chain), rows: JSON.parse(row!.rights) as FileRightRow[] }
}

async function folderChain(db: Db, id: number): Promise<FolderRow[]> {
  const b = new Binds()
  const folder = b.bind(id)
  const [row] = await runPrepared(db, 'files:folder-chain', [], b, () => db.select({ chain: folderChainJson(folder) }).from(sql`(values (1)) as one`))
  return chainOf(row!.chain)
}

/** The rows of a raw query (PGlite and node-postgres answer alike). */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}

interface FileType {
  code: string
  name: string
}

/** The file types (fs_file_type, the resource kit's table), enabled ones only if asked, in their order. */
async function fileTypes(db: Db, enabledOnly = false): Promise<FileType[]> {
  return rowsOf<FileType>(await db.execute(sql`select code, name from fs_file_type ${enabledOnly ? sql`where enabled is not false` : sql``} order by sort_no, code`))
}

const pathOf = (typeName: string, chain: FolderRow[]) => [typeName, ...chain.map((f) => f.name)].join(' / ')

async function typeOf(db: Db, code: string): Promise<FileType | undefined> {
  return (await fileTypes(db)).find((t) => t.code === code)
}

/** An available folder (none in the bin) with the caller's rights there; 404 when gone. */
async function folderAccess(c: Context<AppEnv>, id: number) {
  const { chain, rows } = await folderPlace(c.get('db'), c.get('user'), id)
  return decideFolder(c.get('user'), chain, rows)
}

function decideFolder(user: CurrentUser, chain: FolderRow[], rows: FileRightRow[]) {
  if (!chain.length || chain.some((f) => f.deletedAt)) refuse('文件夹不存在', 404)
  const folder = chain[chain.length - 1]!
  const rights = rightsFrom(user, rows, folder.fileType, chain.map((f) => f.id))
  if (!rights.view) refuse('文件夹不存在', 404)
  return { folder, chain, rights }
}

/** Where a file lives: its type and folder (null = the type's top level) and the caller's rights there. */
async function placeAccess(c: Context<AppEnv>, fileType: string, folderId: number | null | undefined) {
  if (folderId) {
    const { folder, chain, rights } = await folderAccess(c, folderId)
    if (folder.fileType !== fileType) refuse('文件夹不属于该文件类型')
    return { folderId: folder.id, chain, rights }
  }
  const type = await typeOf(c.get('db'), fileType)
  if (!type) refuse('文件类型不存在', 404)
  const rights = rightsFrom(c.get('user'), await fileRightRowsOf(c.get('db'), c.get('user')), fileType)
  if (!rights.view) refuse('文件类型不存在', 404)
  return { folderId: null, chain: [] as FolderRow[], rights }
}

/** A version row of an available file (not in the bin, its folder available) and the caller's rights over it. */
async function versionAccess(c: Context<AppEnv>, id: number) {
  const [row] = await c.get('db').select().from(uploadedFile).where(and(eq(uploadedFile.id, id), isNotNull(uploadedFile.fileKey)))
  // not allowed answers like missing: file ids are not confirmed to outsiders
  if (!row || row.deletedAt) refuse('文件不存在', 404)
  const place = await placeAccess(c, row.category, row.folderId).catch(() => refuse('文件不存在', 404))
  return { row, rights: place.rights, chain: place.chain }
}

// ---------------------------------------------------------------- views

/** A file (version) as the screens show it. */
type FileShown = Pick<FileRow, 'id' | 'fileKey' | 'fileName' | 'category' | 'folderId' | 'version' | 'isCurrent' | 'fileSize' | 'contentType' | 'hash' | 'userid' | 'createdAt'>

function fileView(row: FileShown, userName: string | null) {
  return {
    id: row.id,
    file_key: row.fileKey,
    file_name: row.fileName,
    file_type: row.category,
    folder_id: row.folderId,
    version: row.version,
    is_current: row.isCurrent,
    file_size: row.fileSize,
    content_type: row.contentType,
    hash: row.hash,
    previewable: PREVIEW_TYPES.test(row.contentType),
    userid: row.userid,
    UserName: userName ?? '',
    created_at: dateTimeText(row.createdAt),
  }
}

// ---------------------------------------------------------------- tree and lists

/** Types with their folders the caller may see, and his rights on each (the screen shows what he may do). */
fileSystemRoutes.get('/api/FileSystem/GetTree', requireFn(FM_FN), async (c) => {
  const db = c.get('db')
  const me = c.get('user')
  await purgeExpired(c.get('db'), c.get('config'), actorOf(c))
  const rows = await fileRightRowsOf(db, me)
  const types = await fileTypes(db, true)
  const folders = await db.select().from(fileFolder).where(isNull(fileFolder.deletedAt)).orderBy(asc(fileFolder.name))
  const byId = new Map(folders.map((f) => [f.id, f]))
  const chainIds = (f: FolderRow): number[] => {
    const ids: number[] = []
    for (let at: FolderRow | undefined = f; at && ids.length < 50; at = at.parentId ? byId.get(at.parentId) : undefined) ids.unshift(at.id)
    return ids
  }
  const out = []
  for (const type of types) {
    const rights = rightsFrom(me, rows, type.code)
    const visible = folders
      .filter((f) => f.fileType === type.code)
      .filter((f) => !f.parentId || byId.has(f.parentId))
      .map((f) => ({ f, rights: rightsFrom(me, rows, type.code, chainIds(f)) }))
      .filter((x) => x.rights.view)
    if (!rights.view && !visible.length) continue
    out.push({
      code: type.code,
      name: type.name,
      rights,
      folders: visible.map(({ f, rights }) => ({ id: f.id, name: f.name, parent_id: f.parentId, rights, created_at: dateTimeText(f.createdAt) })),
    })
  }
  return ok(c, out)
})

const filesQuery = listQuery
/** A folder's count stops here (the list says 超过 1000 条): counting 10,000 files on every page costs more than the page. */
const FILES_COUNT_LIMIT = 1000
const F = uploadedFile
/** What a list row shows (fileView), nothing more: 20 rows of every listing are decoded. */
const fileColumns = {
  id: F.id, fileKey: F.fileKey, fileName: F.fileName, category: F.category, folderId: F.folderId, version: F.version, isCurrent: F.isCurrent,
  fileSize: F.fileSize, contentType: F.contentType, hash: F.hash, userid: F.userid, createdAt: F.createdAt, userName: sysUser.userName,
}

/** A folder's files (current versions), or a search by name over the types the caller may view. */
fileSystemRoutes.post('/api/FileSystem/GetFiles', requireFn(FM_FN), accepts({ body: filesQuery }), async (c) => {
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
  } else {
    if (!fileType) refuse('请选择文件类型')
    rights = (await placeAccess(c, fileType, null)).rights
    where = and(current, eq(uploadedFile.category, b.bind(fileType)), isNull(uploadedFile.folderId), searchAny(q.searchKey, [uploadedFile.fileName], b.bind))
  }
  const order = listOrder(q, { file_name: uploadedFile.fileName, file_size: uploadedFile.fileSize, created_at: uploadedFile.createdAt, version: uploadedFile.version }, [asc(uploadedFile.fileName)]).concat(asc(uploadedFile.id))
  const matches = () => db.select({ one: sql`1` }).from(uploadedFile).where(where).limit(FILES_COUNT_LIMIT + 1)
  const [limit, offset] = [b.bind(q.rows), b.bind(q.offset)]
  // the page carries its (bounded) count: one round trip
  const rows = await runPrepared(db, place ? 'files:folder-page' : 'files:page', [where, ...order], b, () =>
    db
      .select({ ...fileColumns, counted: sql<number>`(select count(*) from (${matches()}) as counted)`.mapWith(Number), ...place })
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
      ? (await runPrepared(db, 'files:count', [where], b, () => db.select({ n: count().mapWith(Number) }).from(matches().as('counted'))))[0]!.n
      : 0
  const more = n > FILES_COUNT_LIMIT
  return ok(c, { ...listPage(rows.map((r) => fileView(r, r.userName)), more ? FILES_COUNT_LIMIT : n, q.page), ...(more ? { more } : {}), rights })
})

/** Every version of a file, newest first (the caller must see its folder). */
fileSystemRoutes.get('/api/FileSystem/GetVersions', requireFn(FM_FN), acceptsIds('id'), async (c) => {
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

// ---------------------------------------------------------------- folders

const folderBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  name: z
    .string({ error: '请输入文件夹名称' })
    .trim()
    .min(1, '请输入文件夹名称')
    .max(100, '文件夹名称不能超过100个字符')
    .regex(/^[^/\\:*?"<>|]+$/, '文件夹名称不能包含 / \\ : * ? " < > |'),
  file_type: z.string({ error: '请选择文件类型' }).trim().min(1, '请选择文件类型').max(30),
  parent_id: z.coerce.number().int().positive().optional().nullable(),
})

fileSystemRoutes.post('/api/FileSystem/SaveFolder', requireFn(FM_FN), accepts({ body: folderBody }), async (c) => {
  const input = await parseBody(c, folderBody)
  const db = c.get('db')
  const place = await placeAccess(c, input.file_type, input.parent_id)
  if (!place.rights.upload) refuse('无权限', 403)
  const actor = actorOf(c)
  const saved = await db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: fileFolder.id })
      .from(fileFolder)
      .where(and(eq(fileFolder.fileType, input.file_type), place.folderId ? eq(fileFolder.parentId, place.folderId) : isNull(fileFolder.parentId), eq(fileFolder.name, input.name), isNull(fileFolder.deletedAt)))
    if (same && same.id !== input.id) refuse('同一位置已有同名文件夹')
    if (input.id) {
      const [before] = await tx.select().from(fileFolder).where(and(eq(fileFolder.id, input.id), isNull(fileFolder.deletedAt)))
      if (!before || before.fileType !== input.file_type) refuse('文件夹不存在', 404)
      if (place.chain.some((f) => f.id === input.id)) refuse('不能把文件夹移到它自己里面')
      const [row] = await tx.update(fileFolder).set({ name: input.name, parentId: place.folderId }).where(eq(fileFolder.id, input.id)).returning()
      await writeAudit(tx, actor, { area: 'file', action: '修改', target: `文件夹 ${row!.name}`, targetId: row!.id, before, after: row })
      return row!
    }
    const [row] = await tx.insert(fileFolder).values({ name: input.name, fileType: input.file_type, parentId: place.folderId, createdBy: c.get('user').userid, createdAt: clock.now() }).returning()
    await writeAudit(tx, actor, { area: 'file', action: '新增', target: `文件夹 ${row!.name}`, targetId: row!.id, after: row })
    return row!
  })
  return ok(c, { id: saved.id, name: saved.name, file_type: saved.fileType, parent_id: saved.parentId }, '保存成功')
})

// ---------------------------------------------------------------- uploads and versions

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
fileSystemRoutes.post('/api/FileSystem/Upload', requireFn(FM_FN), accepts({ upload: uploadShape }), async (c) => {
  const body = await readBody(c)
  const target = await uploadTarget(c, body)
  const db = c.get('db')
  const files = filesOf(body)
  if (target.fileKey && files.length !== 1) refuse('新版本一次只能上传一个文件')
  const stored = await acceptFiles(c, files, undefined, Math.min(await maxUploadBytes(db), 20 * 1024 * 1024))
  const me = c.get('user')
  const actor = actorOf(c)
  const root = filesRoot(c.get('config'))
  const rows = await db.transaction(async (tx) => {
    const values = await holdBlobs(tx, root, stored)
    const out: FileRow[] = []
    for (const v of values) out.push(await addVersion(tx, { ...v, category: target.fileType, folderId: target.folderId, userid: me.userid }, target.fileKey))
    await writeAudit(tx, actor, { area: 'file', action: '上传', target: `文件 ${out.map((r) => `${r.fileName}（第${r.version}版）`).join('、')}`, targetId: out.map((r) => r.id).join(','), after: out })
    return out
  })
  return ok(c, rows.map((r) => fileView(r, me.UserName)), '上传成功')
})

/** Makes an older version current again, as a new version with its content (history kept). */
fileSystemRoutes.post('/api/FileSystem/RestoreVersion', requireFn(FM_FN), acceptsIds('id'), async (c) => {
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

// ---------------------------------------------------------------- preview and download

/** Inline PDF or image for holders of the preview (or download) right, any version. */
fileSystemRoutes.get('/api/FileSystem/Preview', requireFn(FM_FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件')
  const { row, rights } = await versionAccess(c, id)
  if (!rights.preview) refuse('无权限', 403)
  if (!PREVIEW_TYPES.test(row.contentType)) refuse('该类型的文件不能预览，仅支持PDF和图片')
  return streamFile(c, row, true)
})

/** The file as an attachment, only with the download right (any version). */
fileSystemRoutes.get('/api/FileSystem/Download', requireFn(FM_FN), acceptsIds('id'), async (c) => {
  const id = await idParam(c, 'id', '请选择文件')
  const { row, rights } = await versionAccess(c, id)
  if (!rights.download) refuse('无权限', 403)
  return streamFile(c, row, false)
})

// ---------------------------------------------------------------- delete, bin, restore, purge

fileSystemRoutes.post('/api/FileSystem/DelFile', requireFn(FM_FN), acceptsIds('id'), async (c) => {
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

fileSystemRoutes.post('/api/FileSystem/DelFolder', requireFn(FM_FN), acceptsIds('id'), async (c) => {
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
  const files = await db
    .select({ f: uploadedFile, by: deleter, versions: sql<number>`(select count(*)::int from uploaded_file v where v.file_key = ${uploadedFile.fileKey})` })
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

fileSystemRoutes.post('/api/FileSystem/GetRecycle', requireFn(BIN_FN), accepts({ body: listQuery }), async (c) => {
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
fileSystemRoutes.post('/api/FileSystem/Restore', requireFn(BIN_FN), accepts({ body: binBody }), async (c) => {
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
  const root = filesRoot(config)
  for (const hash of new Set(hashes)) await removeUnusedBlob(db, root, hash)
}

fileSystemRoutes.post('/api/FileSystem/Purge', requireFn(BIN_FN, 'delete'), accepts({ body: binBody }), async (c) => {
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
