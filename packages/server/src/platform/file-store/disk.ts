import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import { hashFile, isHash, sha256, type BlobSource, type ByteRange, type FileStore } from './store'

// The data folder's backend (the default): <root>/<hash[0:2]>/<hash>. A blob is written under a
// temp name and renamed, so a reader never sees half of it, and two processes writing the same
// content write the same file. The instances of one machine share the folder.

export class DiskFileStore implements FileStore {
  readonly kind = 'disk'
  constructor(readonly root: string) {}

  get where() {
    return this.root
  }

  pathOf(hash: string): string {
    return join(this.root, hash.slice(0, 2), hash)
  }

  async put(source: BlobSource): Promise<string> {
    if (source instanceof Uint8Array) {
      const hash = sha256(source)
      if (!(await this.has(hash))) await this.#place(hash, (temp) => writeFile(temp, source))
      return hash
    }
    const hash = await hashFile(source.path)
    if (await this.has(hash)) {
      if (source.move) await rm(source.path, { force: true })
      return hash
    }
    // a moved file is renamed into place (same file system: the tus folder is inside the root)
    if (source.move) await this.#place(hash, (temp) => rename(source.path, temp))
    else await this.#place(hash, (temp) => copyFile(source.path, temp))
    return hash
  }

  async #place(hash: string, write: (temp: string) => Promise<void>) {
    const target = this.pathOf(hash)
    await mkdir(join(this.root, hash.slice(0, 2)), { recursive: true })
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await write(temp)
      await rename(temp, target)
    } catch (error) {
      await rm(temp, { force: true })
      throw error
    }
  }

  async has(hash: string): Promise<boolean> {
    return (await this.size(hash)) !== null
  }

  async size(hash: string): Promise<number | null> {
    if (!isHash(hash)) return null
    return stat(this.pathOf(hash)).then(
      (s) => (s.isFile() ? s.size : null),
      () => null,
    )
  }

  async read(hash: string, range?: ByteRange): Promise<Readable | null> {
    if (!isHash(hash)) return null
    // opened first: a missing blob is null here, not an error on the stream later
    const file = await open(this.pathOf(hash)).catch(() => null)
    return file ? file.createReadStream(range ? { start: range.start, end: range.end } : {}) : null
  }

  async delete(hash: string): Promise<void> {
    if (isHash(hash)) await rm(this.pathOf(hash), { force: true })
  }

  async *list(): AsyncIterable<string> {
    const prefixes = await readdir(this.root).catch(() => [] as string[])
    for (const prefix of prefixes.filter((p) => /^[0-9a-f]{2}$/.test(p)).sort()) {
      const names = await readdir(join(this.root, prefix)).catch(() => [] as string[])
      // temp names (.tmp) of writes under way are not blobs
      for (const name of names.sort()) if (isHash(name) && name.startsWith(prefix)) yield name
    }
  }
}
