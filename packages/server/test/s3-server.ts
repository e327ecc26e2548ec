import { mkdtempSync, rmSync } from 'node:fs'
import { readdir, readFile, rm, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'

// The S3-compatible server the file-store tests start themselves: npm's s3rver 3.7.1 (Node, no
// binary, no network beyond loopback) on 127.0.0.1 and a port the kernel picks, keeping its bucket
// in a temp folder. Neither Debian nor npm has MinIO, SeaweedFS or Garage; npm's other S3 servers
// need Node 22 (fauxqs) or 24 (@20minutes/s3rver) and lack the same calls.
//
// s3rver does multipart uploads as lib-storage makes them (CreateMultipartUpload, UploadPart,
// CompleteMultipartUpload), CopyObject, ranged GetObject and ListObjectsV2, but not three calls
// @tus/s3-store makes: ListParts (every HEAD and PATCH of a tus upload asks which parts are in),
// AbortMultipartUpload (a cancelled upload) and ListMultipartUploads (expiry). They are added here,
// ahead of its router, over s3rver's own record of an upload (<bucket>/._S3rver_uploads/<uploadId>/:
// the key, then each part as <n> with its MD5 in <n>.md5), answered in S3's XML by s3rver's encoder.
// One quirk left as it is: s3rver answers `Range: bytes=0-0` with the whole object (its
// `end || Infinity`); S3 does not, so the tests ask for other ranges.

const require = createRequire(import.meta.url)
const S3Error = require('s3rver/lib/models/error') as new (code: string, message: string) => Error

export const TEST_BUCKET = 'scm-test'
export const TEST_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

interface S3rverContext {
  method: string
  path: string
  query: Record<string, string | undefined>
  status: number
  body: unknown
  store: { getResourcePath(bucket: string, key: string | undefined, resource: string): string }
}

const uploadsDir = (ctx: S3rverContext, bucket: string) => ctx.store.getResourcePath(bucket, undefined, 'uploads')

async function parts(dir: string, after: number) {
  const names = (await readdir(dir))
    .filter((n) => /^\d+$/.test(n))
    .map(Number)
    .filter((n) => n > after)
    .sort((a, b) => a - b)
  return Promise.all(names.map(async (n) => ({ PartNumber: n, ETag: JSON.stringify((await readFile(join(dir, `${n}.md5`), 'utf8')).trim()), Size: (await stat(join(dir, String(n)))).size })))
}

/** ListParts, AbortMultipartUpload and ListMultipartUploads, which s3rver lacks. */
async function multipartCalls(ctx: S3rverContext, next: () => Promise<void>) {
  const [, bucket = '', ...rest] = ctx.path.split('/')
  const key = decodeURIComponent(rest.join('/'))
  const uploadId = ctx.query.uploadId
  if (key && uploadId !== undefined && (ctx.method === 'GET' || ctx.method === 'DELETE')) {
    const dir = join(uploadsDir(ctx, bucket), uploadId)
    if (!/^[0-9a-f]+$/.test(uploadId) || !(await stat(dir).catch(() => null))) throw new S3Error('NoSuchUpload', 'The specified upload does not exist.')
    if (ctx.method === 'DELETE') {
      await rm(dir, { recursive: true, force: true })
      ctx.status = 204
      return
    }
    ctx.body = { ListPartsResult: { Bucket: bucket, Key: key, UploadId: uploadId, MaxParts: 10000, IsTruncated: false, Part: await parts(dir, Number(ctx.query['part-number-marker'] ?? 0)) } }
    return
  }
  if (!key && ctx.method === 'GET' && ctx.query.uploads !== undefined) {
    const ids = await readdir(uploadsDir(ctx, bucket)).catch(() => [] as string[])
    const Upload = await Promise.all(
      ids.map(async (id) => ({
        Key: await readFile(join(uploadsDir(ctx, bucket), id, 'key'), 'utf8'),
        UploadId: id,
        Initiated: (await stat(join(uploadsDir(ctx, bucket), id))).birthtime.toISOString(),
      })),
    )
    ctx.body = { ListMultipartUploadsResult: { Bucket: bucket, IsTruncated: false, Upload } }
    return
  }
  await next()
}

export interface TestS3 {
  /** SCM_FILES_URL of the test bucket (under `prefix`). */
  url(prefix?: string): string
  endpoint: string
  close(): Promise<void>
}

/** Starts s3rver with the test bucket; close() stops it and removes its folder. */
export async function startS3Server(): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'scm-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] })
  // ahead of s3rver's router (its last middleware), after its XML encoder
  const stack = (server as unknown as { middleware: unknown[] }).middleware
  stack.splice(stack.length - 1, 0, multipartCalls)
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    url: (prefix = '') => `s3://${TEST_KEYS.accessKeyId}:${TEST_KEYS.secretAccessKey}@${TEST_BUCKET}${prefix ? `/${prefix}` : ''}?endpoint=${endpoint}&region=us-east-1`,
    async close() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
