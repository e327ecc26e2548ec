import { createReadStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import { hashFile, hashStream, isHash, sha256, type BlobSource, type ByteRange, type FileStore } from './store'
import { describeS3, s3ClientConfig, type S3Location } from './s3-location'

// The bucket's backend (SCM_FILES_URL): <prefix><hash[0:2]>/<hash>, through the AWS SDK v3. An
// object appears whole or not at all (S3 writes are atomic), so there is no temp name; files go
// up with lib-storage's Upload (multipart past 5 MiB), ranges come from GetObject's Range.
// The SDK is imported when a store is opened, never at start-up: it takes 1–2 s to load here, and a
// portal on its data folder (every test too) needs none of it. A dynamic import of a package stays
// one in the bundle (tsup), where a static one would be hoisted to the top of dist/main.js.

/** CopyObject's limit; a bigger object is copied by reading it through. */
const COPY_LIMIT = 5 * 1024 ** 3

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NotFound' || e?.name === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404
}

interface Sdk {
  s3: typeof import('@aws-sdk/client-s3')
  storage: typeof import('@aws-sdk/lib-storage')
}

export class S3FileStore implements FileStore {
  readonly kind = 's3'
  readonly client: S3Client

  /** The store of a bucket, its SDK loaded. */
  static async open(location: S3Location): Promise<S3FileStore> {
    const [s3, storage] = await Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/lib-storage')])
    return new S3FileStore(location, { s3, storage })
  }

  private constructor(
    readonly location: S3Location,
    private readonly sdk: Sdk,
  ) {
    this.client = new sdk.s3.S3Client(s3ClientConfig(location))
  }

  get where() {
    return describeS3(this.location)
  }

  get bucket() {
    return this.location.bucket
  }

  keyOf(hash: string): string {
    return `${this.location.prefix}${hash.slice(0, 2)}/${hash}`
  }

  async put(source: BlobSource): Promise<string> {
    const bytes = source instanceof Uint8Array
    const hash = bytes ? sha256(source) : await hashFile(source.path)
    if (!(await this.has(hash))) await this.#upload(hash, bytes ? source : createReadStream(source.path))
    if (!bytes && source.move) await rm(source.path, { force: true })
    return hash
  }

  async #upload(hash: string, body: Uint8Array | Readable) {
    await new this.sdk.storage.Upload({ client: this.client, params: { Bucket: this.bucket, Key: this.keyOf(hash), Body: body } }).done()
  }

  /**
   * Takes an object already in the bucket (a finished tus upload) into the store: hashed as it is
   * read back, copied to its content's key unless that is there, then removed. Answers the hash.
   */
  async adoptObject(key: string): Promise<string> {
    const hash = await hashStream(await this.#get(key))
    if (!(await this.has(hash))) {
      const size = (await this.client.send(new this.sdk.s3.HeadObjectCommand({ Bucket: this.bucket, Key: key }))).ContentLength ?? 0
      if (size <= COPY_LIMIT) await this.client.send(new this.sdk.s3.CopyObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash), CopySource: `${this.bucket}/${encodeURIComponent(key)}` }))
      else await this.#upload(hash, await this.#get(key))
    }
    await this.deleteKey(key)
    return hash
  }

  /** Removes an object that is not a blob (tus's leftovers); none there is no error. */
  async deleteKey(key: string): Promise<void> {
    await this.client.send(new this.sdk.s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }

  async #get(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(new this.sdk.s3.GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }))
    return answer.Body as Readable
  }

  async has(hash: string): Promise<boolean> {
    return (await this.size(hash)) !== null
  }

  async size(hash: string): Promise<number | null> {
    if (!isHash(hash)) return null
    try {
      return (await this.client.send(new this.sdk.s3.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(hash) }))).ContentLength ?? 0
    } catch (error) {
      if (notFound(error)) return null
      throw error
    }
  }

  async read(hash: string, range?: ByteRange): Promise<Readable | null> {
    if (!isHash(hash)) return null
    try {
      return await this.#get(this.keyOf(hash), range)
    } catch (error) {
      if (notFound(error)) return null
      throw error
    }
  }

  async delete(hash: string): Promise<void> {
    if (isHash(hash)) await this.deleteKey(this.keyOf(hash))
  }

  async *list(): AsyncIterable<string> {
    const { prefix } = this.location
    for await (const page of this.sdk.s3.paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const { Key } of page.Contents ?? []) {
        const hash = Key?.slice(prefix.length + 3) ?? ''
        if (isHash(hash) && Key === this.keyOf(hash)) yield hash
      }
    }
  }
}
