import { extname } from 'node:path'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/context'
import { refuse } from '../../http/envelope'
import { fileStoreOf } from './of-config'

// Plain (multipart form) uploads: what may be uploaded, and the checks every upload call makes
// before its bytes go into the store.

export const MAX_FILE_BYTES = 20 * 1024 * 1024
export const MAX_FILES_PER_CALL = 10
/** Avatars are uploaded only through /api/MySelf/UploadAvatar (images ≤ 2 MB), never as plain uploads. */
export const AVATAR_CATEGORY = 'avatar'

/** Allowed extensions and the content type each is served with. */
export const FILE_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.doc': 'application/msword',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xls': 'application/vnd.ms-excel',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.ppt': 'application/vnd.ms-powerpoint',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.zip': 'application/zip',
  '.rar': 'application/vnd.rar',
  '.7z': 'application/x-7z-compressed',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.bmp': 'image/bmp',
  '.webp': 'image/webp',
  '.dwg': 'application/acad',
}

export const IMAGE_TYPES = ['.png', '.jpg', '.jpeg', '.gif', '.webp']

export function extensionOf(fileName: string): string {
  return extname(fileName).toLowerCase()
}

/** Names the files on the `file` field(s) of a multipart body. */
export function filesOf(body: Record<string, unknown>, field = 'file'): File[] {
  const value = body[field] ?? body[`${field}[]`] ?? body.files
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return list.filter((v): v is File => v instanceof File)
}

/** Checks and stores uploaded files; the rows are written by the caller (inside its transaction, with holdBlobs). */
export async function acceptFiles(c: Context<AppEnv>, files: File[], allowed: Record<string, string> = FILE_TYPES, maxBytes = MAX_FILE_BYTES) {
  if (!files.length) refuse('请选择要上传的文件')
  if (files.length > MAX_FILES_PER_CALL) refuse(`一次最多上传${MAX_FILES_PER_CALL}个文件`)
  for (const file of files) {
    const name = file.name || '未命名文件'
    if (name.length > 255) refuse('文件名不能超过255个字符')
    if (!allowed[extensionOf(name)]) refuse(`文件“${name}”的类型不允许上传`)
    if (file.size === 0) refuse(`文件“${name}”为空`)
    if (file.size > maxBytes) refuse(`文件“${name}”超过${Math.round(maxBytes / 1024 / 1024)}MB`)
  }
  const store = fileStoreOf(c.get('config'))
  const stored = []
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    stored.push({ fileName: file.name, fileSize: bytes.byteLength, contentType: allowed[extensionOf(file.name)]!, hash: await store.put(bytes), bytes })
  }
  return stored
}

export type AcceptedFile = Awaited<ReturnType<typeof acceptFiles>>[number]
