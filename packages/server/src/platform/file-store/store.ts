import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import type { Readable } from 'node:stream'

// THE file store's contract, whichever backend holds the bytes (the data folder, disk.ts, or an
// S3-compatible bucket, s3.ts): blobs named by the sha256 of their content, so the same bytes are
// stored once, a name never changes meaning, and whoever copies them (backup, restore, the move to
// a bucket) checks them by hashing. Rows in uploaded_file point at the hashes; which rows keep a
// blob alive is decided above the store (blob-locks.ts), never in it.

/** Bytes `start` to `end` of a blob, both included (as HTTP ranges are written). */
export interface ByteRange {
  start: number
  end: number
}

/** What `put` stores: bytes in memory, or a finished file on disk (`move`: the store may take the file itself). */
export type BlobSource = Uint8Array | { path: string; move?: boolean }

export interface FileStore {
  /** Which backend: the data folder or a bucket. */
  readonly kind: 'disk' | 's3'
  /** Where the bytes are, for messages (never with credentials). */
  readonly where: string
  /** Stores the content once (nothing is written when that hash is already there); answers its hash. */
  put(source: BlobSource): Promise<string>
  has(hash: string): Promise<boolean>
  /** The blob's size in bytes, or null when it is not there. */
  size(hash: string): Promise<number | null>
  /** The blob (or the range of it) as a stream, or null when it is not there. */
  read(hash: string, range?: ByteRange): Promise<Readable | null>
  /** Removes the blob; removing one that is not there is no error. */
  delete(hash: string): Promise<void>
  /** Every stored hash, in no set order. */
  list(): AsyncIterable<string>
}

const HASH = /^[0-9a-f]{64}$/

/** A blob's name is a lower-case sha256; anything else names no blob (and never reaches a path or key). */
export const isHash = (hash: string) => HASH.test(hash)

export function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex')
}

/** sha256 of a stream, read to its end (a large file never sits in memory). */
export function hashStream(stream: Readable): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    stream
      .on('data', (chunk: Buffer) => hash.update(chunk))
      .once('error', reject)
      .once('end', () => resolve(hash.digest('hex')))
  })
}

/** sha256 of a file on disk. */
export const hashFile = (path: string) => hashStream(createReadStream(path))

/** The whole blob in memory (small files only: avatars, tests), or null. */
export async function readBlob(store: FileStore, hash: string): Promise<Uint8Array | null> {
  const stream = isHash(hash) ? await store.read(hash) : null
  if (!stream) return null
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return new Uint8Array(Buffer.concat(chunks))
}
