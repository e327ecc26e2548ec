// THE file store: uploaded bytes by content hash, in the data folder (default) or an S3-compatible
// bucket (SCM_FILES_URL). Callers take the store of their configuration (fileStoreOf) and use the
// FileStore interface (put, has, size, read, delete, list); the helpers around it check uploads,
// tie blobs to rows under the database's lock, and answer files over HTTP with ranges.
export { type BlobSource, type ByteRange, type FileStore, hashFile, hashStream, isHash, readBlob, sha256 } from './store'
export { DiskFileStore } from './disk'
export { S3FileStore } from './s3'
export { describeS3, s3LocationOf, type S3Location } from './s3-location'
export { BucketFileStore, fileStoreOf, filesRoot } from './of-config'
export { acceptFiles, AVATAR_CATEGORY, extensionOf, FILE_TYPES, filesOf, IMAGE_TYPES, MAX_FILE_BYTES, MAX_FILES_PER_CALL, type AcceptedFile } from './uploads'
export { holdBlobs, lockBlob, removeUnusedBlob } from './blob-locks'
export { fileResponse, streamFile } from './http'
export { tusStorageOf, type TusStorage } from './tus'
export { demoPdf } from './demo-pdf'
