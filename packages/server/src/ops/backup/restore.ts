import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { DiskFileStore, fileStoreOf } from '../../platform/file-store'
import { newestKnownMigration } from './database-facts'
import { checkFiles, copyIntoStore, storeIsEmpty } from './files'
import { DATABASE_FILE, FILES_FOLDER, fileDigest, readManifest, type Manifest } from './manifest'
import type { PortalPlace } from '../../backup-options'
import { embeddedTarget, postgresTarget } from './targets'

export interface RestoreOptions extends PortalPlace {
  /** The backup's folder. */
  dir: string
}

const ENGINES = { pglite: '嵌入式数据库', postgresql: 'PostgreSQL' } as const

/** The backup is whole (its dump is the one the manifest hashed) and this build can serve it. */
async function checkBackup(dir: string, manifest: Manifest) {
  const sqlFile = join(dir, DATABASE_FILE)
  if (!existsSync(sqlFile)) throw new Error(`备份中缺少 ${DATABASE_FILE}`)
  const digest = await fileDigest(sqlFile)
  if (digest.sha256 !== manifest.database.sha256 || digest.bytes !== manifest.database.bytes) {
    throw new Error(`${DATABASE_FILE} 与清单记录的哈希不符：备份已损坏或被改动`)
  }
  const migration = manifest.source.migration
  if (migration && migration.createdAt > newestKnownMigration()) {
    throw new Error(`备份来自更新版本的门户（迁移 ${migration.tag ?? migration.createdAt}）：请用该版本或更新的版本恢复`)
  }
}

/** What differs between the manifest's row counts and the restored database's. */
function countProblems(expected: Record<string, number>, actual: Record<string, number>): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort()
  return tables
    .filter((t) => expected[t] !== actual[t])
    .map((t) => `${t}：清单 ${expected[t] ?? '无此表'}，恢复后 ${actual[t] ?? '无此表'}`)
}

const problemsError = (what: string, problems: string[]) =>
  new Error(`${what}与清单不符（${problems.length} 处）：\n  ${problems.slice(0, 20).join('\n  ')}${problems.length > 20 ? '\n  …' : ''}`)

/**
 * Restores the backup in `options.dir` into an empty database and an empty file store (refusing
 * either when it holds anything), then checks every table's row count and every file's bytes
 * against the manifest. `say` is told each step.
 */
export async function restore(options: RestoreOptions, say: (line: string) => void): Promise<Manifest> {
  const manifest = await readManifest(options.dir)
  const { source } = manifest
  say(`备份：${manifest.createdAt}，来自${ENGINES[source.engine]} ${source.version}（迁移 ${source.migration?.tag ?? '无'}），${Object.keys(manifest.tables).length} 张表，${manifest.files.length} 个文件`)
  await checkBackup(options.dir, manifest)

  const store = fileStoreOf(options)
  // files not copied into the backup stayed in their store: it must hold them, so it is not empty
  if (manifest.filesCopied && !(await storeIsEmpty(store))) throw new Error(`目标文件存储 ${store.where} 不是空的：恢复只写入空的存储`)
  const target = options.databaseUrl ? await postgresTarget(options.databaseUrl) : await embeddedTarget(options.dataDir)
  try {
    say(`载入数据库到 ${target.where}…`)
    await target.load(join(options.dir, DATABASE_FILE))
  } catch (error) {
    await target.close()
    throw new Error(`载入数据库失败，目标未改动：${error instanceof Error ? error.message : String(error)}`)
  }
  try {
    try {
      const problems = countProblems(manifest.tables, await target.counts())
      if (problems.length) throw problemsError('恢复后的数据库', problems)
      say(`数据库：${Object.keys(manifest.tables).length} 张表的行数与清单一致`)
    } finally {
      await target.close()
    }
    if (manifest.filesCopied) {
      say(`复制 ${manifest.files.length} 个文件到 ${store.where}…`)
      await copyIntoStore(new DiskFileStore(join(options.dir, FILES_FOLDER)), store, manifest.files)
    } else {
      say(`文件未随备份复制：核对 ${store.where} 中的 ${manifest.files.length} 个文件…`)
    }
    const problems = await checkFiles(store, manifest.files)
    if (problems.length) throw problemsError('文件存储中的文件', problems)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    throw new Error(`${message}\n已写入 ${target.where} 与 ${store.where} 的内容未删除：查明原因后清空二者，再重新恢复`)
  }
  say(`文件：${manifest.files.length} 个文件的内容与哈希一致`)
  say('恢复完成')
  return manifest
}
