import { join } from 'node:path'
import { FileStore as TusFileStore } from '@tus/file-store'
import type { DataStore, Upload } from '@tus/utils'
import { DiskFileStore } from './disk'
import { BucketFileStore } from './of-config'
import { s3ClientConfig } from './s3-location'
import type { FileStore } from './store'

// Where a resumable (tus) upload's bytes wait until it is complete, beside the store it ends in:
// the data folder's `tus/` (@tus/file-store: the part received plus tus's <id>.json), or the bucket
// (@tus/s3-store: an S3 multipart upload per tus upload, `<id>.info` for tus's record and
// `<id>.part` for a tail below S3's 5 MiB part minimum; at the bucket's top level, as that store has
// no prefix). Either way every instance sees the same uploads, so one resumes through any other.

/** Uploads older than this are refused (410) and may be cleaned up. */
const UPLOAD_EXPIRY_MS = 24 * 3600_000

export interface TusStorage {
  datastore: DataStore
  /** Moves a complete upload into the content store and forgets it; answers the content's hash. */
  adopt(upload: Upload): Promise<string>
}

function onDisk(store: DiskFileStore): TusStorage {
  const datastore = new TusFileStore({ directory: join(store.root, 'tus'), expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS })
  return {
    datastore,
    async adopt(upload) {
      // renamed into place (the tus folder is inside the store's root): no copy of a large file
      const hash = await store.put({ path: join(datastore.directory, upload.id), move: true })
      await datastore.configstore.delete(upload.id)
      return hash
    },
  }
}

/** @tus/s3-store and the AWS SDK are loaded with the first upload to a bucket (of-config.ts says why). */
async function inBucket(bucket: BucketFileStore): Promise<TusStorage> {
  const [store, { S3Store }] = await Promise.all([bucket.open(), import('@tus/s3-store')])
  const datastore = new S3Store({
    s3ClientConfig: { bucket: store.bucket, ...s3ClientConfig(store.location) },
    expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS,
    // expiry by object tags needs a lifecycle rule on the bucket; tus's own check (410) holds without
    useTags: false,
  })
  return {
    datastore,
    async adopt(upload) {
      const hash = await store.adoptObject(upload.id)
      // tus's record of it (the multipart upload is complete, so remove() would find nothing to abort)
      await store.deleteKey(`${upload.id}.info`)
      return hash
    },
  }
}

const storages = new WeakMap<FileStore, Promise<TusStorage>>()

/** THE tus storage beside a file store (one per store: tus's S3 store keeps a cache of its uploads). */
export function tusStorageOf(store: FileStore): Promise<TusStorage> {
  let storage = storages.get(store)
  if (!storage) {
    if (store instanceof DiskFileStore) storage = Promise.resolve(onDisk(store))
    else if (store instanceof BucketFileStore) storage = inBucket(store)
    else throw new Error(`断点续传不支持此文件存储：${store.where}`)
    storages.set(store, storage)
  }
  return storage
}
