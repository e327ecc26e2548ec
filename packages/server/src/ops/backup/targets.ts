import { existsSync } from 'node:fs'
import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase } from '../../db'
import { tableCounts } from './database-facts'
import { postgresTool, runPostgresTool } from './postgres-tools'

// The empty database a backup is restored into: a PostgreSQL database (psql loads the dump in one
// transaction) or a new embedded data folder (PGlite runs the dump as one statement list: one
// implicit transaction). Either refuses a database that already holds anything.

export interface RestoreTarget {
  /** For messages. */
  readonly where: string
  /** Loads the dump; nothing is left behind when it fails. */
  load(sqlFile: string): Promise<void>
  /** Every table's rows, as after the load. */
  counts(): Promise<Record<string, number>>
  close(): Promise<void>
}

const notEmpty = (where: string, what: string) => new Error(`目标数据库 ${where} 不是空的（${what}）：恢复只写入空数据库，请新建一个数据库或数据目录`)

export async function postgresTarget(databaseUrl: string): Promise<RestoreTarget> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'scm-restore' })
  const url = new URL(databaseUrl)
  const where = `PostgreSQL ${url.host}${url.pathname}`
  await client.connect().catch((error: Error) => {
    throw new Error(`无法连接目标数据库 ${where}：${error.message}`)
  })
  try {
    const { rows } = await client.query<{ tables: number; major: number }>(
      `select (select count(*)::int from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema') and schemaname not like 'pg\\_%') as tables,
              current_setting('server_version_num')::int / 10000 as major`,
    )
    const { tables, major } = rows[0]!
    if (tables) throw notEmpty(where, `已有 ${tables} 张表`)
    return {
      where,
      load: (sqlFile) => runPostgresTool(postgresTool('psql', major), databaseUrl, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', '-o', '/dev/null', '-f', sqlFile]),
      counts: () => tableCounts(client),
      close: () => client.end(),
    }
  } catch (error) {
    await client.end()
    throw error
  }
}

export async function embeddedTarget(dataDir: string): Promise<RestoreTarget> {
  if (dataDir === 'memory') throw new Error('不能恢复到内存中的数据库（SCM_DATA_DIR=memory）')
  const where = `嵌入式数据库 ${dataDir}`
  if (existsSync(join(dataDir, 'PG_VERSION'))) throw notEmpty(where, '数据目录中已有数据库')
  const created = !existsSync(dataDir)
  const database = await openDatabase({ dataDir })
  const client = await database.pool.connect()
  let open = true
  const close = async () => {
    if (!open) return
    open = false
    client.release()
    await database.close()
  }
  return {
    where,
    async load(sqlFile) {
      // \restrict and \unrestrict (pg_dump since 15.14, 17.6, 18) are psql's commands, not SQL
      const sql = (await readFile(sqlFile, 'utf8')).replace(/^\\(un)?restrict [A-Za-z0-9]+$/gm, '')
      try {
        await client.query(sql)
      } catch (error) {
        // rolled back, but the new folder holds an empty database now: a folder made here goes,
        // so that the same restore can run again
        await close()
        if (created) await rm(dataDir, { recursive: true, force: true })
        throw error
      }
    },
    counts: () => tableCounts(client),
    close,
  }
}
