import { Readable } from 'node:stream'
import type { Context } from 'hono'
import parseRange from 'range-parser'
import type { AppEnv } from '../../http/context'
import { fail, refuse } from '../../http/envelope'
import { contentDisposition } from '../../http/content-disposition'
import type { uploadedFile } from '../schema'
import { fileStoreOf } from './of-config'
import { isHash, type ByteRange } from './store'

// A stored file as the answer to a checked call (the caller's right to it decided before): streamed
// from whichever backend holds it, whole or a byte range (RFC 9110 §14: a PDF viewer or a player
// asks for parts; a broken download resumes). The ETag is the content's hash, so If-Range is exact.

type FileRow = Pick<typeof uploadedFile.$inferSelect, 'hash' | 'fileName' | 'contentType'>

/**
 * The range asked for, when there is exactly one and it still applies (If-Range names this
 * content); `null` serves the whole file (no Range, several ranges, or one not understood, as the
 * RFC allows); 'unsatisfiable' when it lies wholly past the end.
 */
function rangeOf(c: Context<AppEnv>, size: number, etag: string): ByteRange | null | 'unsatisfiable' {
  const header = c.req.header('Range')
  if (!header) return null
  const ifRange = c.req.header('If-Range')
  if (ifRange && ifRange !== etag) return null
  const ranges = parseRange(size, header, { combine: true })
  if (ranges === -1) return 'unsatisfiable'
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null
  return ranges[0]!
}

/** The stored bytes, `inline` for previews or as an attachment; 404 when the bytes are gone, 206 for a range. */
export async function streamFile(c: Context<AppEnv>, row: FileRow, inline: boolean): Promise<Response> {
  if (!isHash(row.hash)) refuse('文件不存在', 404)
  const store = fileStoreOf(c.get('config'))
  const size = await store.size(row.hash)
  if (size === null) refuse('文件不存在', 404)
  const etag = `"${row.hash}"`
  const range = rangeOf(c, size, etag)
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`)
    return fail(c, `请求的字节范围超出文件大小（共 ${size} 字节）`, 416)
  }
  const body = await store.read(row.hash, range ?? undefined)
  if (!body) refuse('文件不存在', 404)
  const headers: Record<string, string> = {
    'Content-Type': row.contentType,
    'Content-Length': String(range ? range.end - range.start + 1 : size),
    'Content-Disposition': contentDisposition(row.fileName, inline),
    'Accept-Ranges': 'bytes',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-cache',
  }
  if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`
  return new Response(Readable.toWeb(body) as ReadableStream, { status: range ? 206 : 200, headers })
}

/** An attachment's bytes for a caller allowed to read it: images and PDFs inline, the rest as a download. */
export function fileResponse(c: Context<AppEnv>, row: FileRow): Promise<Response> {
  return streamFile(c, row, row.contentType.startsWith('image/') || row.contentType === 'application/pdf')
}
