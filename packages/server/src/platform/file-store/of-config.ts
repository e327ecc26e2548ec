import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { ServerConfig } from '../../config'
import { DiskFileStore } from './disk'
import { S3FileStore } from './s3'
import { describeS3, s3LocationOf, type S3Location } from './s3-location'
import type { BlobSource, ByteRange, FileStore } from './store'

// Which store a configuration names: the bucket of SCM_FILES_URL, else the data folder's files/.
// One store object per place (a bucket's client keeps its connections), shared by the requests.

type StoreConfig = Pick<ServerConfig, 'dataDir' | 'filesUrl'>

/** The data folder's files (an in-memory database, in tests, keeps them in a temp folder). */
export function filesRoot(config: Pick<ServerConfig, 'dataDir'>): string {
  return config.dataDir === 'memory' ? join(tmpdir(), 'scm-files') : join(config.dataDir, 'files')
}

/**
 * The bucket's store as configured: the AWS SDK (1–2 s to import here) is loaded at the first call
 * that needs it, so a portal on its data folder, and every test that is, never loads it.
 */
export class BucketFileStore implements FileStore {
  readonly kind = 's3'
  #store: Promise<S3FileStore> | undefined
  constructor(readonly location: S3Location) {}

  get where() {
    return describeS3(this.location)
  }

  /** The S3 store itself (its client, its bucket's keys). */
  open(): Promise<S3FileStore> {
    this.#store ??= S3FileStore.open(this.location)
    return this.#store
  }

  async put(source: BlobSource) {
    return (await this.open()).put(source)
  }
  async has(hash: string) {
    return (await this.open()).has(hash)
  }
  async size(hash: string) {
    return (await this.open()).size(hash)
  }
  async read(hash: string, range?: ByteRange): Promise<Readable | null> {
    return (await this.open()).read(hash, range)
  }
  async delete(hash: string) {
    return (await this.open()).delete(hash)
  }
  async *list() {
    yield* (await this.open()).list()
  }
}

const stores = new Map<string, FileStore>()

/** THE file store of a configuration. */
export function fileStoreOf(config: StoreConfig): FileStore {
  const place = config.filesUrl ? `s3 ${config.filesUrl}` : `disk ${filesRoot(config)}`
  let store = stores.get(place)
  if (!store) {
    store = config.filesUrl ? new BucketFileStore(s3LocationOf(config.filesUrl)) : new DiskFileStore(filesRoot(config))
    stores.set(place, store)
  }
  return store
}
