import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs'
import { copyFile, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Database } from '../../db'
import type { DatabaseFacts } from './database-facts'
import { dumpEmbedded } from './dump'

// A running embedded portal holds its data folder's lock (PGlite is single-process), so the
// backup command cannot open the database: it asks the server to dump it. The request goes the
// way only the server's own account (or root) can: a file in the data folder's scm-backup/ and
// SIGUSR2 to the pid that holds the lock. No port, no token. The server answers in the same
// folder: `<id>.sql` (the dump), then `<id>.json` (the facts, or the error), each written under a
// temp name and renamed. `server.pid` says which process answers: a server without it (an older
// build, one still starting) is never sent the signal, whose default action would end it.

const FOLDER = 'scm-backup'
const SIGNAL = 'SIGUSR2'
const REQUEST = /^([0-9a-f]{16})\.request$/

const folderOf = (dataDir: string) => join(dataDir, FOLDER)
const markerOf = (dataDir: string) => join(folderOf(dataDir), 'server.pid')

type Answer = { ok: true; facts: DatabaseFacts } | { ok: false; error: string }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Answers one request: the dump under a temp name, renamed, then the answer; a stopping server answers no. */
async function answer(database: Database | null, folder: string, id: string, log: (message: string) => void) {
  let result: Answer
  try {
    if (!database) throw new Error('服务正在停止')
    const facts = await dumpEmbedded(database, join(folder, `${id}.sql.part`))
    await rename(join(folder, `${id}.sql.part`), join(folder, `${id}.sql`))
    result = { ok: true, facts }
  } catch (error) {
    result = { ok: false, error: messageOf(error) }
    log(`在线备份：导出数据库失败：${result.error}`)
  }
  await writeFile(join(folder, `${id}.json.part`), JSON.stringify(result))
  await rename(join(folder, `${id}.json.part`), join(folder, `${id}.json`))
  await rm(join(folder, `${id}.request`), { force: true })
}

/**
 * The server's side (main.ts; PGlite only): answers backup requests until the returned function is
 * called (on stop). The handler stays after that, answering no: a signal sent just before the
 * marker went must not meet the signal's default action, which ends the process.
 */
export function answerBackupRequests(database: Database, dataDir: string, log: (message: string) => void = console.error): () => void {
  if (database.kind !== 'pglite' || dataDir === 'memory') return () => {}
  const folder = folderOf(dataDir)
  mkdirSync(folder, { recursive: true })
  let serving: Database | null = database
  // one dump at a time: requests arriving meanwhile are answered by the next turn
  let queue = Promise.resolve()
  process.on(SIGNAL, () => {
    queue = queue
      .then(async () => {
        for (const name of await readdir(folder)) {
          const id = REQUEST.exec(name)?.[1]
          if (id) await answer(serving, folder, id, log)
        }
      })
      .catch((error) => log(`在线备份：处理请求失败：${messageOf(error)}`))
  })
  writeFileSync(markerOf(dataDir), String(process.pid))
  return () => {
    serving = null
    try {
      if (readFileSync(markerOf(dataDir), 'utf8') === String(process.pid)) rmSync(markerOf(dataDir))
    } catch {
      // already gone
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Resolves once `name` is in `folder`; rejects when the process `pid` ends first. */
function fileAppears(folder: string, name: string, pid: number): { appeared: Promise<void>; cancel(): void } {
  let finish: (error?: Error) => void = () => {}
  const appeared = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (!existsSync(join(folder, name))) return false
      finish()
      return true
    }
    const watcher = watch(folder, check)
    // each second: the process's end, which no file event tells (and the file, should the folder's
    // file system send no events)
    const alive = setInterval(() => {
      if (!check() && !isAlive(pid)) finish(new Error(`服务进程（pid ${pid}）在导出完成前退出了`))
    }, 1000)
    finish = (error) => {
      finish = () => {}
      watcher.close()
      clearInterval(alive)
      if (error) reject(error)
      else resolve()
    }
    check()
  })
  appeared.catch(() => {}) // cancelled before anyone awaits it: no unhandled rejection
  return { appeared, cancel: () => finish(new Error('已取消')) }
}

async function moveFile(from: string, to: string) {
  try {
    await rename(from, to)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
    await copyFile(from, to) // another file system
    await rm(from)
  }
}

/** The backup command's side: asks the server of `pid` (holding `dataDir`) for a dump into `sqlFile`; answers its facts. */
export async function requestDump(dataDir: string, pid: number, sqlFile: string): Promise<DatabaseFacts> {
  const marker = existsSync(markerOf(dataDir)) ? readFileSync(markerOf(dataDir), 'utf8').trim() : ''
  if (marker !== String(pid)) {
    throw new Error(`数据目录 ${dataDir} 正被服务进程（pid ${pid}）使用，而它不接受在线备份（尚在启动，或是没有此功能的旧版本）：请稍后重试，或停止服务后再备份`)
  }
  const folder = folderOf(dataDir)
  const id = randomBytes(8).toString('hex')
  const wait = fileAppears(folder, `${id}.json`, pid)
  try {
    await writeFile(join(folder, `${id}.request`), '')
    try {
      process.kill(pid, SIGNAL)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EPERM') throw new Error(`无权通知服务进程（pid ${pid}）：请以运行服务的账户或 root 执行备份`)
      throw error
    }
    await wait.appeared
    const result = JSON.parse(await readFile(join(folder, `${id}.json`), 'utf8')) as Answer
    if (!result.ok) throw new Error(`服务进程导出数据库失败：${result.error}`)
    await moveFile(join(folder, `${id}.sql`), sqlFile)
    return result.facts
  } finally {
    wait.cancel()
    for (const leftover of [`${id}.request`, `${id}.json`, `${id}.sql`]) await rm(join(folder, leftover), { force: true })
  }
}
