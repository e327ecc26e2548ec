import type { Context } from 'hono'
import { and, eq, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { FsRights } from '@scm/core/business'
import type { Db } from '../../db'
import { Binds, runPrepared } from '../../db/statements'
import type { AppEnv, CurrentUser } from '../../http/context'
import { refuse } from '../../http/envelope'
import { dateTimeText } from '../../http/dates'
import { isAdmin } from '../../platform/admins'
import { ALL_FILE_RIGHTS, fileRightRowsJson, fileRightRowsOf, subjectKeysOf, type FileRightRow } from '../../business/file-rights'
import { fileFolder, uploadedFile } from '../../platform/schema'

// The product file system (/fileSystem): folders by file type, files with versions, previews,
// rights per type or folder (operation_authority) checked on every call, and the recycle bin.
// This module holds what its routes share: the functions and parameters, the rights decided over a
// type or a folder chain, where a folder or a file is, and a file as the screens show it.

export const FM_FN = 'fileSystem_fileManage'
export const BIN_FN = 'fileSystem_recycle'
/** System parameters: the largest upload (MB) and the days items stay in the bin. */
export const FS_MAX_UPLOAD_PARAM = 'fs_max_upload_mb'
export const FS_RETENTION_PARAM = 'fs_recycle_days'
export const FS_PARAMS = [
  { key: FS_MAX_UPLOAD_PARAM, value: '2048', description: '文件系统单个文件上传上限（MB）' },
  { key: FS_RETENTION_PARAM, value: '30', description: '回收站保留天数，超过后自动彻底删除' },
]

export const PREVIEW_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp|bmp))$/

export type FileRow = typeof uploadedFile.$inferSelect
export type FolderRow = typeof fileFolder.$inferSelect

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
export function folderChainJson(id: unknown): SQL<string> {
  return sql<string>`(with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from file_folder where id = ${id}
      union all select f.id, f.parent_id, chain.depth + 1 from file_folder f join chain on f.id = chain.parent_id where chain.depth < 50
    ) select coalesce(json_agg(json_build_object('id', f.id, 'name', f.name, 'fileType', f.file_type, 'parentId', f.parent_id, 'createdAt', f.created_at,
      'deletedAt', f.deleted_at, 'deletedFrom', f.deleted_from) order by chain.depth desc), '[]')::text from chain join file_folder f on f.id = chain.id)`
}

export function chainOf(json: string): FolderRow[] {
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

export async function folderChain(db: Db, id: number): Promise<FolderRow[]> {
  const b = new Binds()
  const folder = b.bind(id)
  const [row] = await runPrepared(db, 'files:folder-chain', [], b, () => db.select({ chain: folderChainJson(folder) }).from(sql`(values (1)) as one`))
  return chainOf(row!.chain)
}

/** The rows of a raw query (PGlite and node-postgres answer alike). */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[]
}

export interface FileType {
  code: string
  name: string
}

/** The file types (fs_file_type, the resource kit's table), enabled ones only if asked, in their order. */
export async function fileTypes(db: Db, enabledOnly = false): Promise<FileType[]> {
  return rowsOf<FileType>(await db.execute(sql`select code, name from fs_file_type ${enabledOnly ? sql`where enabled is not false` : sql``} order by sort_no, code`))
}

export const pathOf = (typeName: string, chain: FolderRow[]) => [typeName, ...chain.map((f) => f.name)].join(' / ')

export async function typeOf(db: Db, code: string): Promise<FileType | undefined> {
  return (await fileTypes(db)).find((t) => t.code === code)
}

/** An available folder (none in the bin) with the caller's rights there; 404 when gone. */
export async function folderAccess(c: Context<AppEnv>, id: number) {
  const { chain, rows } = await folderPlace(c.get('db'), c.get('user'), id)
  return decideFolder(c.get('user'), chain, rows)
}

export function decideFolder(user: CurrentUser, chain: FolderRow[], rows: FileRightRow[]) {
  if (!chain.length || chain.some((f) => f.deletedAt)) refuse('文件夹不存在', 404)
  const folder = chain[chain.length - 1]!
  const rights = rightsFrom(user, rows, folder.fileType, chain.map((f) => f.id))
  if (!rights.view) refuse('文件夹不存在', 404)
  return { folder, chain, rights }
}

/** Where a file lives: its type and folder (null = the type's top level) and the caller's rights there. */
export async function placeAccess(c: Context<AppEnv>, fileType: string, folderId: number | null | undefined) {
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
export async function versionAccess(c: Context<AppEnv>, id: number) {
  const [row] = await c.get('db').select().from(uploadedFile).where(and(eq(uploadedFile.id, id), isNotNull(uploadedFile.fileKey)))
  // not allowed answers like missing: file ids are not confirmed to outsiders
  if (!row || row.deletedAt) refuse('文件不存在', 404)
  const place = await placeAccess(c, row.category, row.folderId).catch(() => refuse('文件不存在', 404))
  return { row, rights: place.rights, chain: place.chain }
}

// ---------------------------------------------------------------- views

/** A file (version) as the screens show it. */
type FileShown = Pick<FileRow, 'id' | 'fileKey' | 'fileName' | 'category' | 'folderId' | 'version' | 'isCurrent' | 'fileSize' | 'contentType' | 'hash' | 'userid' | 'createdAt'>

export function fileView(row: FileShown, userName: string | null) {
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
