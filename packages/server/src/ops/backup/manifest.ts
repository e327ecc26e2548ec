import { createReadStream } from 'node:fs'
import { readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { hashStream } from '../../platform/file-store'

// A backup folder:
//   manifest.json   what follows, written last (a folder without it is an unfinished backup)
//   database.sql    the database: plain SQL (schema, INSERTs, sequences) from pg_dump
//   files/          the files, laid out as a data folder's files/ (<hash[0:2]>/<hash>)

export const BACKUP_FORMAT = 1
export const MANIFEST_FILE = 'manifest.json'
export const DATABASE_FILE = 'database.sql'
export const FILES_FOLDER = 'files'

const hash = z.string().regex(/^[0-9a-f]{64}$/)

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  source: z.object({
    engine: z.enum(['pglite', 'postgresql']),
    version: z.string(),
    migration: z.object({ tag: z.string().nullable(), createdAt: z.number(), hash: z.string() }).nullable(),
    /** Where the files were: the data folder or a bucket. */
    files: z.enum(['disk', 's3']),
  }),
  database: z.object({ file: z.literal(DATABASE_FILE), bytes: z.number().int().nonnegative(), sha256: hash }),
  /** Rows of every table in the dump's snapshot, by `schema.table`. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  /** Whether the files' bytes are in files/ (else only listed: they stayed in their bucket). */
  filesCopied: z.boolean(),
  files: z.array(z.object({ hash, size: z.number().int().nonnegative() })),
})

export type Manifest = z.infer<typeof manifestSchema>

export async function writeManifest(dir: string, manifest: Manifest): Promise<void> {
  await writeFile(join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n')
}

/** The folder's manifest, checked; a missing, unreadable or other-format one is refused with the reason. */
export async function readManifest(dir: string): Promise<Manifest> {
  let text: string
  try {
    text = await readFile(join(dir, MANIFEST_FILE), 'utf8')
  } catch {
    throw new Error(`${dir} 中没有 ${MANIFEST_FILE}：这不是备份目录，或备份未完成`)
  }
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new Error(`${MANIFEST_FILE} 不是有效的 JSON`)
  }
  const format = (data as { format?: unknown })?.format
  if (format !== BACKUP_FORMAT) throw new Error(`备份格式 ${String(format)} 不受此版本支持（支持 ${BACKUP_FORMAT}）`)
  const parsed = manifestSchema.safeParse(data)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new Error(`${MANIFEST_FILE} 无效：${issue.path.join('.') || '（顶层）'} ${issue.message}`)
  }
  return parsed.data
}

/** Size and sha256 of a file, read as a stream. */
export async function fileDigest(path: string): Promise<{ bytes: number; sha256: string }> {
  const [{ size }, sha256] = await Promise.all([stat(path), hashStream(createReadStream(path))])
  return { bytes: size, sha256 }
}
