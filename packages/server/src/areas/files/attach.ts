// Files attached to records of other areas (mail, bulletins): who may attach them, how they show.
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { uploadedFile } from '../../platform/schema'

/** The ids among fileIds the user uploaded himself (the files anyone may attach). */
export async function ownUploads(db: Db, userid: number, fileIds: number[]): Promise<Set<number>> {
  if (!fileIds.length) return new Set()
  const rows = await db
    .select({ id: uploadedFile.id })
    .from(uploadedFile)
    .where(and(inArray(uploadedFile.id, fileIds), eq(uploadedFile.userid, userid)))
  return new Set(rows.map((r) => r.id))
}

/** An attachment as details list it (join uploaded_file). */
export const attachmentColumns = {
  file_id: uploadedFile.id,
  file_name: uploadedFile.fileName,
  file_size: uploadedFile.fileSize,
  content_type: uploadedFile.contentType,
}
