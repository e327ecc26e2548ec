import { readdir, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { DiskFileStore } from './disk'
import type { S3FileStore } from './s3'
import { hashFile, hashStream } from './store'

// Moving a portal's files from its data folder into a bucket (scripts/files-to-s3.ts): every blob
// is checked against its name, uploaded unless the bucket already holds the same bytes, then read
// back from the bucket and hashed. Running it again does only what is left (idempotent), so it can
// run while the portal works and once more after it is stopped, before SCM_FILES_URL is set.

export interface MoveReport {
  /** Blobs in the data folder, and their bytes. */
  total: number
  bytes: number
  /** Uploaded and verified by reading back. */
  uploaded: number
  /** Already in the bucket with the right content. */
  skipped: number
  /** In the bucket with other content: uploaded again and verified. */
  repaired: number
  /** Read back with another hash after upload (or the upload failed): hash and why. */
  failed: { hash: string; why: string }[]
  /** Files in the data folder whose content is not their name (damaged): not uploaded. */
  damaged: string[]
  /** Local copies removed (only with removeSource, only when verified in the bucket). */
  removed: number
  /** tus uploads still under way in the data folder: they cannot move (restarted after the switch). */
  unfinishedUploads: number
}

/** How many blobs move at once (round trips overlap; the disk and the link stay busy). */
const PARALLEL = 4

async function verified(to: S3FileStore, hash: string): Promise<boolean> {
  const stream = await to.read(hash)
  return !!stream && (await hashStream(stream)) === hash
}

export async function moveFilesToBucket(from: DiskFileStore, to: S3FileStore, options: { removeSource?: boolean } = {}): Promise<MoveReport> {
  const report: MoveReport = { total: 0, bytes: 0, uploaded: 0, skipped: 0, repaired: 0, failed: [], damaged: [], removed: 0, unfinishedUploads: 0 }
  const moveOne = async (hash: string) => {
    const path = from.pathOf(hash)
    report.total++
    report.bytes += (await stat(path)).size
    if ((await hashFile(path)) !== hash) {
      report.damaged.push(hash)
      return
    }
    let outcome: 'skipped' | 'uploaded' | 'repaired' = 'uploaded'
    if (await to.has(hash)) {
      if (await verified(to, hash)) outcome = 'skipped'
      else {
        // a broken or foreign object under the content's key: replaced
        await to.delete(hash)
        outcome = 'repaired'
      }
    }
    if (outcome !== 'skipped') {
      await to.put({ path })
      if (!(await verified(to, hash))) {
        report.failed.push({ hash, why: '上传后读回的内容哈希不一致' })
        return
      }
    }
    report[outcome]++
    if (options.removeSource) {
      await rm(path, { force: true })
      report.removed++
    }
  }

  const hashes = from.list()[Symbol.asyncIterator]()
  const worker = async () => {
    for (let next = await hashes.next(); !next.done; next = await hashes.next()) {
      const hash = next.value
      await moveOne(hash).catch((error: unknown) => report.failed.push({ hash, why: error instanceof Error ? error.message : String(error) }))
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker))
  report.unfinishedUploads = (await readdir(join(from.root, 'tus')).catch(() => [] as string[])).filter((n) => n.endsWith('.json')).length
  return report
}

const megabytes = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)
const listed = (hashes: string[]) => hashes.slice(0, 20).join('\n    ') + (hashes.length > 20 ? `\n    …等 ${hashes.length} 个` : '')

/** The report as the operator reads it. */
export function moveSummary(report: MoveReport, from: DiskFileStore, to: S3FileStore, removeSource: boolean): string {
  const lines = [
    `文件迁移：${from.root} → ${to.where}`,
    `  数据目录中共 ${report.total} 个文件，${megabytes(report.bytes)}`,
    `  新上传并读回校验一致：${report.uploaded} 个`,
    `  桶中已有且哈希一致，跳过：${report.skipped} 个`,
    `  桶中内容与哈希不符，已重新上传并校验：${report.repaired} 个`,
  ]
  if (report.failed.length) lines.push(`  失败 ${report.failed.length} 个：`, ...report.failed.slice(0, 20).map((f) => `    ${f.hash}（${f.why}）`))
  if (report.damaged.length) lines.push(`  数据目录中内容与文件名（哈希）不符、已损坏，未上传 ${report.damaged.length} 个：`, `    ${listed(report.damaged)}`)
  if (report.unfinishedUploads) lines.push(`  进行中的断点续传 ${report.unfinishedUploads} 个未迁移（切换后需重新上传）`)
  lines.push(removeSource ? `  已删除数据目录中已校验的文件 ${report.removed} 个` : '  数据目录中的文件保留未删（确认门户已改用存储桶后可删除）')
  const moved = report.uploaded + report.skipped + report.repaired
  lines.push(
    report.failed.length || report.damaged.length
      ? `结论：${moved} 个文件已在桶中且哈希一致，${report.failed.length + report.damaged.length} 个未能迁移，请处理后重新运行（已迁移的会跳过）`
      : `结论：全部 ${moved} 个文件已在桶中，逐个读回校验哈希一致`,
  )
  return lines.join('\n')
}
