import type { S3ClientConfig } from '@aws-sdk/client-s3'

// SCM_FILES_URL: where the bytes go when they go to an S3-compatible bucket.
//   s3://[ACCESS_KEY:SECRET@]BUCKET[/PREFIX]?endpoint=http://host:9000&region=us-east-1&forcePathStyle=true
// Without user:password in the URL the AWS SDK's own chain applies (AWS_ACCESS_KEY_ID and
// AWS_SECRET_ACCESS_KEY, AWS_PROFILE, an instance role…). Without `endpoint` it is Amazon S3;
// with one, path-style addressing is the default (what MinIO, Ceph and most others want).

export interface S3Location {
  bucket: string
  /** Blobs are `<prefix><hash[0:2]>/<hash>`; default `files/`. */
  prefix: string
  endpoint?: string
  region: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

const EXAMPLE = 's3://scm-files?endpoint=http://127.0.0.1:9000&region=us-east-1'
const PARAMS = ['endpoint', 'region', 'forcePathStyle']

/** The bucket the URL names; a URL that names none plainly stops the start-up with a message saying why. */
export function s3LocationOf(value: string): S3Location {
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(`SCM_FILES_URL 不是有效的地址（如 ${EXAMPLE}）`)
  }
  if (url.protocol !== 's3:') throw new Error(`SCM_FILES_URL 只支持 s3:// 地址（如 ${EXAMPLE}）`)
  const bucket = url.hostname
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`SCM_FILES_URL 的存储桶名“${bucket}”无效（3–63 个小写字母、数字、点或连字符）`)
  const unknown = [...url.searchParams.keys()].find((k) => !PARAMS.includes(k))
  if (unknown) throw new Error(`SCM_FILES_URL 的参数 ${unknown} 无法识别（可用：${PARAMS.join('、')}）`)
  const endpoint = url.searchParams.get('endpoint')?.trim() || undefined
  if (endpoint && !/^https?:\/\/[^/\s]+/i.test(endpoint)) throw new Error(`SCM_FILES_URL 的 endpoint“${endpoint}”不是 http(s) 地址`)
  const pathStyle = url.searchParams.get('forcePathStyle')
  if (pathStyle !== null && !/^(true|false|1|0)$/.test(pathStyle)) throw new Error('SCM_FILES_URL 的 forcePathStyle 只能是 true 或 false')
  const path = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '')
  const user = decodeURIComponent(url.username)
  const secret = decodeURIComponent(url.password)
  if (!!user !== !!secret) throw new Error('SCM_FILES_URL 中的访问密钥需同时给出 ID 与密钥（s3://ID:密钥@存储桶）')
  return {
    bucket,
    prefix: path ? `${path}/` : 'files/',
    endpoint,
    region: url.searchParams.get('region')?.trim() || process.env.AWS_REGION || 'us-east-1',
    forcePathStyle: pathStyle === null ? !!endpoint : pathStyle === 'true' || pathStyle === '1',
    credentials: user ? { accessKeyId: user, secretAccessKey: secret } : undefined,
  }
}

/** The bucket for messages and logs: never the credentials. */
export function describeS3(location: S3Location): string {
  return `s3://${location.bucket}/${location.prefix}${location.endpoint ? `（${location.endpoint}）` : ''}`
}

/** The AWS SDK client settings of a location (the file store's client and tus's S3 store use the same). */
export function s3ClientConfig(location: S3Location): S3ClientConfig {
  return {
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // checksums only where S3 requires them: the SDK's default (CRC32 on every upload, sent as an
    // aws-chunked trailer) is not understood by every S3-compatible server, and the content's
    // sha256 is checked end to end anyway (the key is the hash)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}
