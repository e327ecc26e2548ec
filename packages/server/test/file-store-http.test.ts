import { randomBytes } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { BucketFileStore, demoPdf, DiskFileStore, fileStoreOf, sha256 } from '../src/platform/file-store'
import { createTestApp, login, type TestApp } from './helpers'
import { startS3Server, type TestS3 } from './s3-server'

// The file system through HTTP on each file-store backend (the data folder; an S3 bucket served by
// s3rver, test/s3-server.ts): upload, a new version, download whole and by range, preview against
// download rights, the recycle bin and a purge that removes the bytes, and a resumable (tus) upload
// that leaves nothing of itself behind in the store.

let s3: TestS3
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3?.close()
})

const backends: [string, () => string | undefined][] = [
  ['the data folder', () => undefined],
  ['an S3 bucket', () => s3.url('portal')],
]

describe.each(backends)('files in %s', (_name, filesUrl) => {
  let t: TestApp
  const tokens: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp({ filesUrl: filesUrl() })
    for (const user of ['qe01', 'tech01']) tokens[user] = await login(t.app, user)
  })
  afterAll(async () => {
    await t?.close()
  })
  const store = () => fileStoreOf(t.config)
  const call = (user: string, path: string, init: RequestInit & { headers?: Record<string, string> } = {}) =>
    t.app.request(path, { ...init, headers: { Authorization: `Bearer ${tokens[user]}`, ...init.headers } })
  const post = async (user: string, path: string, body: unknown) => (await call(user, path, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })).json()
  const chassis = async () => {
    const types = (await (await call('qe01', '/api/FileSystem/GetTree')).json()).Data as { folders: { id: number; name: string }[] }[]
    return types.flatMap((type) => type.folders).find((f) => f.name === '底盘')!.id
  }
  const upload = async (fields: Record<string, string | number>, name: string, bytes: Uint8Array) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.append(k, String(v))
    form.append('file', new File([bytes as BlobPart], name))
    const res = await call('qe01', '/api/FileSystem/Upload', { method: 'POST', body: form })
    const body = await res.json()
    expect(res.status, body.Msg).toBe(200)
    return body.Data[0] as { id: number; file_key: number; version: number; hash: string; file_size: number }
  }
  const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer())
  /** A PDF of its own (the run's random bytes inside): no other row shares its content. */
  const uniquePdf = (label: string) => new Uint8Array(Buffer.concat([demoPdf(label), Buffer.from(`%${randomBytes(200).toString('hex')}\n`)]))

  it('uploads a file and a new version; both download whole, from the store of this backend', async () => {
    const folder = await chassis()
    const v1 = uniquePdf('bracket V1')
    const first = await upload({ file_type: '01', folder_id: folder }, '后桥支架.pdf', v1)
    expect(first).toMatchObject({ version: 1, hash: sha256(v1), file_size: v1.byteLength })
    expect(await store().has(first.hash)).toBe(true)
    const v2 = uniquePdf('bracket V2')
    const second = await upload({ file_key: first.file_key }, '后桥支架.pdf', v2)
    expect(second).toMatchObject({ version: 2, file_key: first.file_key, hash: sha256(v2) })

    const current = await call('qe01', `/api/FileSystem/Download?id=${second.id}`)
    expect(current.status).toBe(200)
    expect(current.headers.get('content-length')).toBe(String(v2.byteLength))
    expect(current.headers.get('accept-ranges')).toBe('bytes')
    expect(current.headers.get('content-disposition')).toMatch(/^attachment;/)
    // a streamed answer still carries what the app adds to every answer
    expect(current.headers.get('x-request-id')).toBeTruthy()
    expect(current.headers.get('x-content-type-options')).toBe('nosniff')
    expect(sha256(await bytesOf(current))).toBe(sha256(v2))
    const old = await call('qe01', `/api/FileSystem/Download?id=${first.id}`)
    expect(sha256(await bytesOf(old))).toBe(sha256(v1))
  })

  it('answers byte ranges (206), refuses one past the end (416) and ignores a range for other content (If-Range)', async () => {
    const bytes = uniquePdf('ranges')
    const file = await upload({ file_type: '01', folder_id: await chassis() }, '范围下载.pdf', bytes)
    const size = bytes.byteLength
    const download = (headers: Record<string, string>) => call('qe01', `/api/FileSystem/Download?id=${file.id}`, { headers })

    const part = await download({ Range: 'bytes=10-19' })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${size}`)
    expect(part.headers.get('content-length')).toBe('10')
    expect(await bytesOf(part)).toEqual(bytes.subarray(10, 20))
    // the last bytes, and from an offset to the end (a resumed download)
    const tail = await download({ Range: 'bytes=-7' })
    expect([tail.status, tail.headers.get('content-range')]).toEqual([206, `bytes ${size - 7}-${size - 1}/${size}`])
    expect(await bytesOf(tail)).toEqual(bytes.subarray(size - 7))
    const rest = await download({ Range: `bytes=${size - 100}-`, 'If-Range': `"${file.hash}"` })
    expect(rest.status).toBe(206)
    expect(await bytesOf(rest)).toEqual(bytes.subarray(size - 100))

    const past = await download({ Range: `bytes=${size}-${size + 10}` })
    expect(past.status).toBe(416)
    expect(past.headers.get('content-range')).toBe(`bytes */${size}`)
    expect((await past.json()).Msg).toBe(`请求的字节范围超出文件大小（共 ${size} 字节）`)
    // a range for content that has changed since (another ETag) gets the whole file
    const stale = await download({ Range: 'bytes=0-9', 'If-Range': `"${'0'.repeat(64)}"` })
    expect(stale.status).toBe(200)
    expect(await bytesOf(stale)).toEqual(bytes)
    // what is not a byte range is ignored, as HTTP allows
    expect((await download({ Range: 'pages=1-2' })).status).toBe(200)
  })

  it('previews for a user with the preview right (ranges too) and refuses his download', async () => {
    const bytes = uniquePdf('preview')
    const file = await upload({ file_type: '01', folder_id: await chassis() }, '预览图纸.pdf', bytes)
    const preview = await call('tech01', `/api/FileSystem/Preview?id=${file.id}`)
    expect(preview.status).toBe(200)
    expect(preview.headers.get('content-type')).toBe('application/pdf')
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/)
    expect(await bytesOf(preview)).toEqual(bytes)
    const part = await call('tech01', `/api/FileSystem/Preview?id=${file.id}`, { headers: { Range: 'bytes=0-7' } })
    expect(part.status).toBe(206)
    expect(new TextDecoder().decode(await bytesOf(part))).toBe('%PDF-1.4')
    const refused = await call('tech01', `/api/FileSystem/Download?id=${file.id}`)
    expect(refused.status).toBe(403)
    expect((await refused.json()).Msg).toBe('无权限')
  })

  it('the bin: a deleted file is not served, is served again once restored, and a purge removes its bytes', async () => {
    const bytes = uniquePdf('bin')
    const file = await upload({ file_type: '01', folder_id: await chassis() }, '回收站图纸.pdf', bytes)
    expect((await post('qe01', '/api/FileSystem/DelFile', { id: file.id })).Msg).toBe('已移入回收站')
    expect((await call('qe01', `/api/FileSystem/Download?id=${file.id}`)).status).toBe(404)
    expect(await store().has(file.hash)).toBe(true)
    expect((await post('qe01', '/api/FileSystem/Restore', { kind: 'file', id: file.file_key })).Code).toBe(1)
    expect(await bytesOf(await call('qe01', `/api/FileSystem/Download?id=${file.id}`))).toEqual(bytes)

    expect((await post('qe01', '/api/FileSystem/DelFile', { id: file.id })).Code).toBe(1)
    expect((await post('qe01', '/api/FileSystem/Purge', { kind: 'file', id: file.file_key })).Msg).toBe('已彻底删除')
    expect(await store().has(file.hash)).toBe(false)
  })

  it('a resumable (tus) upload in three pieces lands as a file, and nothing of the upload is left', async () => {
    const headers = (extra: Record<string, string> = {}) => ({ 'Tus-Resumable': '1.0.0', ...extra })
    const meta = (o: Record<string, string>) =>
      Object.entries(o)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(',')
    // 7 MiB: on S3 a first piece below the 5 MiB part minimum waits as <id>.part, the second makes
    // it a part, the last is the final part
    const bytes = new Uint8Array(7 * 1024 * 1024 + 11).map((_, i) => (i * 13) % 251)
    const created = await call('qe01', '/api/FileSystem/Tus', {
      method: 'POST',
      headers: headers({ 'Upload-Length': String(bytes.length), 'Upload-Metadata': meta({ filename: '续传总成图.pdf', file_type: '01', folder_id: String(await chassis()) }) }),
    })
    expect(created.status).toBe(201)
    const location = created.headers.get('location')!
    const id = location.replace(/^Tus\//, '')
    const url = `/api/FileSystem/${location}`
    let res: Response | undefined
    for (const [from, to] of [
      [0, 1024 * 1024],
      [1024 * 1024, 5_800_000],
      [5_800_000, bytes.length],
    ] as const) {
      const head = await call('qe01', url, { method: 'HEAD', headers: headers() })
      expect(head.headers.get('upload-offset')).toBe(String(from))
      res = await call('qe01', url, { method: 'PATCH', headers: headers({ 'Upload-Offset': String(from), 'Content-Type': 'application/offset+octet-stream' }), body: bytes.slice(from, to) })
      expect(res.status).toBe(204)
    }
    const fileId = Number(res!.headers.get('upload-file-id'))
    const got = await call('qe01', `/api/FileSystem/Download?id=${fileId}`)
    expect(sha256(await bytesOf(got))).toBe(sha256(bytes))
    expect(await store().has(sha256(bytes))).toBe(true)

    // the upload's own objects or files are gone: only blobs remain
    const s = store()
    if (s instanceof BucketFileStore) {
      const bucket = await s.open()
      const keys = ((await bucket.client.send(new ListObjectsV2Command({ Bucket: bucket.bucket }))).Contents ?? []).map((o) => o.Key!)
      expect(keys.filter((k) => k.includes(id))).toEqual([])
      expect(keys.every((k) => k.startsWith(s.location.prefix))).toBe(true)
    } else {
      const left = await readdir(join((s as DiskFileStore).root, 'tus')).catch(() => [] as string[])
      expect(left.filter((n) => n.startsWith(id))).toEqual([])
    }
  })
})
