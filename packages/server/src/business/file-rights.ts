// File operation rights (文件操作权限, /sysmanage/operation_authority): what a user may do with the
// files of a category (a file system type's code) or of a file system folder, read by every area
// that serves files.
import type { FsRights } from '@scm/core/business'
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db'
import { Binds, runPrepared } from '../db/statements'
import type { CurrentUser } from '../http/context'
import { isAdmin } from '../platform/admins'
import { operationAuthority } from './file-rights-schema'

export const ALL_FILE_RIGHTS: FsRights = { view: true, preview: true, download: true, upload: true, delete: true, purge: true }

/** Whose rows apply to a user: his own and his roles'. */
export const subjectKeysOf = (user: CurrentUser) => [`user:${user.userid}`, ...user.roles.map((r) => `role:${r}`)]

/**
 * What the user may do with files of a category (and, in the file system, of a folder and its
 * ancestors `folderIds`): the union of his roles' and his own rows. Admin: all.
 */
export async function fileRightsOf(db: Db, user: CurrentUser, category: string, folderIds: readonly number[] = []): Promise<FsRights> {
  if (isAdmin(user)) return { ...ALL_FILE_RIGHTS }
  const rows = await db
    .select()
    .from(operationAuthority)
    .where(
      and(
        inArray(operationAuthority.subjectKey, subjectKeysOf(user)),
        or(
          and(eq(operationAuthority.folderId, 0), or(eq(operationAuthority.category, category), eq(operationAuthority.category, ''))),
          folderIds.length ? inArray(operationAuthority.folderId, [...folderIds]) : undefined,
        ),
      ),
    )
  return {
    view: rows.some((r) => r.canView),
    preview: rows.some((r) => r.canPreview || r.canDownload),
    download: rows.some((r) => r.canDownload),
    upload: rows.some((r) => r.canUpload),
    delete: rows.some((r) => r.canDelete),
    purge: rows.some((r) => r.canPurge),
  }
}

/** One rights row of the caller (his roles' or his own), as deciding a place needs it. */
export interface FileRightRow {
  category: string
  /** 0 = the whole category */
  folderId: number
  canView: boolean
  canPreview: boolean
  canDownload: boolean
  canUpload: boolean
  canDelete: boolean
  canPurge: boolean
}

/**
 * The caller's rights rows as JSON text (a scalar subquery): read on every file call, so a listing
 * carries them in its own statement instead of a round trip of their own. `subjects`: the bound
 * subject keys (subjectKeysOf).
 */
export function fileRightRowsJson(subjects: unknown): SQL<string> {
  const r = operationAuthority
  return sql<string>`(select coalesce(json_agg(json_build_object('category', ${r.category}, 'folderId', ${r.folderId}, 'canView', ${r.canView}, 'canPreview', ${r.canPreview},
    'canDownload', ${r.canDownload}, 'canUpload', ${r.canUpload}, 'canDelete', ${r.canDelete}, 'canPurge', ${r.canPurge})), '[]')::text
    from ${r} where ${r.subjectKey} = any(${subjects}))`
}

/** The caller's rights rows (role and own), for deciding many categories/folders at once (prepared once). */
export async function fileRightRowsOf(db: Db, user: CurrentUser): Promise<FileRightRow[]> {
  const b = new Binds()
  const subjects = b.bind(subjectKeysOf(user))
  const [row] = await runPrepared(db, 'file-rights:rows', [], b, () => db.select({ rows: fileRightRowsJson(subjects) }).from(sql`(values (1)) as one`))
  return JSON.parse(row?.rows ?? '[]') as FileRightRow[]
}

/** Categories whose files of other users the caller may see: 'all', or the list (admin: all). */
export async function viewableCategories(db: Db, user: CurrentUser): Promise<'all' | string[]> {
  if (isAdmin(user)) return 'all'
  const rows = await db
    .select({ category: operationAuthority.category })
    .from(operationAuthority)
    .where(and(inArray(operationAuthority.subjectKey, subjectKeysOf(user)), eq(operationAuthority.canView, true), eq(operationAuthority.folderId, 0)))
  return rows.some((r) => r.category === '') ? 'all' : [...new Set(rows.map((r) => r.category))]
}
