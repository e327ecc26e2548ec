import { existsSync } from 'node:fs'
import { mkdir, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { openDatabase } from '../../db'
import { DataDirLockedError } from '../../db/lock'
import * as clock from '../../clock'
import { DiskFileStore, fileStoreOf } from '../../platform/file-store'
import type { DatabaseFacts } from './database-facts'
import { dumpEmbedded, dumpPostgres } from './dump'
import { copyIntoBackup, listInPlace } from './files'
import { BACKUP_FORMAT, DATABASE_FILE, FILES_FOLDER, fileDigest, writeManifest, type Manifest } from './manifest'
import { requestDump } from './online'
import type { PortalPlace } from '../../backup-options'

export interface BackupOptions extends PortalPlace {
  /** The backup's folder: new or empty. */
  dir: string
  /** false: list the files without copying them (a bucket kept by its own versioning or replication). */
  copyFiles: boolean
}

/** A new or empty folder for the backup; answers how to empty it again should the backup fail. */
async function prepareFolder(dir: string): Promise<() => Promise<void>> {
  if (existsSync(dir) && (await readdir(dir)).length) throw new Error(`备份目录 ${dir} 不是空的：请指定新目录`)
  await mkdir(dir, { recursive: true })
  return async () => {
    for (const name of await readdir(dir)) await rm(join(dir, name), { recursive: true, force: true })
  }
}

/**
 * The embedded database of a data folder: dumped by the server that holds it (./online.ts), or,
 * when no server runs, opened here (taking the folder's lock, so none starts meanwhile).
 */
async function dumpDataFolder(dataDir: string, sqlFile: string): Promise<DatabaseFacts> {
  if (dataDir === 'memory') throw new Error('内存中的数据库（SCM_DATA_DIR=memory）无法备份')
  if (!existsSync(join(dataDir, 'PG_VERSION'))) throw new Error(`数据目录 ${dataDir} 中没有数据库（设置 --data 或 SCM_DATA_DIR；PostgreSQL 请设置 --database-url 或 DATABASE_URL）`)
  let database
  try {
    database = await openDatabase({ dataDir })
  } catch (error) {
    if (error instanceof DataDirLockedError && error.pid > 0) return requestDump(dataDir, error.pid, sqlFile)
    throw error
  }
  try {
    return await dumpEmbedded(database, sqlFile)
  } finally {
    await database.close()
  }
}

/** Backs the portal up into `options.dir`; `say` is told each step. Answers the manifest. */
export async function backup(options: BackupOptions, say: (line: string) => void): Promise<Manifest> {
  const empty = await prepareFolder(options.dir)
  try {
    return await backUpInto(options, say)
  } catch (error) {
    await empty() // half a backup is none: the folder is left as it was, for the next try
    throw error
  }
}

async function backUpInto(options: BackupOptions, say: (line: string) => void): Promise<Manifest> {
  const sqlFile = join(options.dir, DATABASE_FILE)
  say(options.databaseUrl ? '导出 PostgreSQL 数据库（pg_dump，一个快照）…' : `导出嵌入式数据库 ${options.dataDir}…`)
  const facts = options.databaseUrl ? await dumpPostgres(options.databaseUrl, sqlFile) : await dumpDataFolder(options.dataDir, sqlFile)
  const rows = Object.values(facts.tables).reduce((a, b) => a + b, 0)
  say(`数据库已导出：${Object.keys(facts.tables).length} 张表，${rows} 行`)

  const store = fileStoreOf(options)
  say(options.copyFiles ? `复制 ${facts.hashes.length} 个文件（${store.where}）…` : `登记 ${facts.hashes.length} 个文件（留在 ${store.where}，不复制）…`)
  const files = options.copyFiles ? await copyIntoBackup(store, new DiskFileStore(join(options.dir, FILES_FOLDER)), facts.hashes) : await listInPlace(store, facts.hashes)

  const manifest: Manifest = {
    format: BACKUP_FORMAT,
    createdAt: clock.now().toISOString(),
    source: { engine: facts.engine, version: facts.version, migration: facts.migration, files: store.kind },
    database: { file: DATABASE_FILE, ...(await fileDigest(sqlFile)) },
    tables: facts.tables,
    filesCopied: options.copyFiles,
    files,
  }
  await writeManifest(options.dir, manifest)
  say(`备份完成：${options.dir}（${files.length} 个文件，${files.reduce((a, f) => a + f.size, 0)} 字节）`)
  return manifest
}
