// File operation rights (文件操作权限, /sysmanage/operation_authority): what a user may do with the
// files of a category, read by every area that serves files.
import { and, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { isAdmin } from './admins'
import { operationAuthority } from './file-rights-schema'

export interface FileRights {
  view: boolean
  download: boolean
  upload: boolean
  delete: boolean
}

/** What the user may do with files of a category: the union of his roles' and his own rows. Admin: all. */
export async function fileRightsOf(db: Db, user: CurrentUser, category: string): Promise<FileRights> {
  if (isAdmin(user)) return { view: true, download: true, upload: true, delete: true }
  const keys = [`user:${user.userid}`, ...user.roles.map((r) => `role:${r}`)]
  const rows = await db
    .select()
    .from(operationAuthority)
    .where(and(inArray(operationAuthority.subjectKey, keys), or(eq(operationAuthority.category, category), eq(operationAuthority.category, ''))))
  return {
    view: rows.some((r) => r.canView),
    download: rows.some((r) => r.canDownload),
    upload: rows.some((r) => r.canUpload),
    delete: rows.some((r) => r.canDelete),
  }
}

/** Categories whose files of other users the caller may see: 'all', or the list (admin: all). */
export async function viewableCategories(db: Db, user: CurrentUser): Promise<'all' | string[]> {
  if (isAdmin(user)) return 'all'
  const keys = [`user:${user.userid}`, ...user.roles.map((r) => `role:${r}`)]
  const rows = await db
    .select({ category: operationAuthority.category })
    .from(operationAuthority)
    .where(and(inArray(operationAuthority.subjectKey, keys), eq(operationAuthority.canView, true)))
  return rows.some((r) => r.category === '') ? 'all' : [...new Set(rows.map((r) => r.category))]
}
