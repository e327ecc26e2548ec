// npm run files:to-s3 -- --data ./data --to 's3://bucket?endpoint=http://127.0.0.1:9000' [--remove-source]
//
// Moves an existing portal's uploaded files from its data folder (<data>/files) into an S3 bucket
// and verifies each one by reading it back and hashing it (platform/file-store/move-to-bucket.ts).
// Idempotent: what the bucket already holds with the right hash is skipped. --to defaults to
// SCM_FILES_URL, --data to SCM_DATA_DIR or ./data. Exit 0 when every file is in the bucket, 1 when
// some could not move, 2 when it could not start (bad arguments, no such folder, bucket unreachable).
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { HeadBucketCommand } from '@aws-sdk/client-s3'
import { DiskFileStore } from '../src/platform/file-store/disk'
import { moveFilesToBucket, moveSummary } from '../src/platform/file-store/move-to-bucket'
import { S3FileStore } from '../src/platform/file-store/s3'
import { s3LocationOf, type S3Location } from '../src/platform/file-store/s3-location'

const USAGE = `用法：npm run files:to-s3 -- --data <数据目录> --to <s3://存储桶?endpoint=…> [--remove-source]
  --data           门户的数据目录（其中的 files/ 为上传的文件），默认 SCM_DATA_DIR 或 ./data
  --to             目标存储桶地址，格式同 SCM_FILES_URL，默认取环境变量 SCM_FILES_URL
  --remove-source  每个文件在桶中校验一致后，删除数据目录中的副本`

function stop(message: string): never {
  console.error(`${message}\n\n${USAGE}`)
  process.exit(2)
}

function argumentsOf() {
  try {
    return parseArgs({ options: { data: { type: 'string' }, to: { type: 'string' }, 'remove-source': { type: 'boolean' }, help: { type: 'boolean' } }, allowPositionals: false }).values
  } catch (error) {
    stop(`参数无效：${error instanceof Error ? error.message : String(error)}`)
  }
}

async function main() {
  const args = argumentsOf()
  if (args.help) {
    console.log(USAGE)
    return 0
  }
  const url = args.to?.trim() || process.env.SCM_FILES_URL?.trim()
  if (!url) stop('请用 --to 指定目标存储桶（或设置 SCM_FILES_URL）')
  let location: S3Location
  try {
    location = s3LocationOf(url)
  } catch (error) {
    stop((error as Error).message.replace(/^SCM_FILES_URL/, '--to'))
  }
  const to = await S3FileStore.open(location)
  const data = resolve(args.data?.trim() || process.env.SCM_DATA_DIR || './data')
  const root = join(data, 'files')
  if (!existsSync(root)) stop(`数据目录 ${data} 中没有 files 文件夹（上传的文件在 <数据目录>/files）`)
  try {
    await to.client.send(new HeadBucketCommand({ Bucket: to.bucket }))
  } catch (error) {
    const e = error as { name?: string; message?: string }
    stop(`无法访问存储桶 ${to.where}：${e.name === 'NotFound' ? '存储桶不存在' : e.message ?? e.name ?? String(error)}`)
  }
  const from = new DiskFileStore(root)
  const removeSource = !!args['remove-source']
  const report = await moveFilesToBucket(from, to, { removeSource })
  console.log(moveSummary(report, from, to, removeSource))
  return report.failed.length || report.damaged.length ? 1 : 0
}

process.exitCode = await main()
