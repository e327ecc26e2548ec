import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { hashStream, type DiskFileStore, type FileStore } from '../../platform/file-store'

// The files of a backup go through the file store's interface on both sides (the data folder or a
// bucket): read from the portal's store into the backup's own folder (laid out as a data folder's
// files/, so it is a DiskFileStore too), put from there into the new portal's store. Blobs are
// named by their content's hash, so every copy is checked by hashing what arrived.

export interface FileEntry {
  hash: string
  size: number
}

/** A few copies at once: a bucket answers each request slowly, a disk does not mind. */
const AT_ONCE = 4

async function eachAtOnce<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++]!)
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, items.length) }, worker))
}

/** Backup: the snapshot's blobs from the portal's store into the backup's folder, each checked by its hash. */
export async function copyIntoBackup(from: FileStore, to: DiskFileStore, hashes: readonly string[]): Promise<FileEntry[]> {
  await mkdir(to.root, { recursive: true })
  const sizes = new Map<string, number>()
  await eachAtOnce(hashes, async (hash) => {
    const stream = await from.read(hash)
    // content-addressed blobs are never rewritten, only removed once no row points at them
    if (!stream) throw new Error(`文件 ${hash} 不在 ${from.where}：它在导出数据库之后被删除，或存储已不完整；请重新备份`)
    const temp = join(to.root, `.${hash}.${randomBytes(4).toString('hex')}.tmp`)
    try {
      await pipeline(stream, createWriteStream(temp))
      const arrived = await to.put({ path: temp, move: true })
      if (arrived !== hash) {
        await to.delete(arrived)
        throw new Error(`文件 ${hash} 的内容与其哈希不符：${from.where} 中的这个文件已损坏`)
      }
    } finally {
      await rm(temp, { force: true })
    }
    sizes.set(hash, (await to.size(hash)) ?? 0)
  })
  return hashes.map((hash) => ({ hash, size: sizes.get(hash)! }))
}

/** Backup without copies (a bucket kept by its own versioning): the snapshot's blobs as the store has them. */
export async function listInPlace(store: FileStore, hashes: readonly string[]): Promise<FileEntry[]> {
  const entries: FileEntry[] = []
  await eachAtOnce(hashes, async (hash) => {
    const size = await store.size(hash)
    if (size === null) throw new Error(`文件 ${hash} 不在 ${store.where}：它在导出数据库之后被删除，或存储已不完整；请重新备份`)
    entries.push({ hash, size })
  })
  return entries.sort((a, b) => a.hash.localeCompare(b.hash))
}

/** Restore: every file of the manifest from the backup's folder into the new portal's store. */
export async function copyIntoStore(from: DiskFileStore, to: FileStore, files: readonly FileEntry[]): Promise<void> {
  await eachAtOnce(files, async ({ hash }) => {
    if (!(await from.has(hash))) throw new Error(`备份中缺少文件 ${hash}（${from.pathOf(hash)}）`)
    await to.put({ path: from.pathOf(hash) })
  })
}

/** Reads every listed file back from the store: the problems found (missing, other bytes, other size). */
export async function checkFiles(store: FileStore, files: readonly FileEntry[]): Promise<string[]> {
  const problems: string[] = []
  await eachAtOnce(files, async ({ hash, size }) => {
    const stream = await store.read(hash)
    if (!stream) return void problems.push(`缺少文件 ${hash}`)
    let bytes = 0
    stream.on('data', (chunk: Buffer) => (bytes += chunk.length))
    if ((await hashStream(stream)) !== hash) problems.push(`文件 ${hash} 的内容与其哈希不符`)
    else if (bytes !== size) problems.push(`文件 ${hash} 有 ${bytes} 字节，清单记为 ${size} 字节`)
  })
  return problems
}

/** The store holds no blob yet. */
export async function storeIsEmpty(store: FileStore): Promise<boolean> {
  for await (const _ of store.list()) return false
  return true
}
