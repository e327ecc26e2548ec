import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DiskFileStore, hashStream, readBlob, S3FileStore, s3LocationOf, sha256, type FileStore } from '../src/platform/file-store'
import { startS3Server, type TestS3 } from './s3-server'

// THE file store's contract, one set of tests run on each backend: the data folder and an
// S3-compatible bucket (s3rver, started here: test/s3-server.ts). What backup, restore, the move to
// a bucket and every upload rely on: content addressing (put twice, stored once, the same hash),
// whole and ranged reads, sizes, deletes and the list of what is there.

let s3: TestS3
const folders: string[] = []
const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `scm-${name}-`))
  folders.push(dir)
  return dir
}
beforeAll(async () => {
  s3 = await startS3Server()
})
afterAll(async () => {
  await s3?.close()
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

const backends: [string, () => Promise<FileStore>][] = [
  ['the data folder', async () => new DiskFileStore(folder('store'))],
  // its own prefix of the test bucket: a store sees only its own blobs
  ['an S3 bucket', () => S3FileStore.open(s3LocationOf(s3.url('contract')))],
]

const text = (s: string) => new TextEncoder().encode(s)
const readText = async (store: FileStore, hash: string, range?: { start: number; end: number }) => {
  const stream = await store.read(hash, range)
  if (!stream) return null
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
const listed = async (store: FileStore) => {
  const hashes: string[] = []
  for await (const hash of store.list()) hashes.push(hash)
  return hashes.sort()
}

describe.each(backends)('the file store in %s', (_name, open) => {
  let store: FileStore
  /** What the tests stored in this (new, empty) store and did not delete: exactly what it must list. */
  const stored = new Set<string>()
  const put = async (source: Parameters<FileStore['put']>[0]) => {
    const hash = await store.put(source)
    stored.add(hash)
    return hash
  }
  beforeAll(async () => {
    store = await open()
  })

  it('stores bytes under their sha256, once for the same content', async () => {
    const bytes = text('来料检验报告 A-001')
    const hash = await put(bytes)
    expect(hash).toBe(sha256(bytes))
    expect(await put(text('来料检验报告 A-001'))).toBe(hash)
    expect(await store.has(hash)).toBe(true)
    expect(await store.size(hash)).toBe(bytes.byteLength)
    expect(await readText(store, hash)).toBe('来料检验报告 A-001')
    expect((await listed(store)).filter((h) => h === hash)).toEqual([hash])
  })

  it('reads a byte range, both ends included', async () => {
    const hash = await put(text('0123456789abcdef'))
    expect(await readText(store, hash, { start: 3, end: 6 })).toBe('3456')
    expect(await readText(store, hash, { start: 10, end: 15 })).toBe('abcdef')
    expect(await readText(store, hash, { start: 0, end: 1 })).toBe('01')
  })

  it('stores a file from disk: copied, or taken when moved; a large one whole (multipart on S3)', async () => {
    const dir = folder('source')
    const copied = join(dir, 'copied.bin')
    writeFileSync(copied, '图纸 V1')
    const hash = await put({ path: copied })
    expect(existsSync(copied)).toBe(true)
    expect(await readText(store, hash)).toBe('图纸 V1')

    // 12 MiB: lib-storage sends it as 5 MiB parts
    const big = Buffer.alloc(12 * 1024 * 1024 + 5).map((_, i) => (i * 7) % 251)
    const moved = join(dir, 'moved.bin')
    writeFileSync(moved, big)
    const bigHash = await put({ path: moved, move: true })
    expect(bigHash).toBe(sha256(big))
    expect(existsSync(moved)).toBe(false)
    expect(await store.size(bigHash)).toBe(big.byteLength)
    expect(await hashStream((await store.read(bigHash))!)).toBe(bigHash)
    const tail = await store.read(bigHash, { start: big.byteLength - 10, end: big.byteLength - 1 })
    expect(await hashStream(tail!)).toBe(sha256(big.subarray(big.byteLength - 10)))

    // a moved file whose content is already there is only removed
    const again = join(dir, 'again.bin')
    writeFileSync(again, '图纸 V1')
    expect(await put({ path: again, move: true })).toBe(hash)
    expect(existsSync(again)).toBe(false)
  })

  it('answers a missing or ill-named blob as absent, never as an error', async () => {
    const missing = sha256(text('从未存过'))
    expect(await store.has(missing)).toBe(false)
    expect(await store.size(missing)).toBeNull()
    expect(await store.read(missing)).toBeNull()
    expect(await readBlob(store, missing)).toBeNull()
    for (const bad of ['', '../etc/passwd', missing.toUpperCase(), `${missing}/x`]) {
      expect(await store.has(bad)).toBe(false)
      expect(await store.read(bad)).toBeNull()
    }
    await store.delete(missing)
  })

  it('deletes a blob and lists exactly what is stored', async () => {
    const kept = await put(text('保留'))
    const gone = await put(text('删除'))
    await store.delete(gone)
    stored.delete(gone)
    expect(await store.has(gone)).toBe(false)
    expect(await store.read(gone)).toBeNull()
    expect(await store.has(kept)).toBe(true)
    expect(await listed(store)).toEqual([...stored].sort())
  })
})
