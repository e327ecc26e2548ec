// File operation rights (文件操作权限, /sysmanage/operation_authority): what a user may do with the
// files of a category (a file system type's code) or of a file system folder, read by every area
// that serves files.
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { isAdmin } from './admins'
import { operationAuthority } from './file-rights-schema'

export interface FileRights {
  view: boolean
  /** Inline preview (PDF, images) without downloading. */
  preview: boolean
  download: boolean
  upload: boolean
  delete: boolean
  /** Remove from the recycle bin for good. */
  purge: boolean
}

export const ALL_FILE_RIGHTS: FileRights = { view: true, preview: true, download: true, upload: true, delete: true, purge: true }

const subjectKeys = (user: CurrentUser) => [`user:${user.userid}`, ...user.roles.map((r) => `role:${r}`)]

/**
 * What the user may do with files of a category (and, in the file system, of a folder and its
 * ancestors `folderIds`): the union of his roles' and his own rows. Admin: all.
 */
export async function fileRightsOf(db: Db, user: CurrentUser, category: string, folderIds: readonly number[] = []): Promise<FileRights> {
  if (isAdmin(user)) return { ...ALL_FILE_RIGHTS }
  const rows = await db
    .select()
    .from(operationAuthority)
    .where(
      and(
        inArray(operationAuthority.subjectKey, subjectKeys(user)),
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

/** The caller's rights rows (role and own), for deciding many categories/folders at once. */
export async function fileRightRowsOf(db: Db, user: CurrentUser) {
  return db.select().from(operationAuthority).where(inArray(operationAuthority.subjectKey, subjectKeys(user)))
}

/** Categories whose files of other users the caller may see: 'all', or the list (admin: all). */
export async function viewableCategories(db: Db, user: CurrentUser): Promise<'all' | string[]> {
  if (isAdmin(user)) return 'all'
  const rows = await db
    .select({ category: operationAuthority.category })
    .from(operationAuthority)
    .where(and(inArray(operationAuthority.subjectKey, subjectKeys(user)), eq(operationAuthority.canView, true), eq(operationAuthority.folderId, 0)))
  return rows.some((r) => r.category === '') ? 'all' : [...new Set(rows.map((r) => r.category))]
}
