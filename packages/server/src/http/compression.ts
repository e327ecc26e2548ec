import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

// Answers compressed on the fly: JSON, HTML and other text over COMPRESS_THRESHOLD, by Hono's
// maintained compress middleware. It gzips (deflate when only that is accepted) through Node's
// CompressionStream, which on Node 20 knows no brotli: the built scripts and styles are sent as
// brotli from the copies compressed at build (assets.ts), answers are small enough that gzip's
// few per cent more cost less than compressing brotli in JavaScript on every answer.
//
// Left as they are: answers already encoded (the build's .br / .gz), files and exports
// (Content-Disposition: they stream from disk or from the database as produced, and their types
// are mostly compressed already: xlsx, zip, pdf, images), tus upload calls, ranges (206),
// Server-Sent Events (Hono's list of compressible types leaves them out), HEAD, no-transform.

/** Smaller answers go out as they are: compression gains less than it costs. */
export const COMPRESS_THRESHOLD = 1024

const done = async () => {}

/** Whether the answer is text the client reads whole, not a file, an upload call or a part. */
function compressible(c: Context): boolean {
  const res = c.res
  const type = res.headers.get('Content-Type')
  return (
    !!res.body &&
    res.status !== 206 &&
    c.req.method !== 'HEAD' &&
    !res.headers.has('Content-Encoding') &&
    !res.headers.has('Content-Disposition') &&
    !res.headers.has('Tus-Resumable') &&
    !!type &&
    COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) &&
    !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('Cache-Control') ?? '')
  )
}

/**
 * Gives an answer of unknown length (c.json, c.html: no Content-Length) the length of its first
 * `limit` bytes: read up to there, the answer is either whole (small: it goes out as it is, with
 * its length) or known to be large, and its stream goes on from where it was read. Hono's compress
 * applies its threshold only to answers that carry a length.
 */
async function measure(c: Context, limit: number): Promise<'small' | 'large'> {
  const res = c.res
  const length = res.headers.get('Content-Length')
  if (length !== null) return Number(length) < limit ? 'small' : 'large'
  const reader = res.body!.getReader()
  const head: Uint8Array[] = []
  let size = 0
  while (size < limit) {
    const { done: ended, value } = await reader.read()
    if (ended) {
      const whole = new Uint8Array(size)
      head.reduce((at, part) => (whole.set(part, at), at + part.byteLength), 0)
      c.res = new Response(whole, res)
      c.res.headers.set('Content-Length', String(size))
      return 'small'
    }
    head.push(value)
    size += value.byteLength
  }
  const rest = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of head) controller.enqueue(part)
    },
    async pull(controller) {
      const { done: ended, value } = await reader.read()
      if (ended) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  c.res = new Response(rest, res)
  return 'large'
}

/** Compresses the text answers over COMPRESS_THRESHOLD for the clients that accept gzip or deflate. */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress({ threshold: COMPRESS_THRESHOLD })
  return async (c, next) => {
    await next()
    if (!compressible(c) || (await measure(c, COMPRESS_THRESHOLD)) === 'small') return
    // chosen by Accept-Encoding from here on, whatever this client sent: shared caches must key on it
    c.res.headers.append('Vary', 'Accept-Encoding')
    await gzip(c, done)
    // the compressed bytes are another representation: the file's strong ETag no longer names them
    const etag = c.res.headers.get('ETag')
    if (c.res.headers.has('Content-Encoding') && etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
  }
}
