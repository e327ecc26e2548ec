import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * PGlite is single-process: a second process on the same folder corrupts it silently.
 * So the folder holds `scm-server.lock` with the owner's pid, created with an exclusive open.
 * A lock whose pid is dead (crash, SIGKILL) is stale and taken over.
 */
export class DataDirLockedError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(`数据目录 ${dir} 已被另一个服务进程 (pid ${pid}) 使用，请先停止它`)
    this.name = 'DataDirLockedError'
  }
}

const heldHere = new Set<string>()

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function lockFileOf(dir: string): string {
  return join(dir, 'scm-server.lock')
}

/** Takes the folder's lock (creating the folder first); returns the release function. */
export function acquireDataDirLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const file = lockFileOf(dir)
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      heldHere.add(file)
      const release = () => {
        if (!heldHere.delete(file)) return
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file)
        } catch {
          // already gone: nothing to release
        }
      }
      process.once('exit', release)
      return release
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    }
    let pid = 0
    try {
      pid = Number(readFileSync(file, 'utf8').trim())
    } catch {
      continue // removed between our open and read: try again
    }
    const ours = pid === process.pid && heldHere.has(file)
    if (ours || (pid > 0 && pid !== process.pid && isAlive(pid))) throw new DataDirLockedError(dir, pid)
    try {
      unlinkSync(file) // stale lock of a dead process
    } catch {
      // another process took it over first; the next attempt sees its pid
    }
  }
  throw new DataDirLockedError(dir, 0)
}
