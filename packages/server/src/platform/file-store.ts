import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, existsSync } from 'node:fs'
import { Readable } from 'node:stream'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import type { Context } from 'hono'
import type { ServerConfig } from '../config'
import type { AppEnv } from '../http/context'
import { refuse } from '../http/envelope'
import { contentDisposition } from '../http/content-disposition'
import { count, eq, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { uploadedFile } from './schema'

// Files on disk, by content: <SCM_DATA_DIR>/files/<hash[0:2]>/<hash>. The same bytes uploaded twice
// are stored once; rows in uploaded_file point at them. An in-memory database (tests) uses a temp folder.

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

/** Where the bytes live for this configuration. */
export function filesRoot(config: Pick<ServerConfig, 'dataDir'>): string {
  return config.dataDir === 'memory' ? join(tmpdir(), 'scm-files') : join(config.dataDir, 'files')
}

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

const blobPath = (root: string, hash: string) => join(root, hash.slice(0, 2), hash)

/** sha256 of a file on disk, read as a stream (a large upload never sits in memory). */
export function hashFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .once('error', reject)
      .once('end', () => resolve(hash.digest('hex')))
  })
}

/** Moves a finished file on disk (same file system) into the store by its content; answers the hash. */
export async function adoptBlob(root: string, path: string): Promise<string> {
  const hash = await hashFile(path)
  const target = blobPath(root, hash)
  if (existsSync(target)) {
    await rm(path, { force: true })
    return hash
  }
  await mkdir(join(root, hash.slice(0, 2)), { recursive: true })
  await rename(path, target)
  return hash
}

/**
 * The stored bytes streamed from disk (files of any size), `inline` for previews or as an
 * attachment; 404 when the bytes are gone.
 */
export async function streamFile(c: Context<AppEnv>, row: Pick<FileRow, 'hash' | 'fileName' | 'contentType'>, inline: boolean): Promise<Response> {
  if (!/^[0-9a-f]{64}$/.test(row.hash)) refuse('文件不存在', 404)
  const path = blobPath(filesRoot(c.get('config')), row.hash)
  const size = await stat(path).then((s) => s.size, () => -1)
  if (size < 0) refuse('文件不存在', 404)
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: {
      'Content-Type': row.contentType,
      'Content-Length': String(size),
      'Content-Disposition': contentDisposition(row.fileName, inline),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-cache',
    },
  })
}

/** Stores the bytes (once per content) and returns their hash. Written to a temp name, then renamed. */
export async function storeBlob(root: string, bytes: Uint8Array): Promise<string> {
  const hash = sha256(bytes)
  const target = blobPath(root, hash)
  if (existsSync(target)) return hash
  await mkdir(join(root, hash.slice(0, 2)), { recursive: true })
  const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
  await writeFile(temp, bytes)
  await rename(temp, target)
  return hash
}

export async function readBlob(root: string, hash: string): Promise<Uint8Array | null> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return null
  try {
    return await readFile(blobPath(root, hash))
  } catch {
    return null
  }
}

export async function removeBlob(root: string, hash: string): Promise<void> {
  if (!/^[0-9a-f]{64}$/.test(hash)) return
  await rm(blobPath(root, hash), { force: true })
}

/** Names the files on the `file` field(s) of a multipart body. */
export function filesOf(body: Record<string, unknown>, field = 'file'): File[] {
  const value = body[field] ?? body[`${field}[]`] ?? body.files
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return list.filter((v): v is File => v instanceof File)
}

type FileRow = typeof uploadedFile.$inferSelect

/** The stored bytes of a file row the caller was allowed to read (404 when the bytes are gone). */
export async function fileResponse(c: Context<AppEnv>, row: FileRow): Promise<Response> {
  const bytes = await readBlob(filesRoot(c.get('config')), row.hash)
  if (!bytes) refuse('文件不存在', 404)
  c.header('Content-Type', row.contentType)
  c.header('Content-Disposition', contentDisposition(row.fileName, row.contentType.startsWith('image/') || row.contentType === 'application/pdf'))
  c.header('X-Content-Type-Options', 'nosniff')
  c.header('Cache-Control', 'private, no-cache')
  return c.body(bytes as Uint8Array<ArrayBuffer>)
}

/** Checks and stores uploaded files; the rows are written by the caller (inside its transaction). */
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
  const root = filesRoot(c.get('config'))
  const stored = []
  for (const file of files) {
    const bytes = new Uint8Array(await file.arrayBuffer())
    stored.push({ fileName: file.name, fileSize: bytes.byteLength, contentType: allowed[extensionOf(file.name)]!, hash: await storeBlob(root, bytes), bytes })
  }
  return stored
}

// One lock per content hash (namespace, hashtext): a row pointing at the bytes and the removal of
// the bytes never interleave.
const BLOB_LOCK = 736402028
export const lockBlob = (tx: Db, hash: string) => tx.execute(sql`select pg_advisory_xact_lock(${BLOB_LOCK}, hashtext(${hash}))`)

/**
 * Call in the transaction that inserts the rows of `stored`: holds each hash's lock until commit and
 * writes the bytes again if a concurrent delete removed them after acceptFiles stored them.
 * Answers the row values (without the bytes).
 */
export async function holdBlobs(tx: Db, root: string, stored: Awaited<ReturnType<typeof acceptFiles>>) {
  for (const s of stored) {
    await lockBlob(tx, s.hash)
    await storeBlob(root, s.bytes)
  }
  return stored.map(({ bytes: _b, ...row }) => row)
}

/** After the deleting transaction commits: removes the bytes when no row points at them any more. */
export async function removeUnusedBlob(db: Db, root: string, hash: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBlob(tx, hash)
    const [left] = await tx.select({ n: count().mapWith(Number) }).from(uploadedFile).where(eq(uploadedFile.hash, hash))
    if (!left?.n) await removeBlob(root, hash)
  })
}

/** A one-page PDF saying which file it stands for (demo files open in the browser's viewer). */
export function demoPdf(text: string): Uint8Array {
  const safe = text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '')
  const stream = `BT /F1 14 Tf 72 760 Td (${safe}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let pdf = '%PDF-1.4\n'
  const offsets = objects.map((body, i) => {
    const at = pdf.length
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`
    return at
  })
  const xref = pdf.length
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(pdf)
}
