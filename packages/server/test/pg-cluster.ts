// A throwaway PostgreSQL cluster of one test file's own (initdb + pg_ctl in a temp folder on a free
// loopback port), for tests that stop and start the database server: the DATABASE_URL server is
// shared with every other test file and must keep running.
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './free-port'

const run = promisify(execFile)

/** The newest PostgreSQL's bin folder (Debian: /usr/lib/postgresql/<version>/bin), if installed. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'pg_ctl'))).sort((a, b) => Number(a) - Number(b))
  return versions.length ? join(root, versions.at(-1)!, 'bin') : undefined
}

export interface PgCluster {
  /** postgres://… of the cluster's `postgres` database. */
  url: string
  /** pg_ctl stop -m immediate: the server processes die at once, as in a crash. */
  crash(): Promise<void>
  start(): Promise<void>
  /** Stops the cluster and removes its folder. */
  remove(): Promise<void>
}

/** initdb and start a cluster; as root (CI), the postgres account runs it, as .ci/run does. */
export async function startPgCluster(bin: string): Promise<PgCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'scm-pg-'))
  const asRoot = process.getuid?.() === 0
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, id('-u'), id('-g'))
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]) : run(join(bin, tool), args)
  const port = await freePort()
  const data = join(dir, 'data')
  // fsync off: an immediate stop kills the server's processes, not the machine, so what they wrote
  // is in the kernel's cache either way; a committed transaction survives it as it would a crash.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  const start = async () => {
    await pg('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-t', '30', '-o', options, 'start'])
  }
  const stop = async () => {
    await pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
  }
  try {
    await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'])
    await start()
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: stop,
    start,
    async remove() {
      await stop().catch(() => {}) // already stopped
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
