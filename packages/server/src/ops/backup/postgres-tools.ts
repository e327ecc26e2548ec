import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'

// PostgreSQL's own client programs (Debian's packages put each major version's under
// /usr/lib/postgresql/<major>/bin): pg_dump must be at least the server's major version, psql of
// any recent version loads a plain dump. The password goes in the environment, never on the
// command line (where `ps` shows it).

const run = promisify(execFile)
const DEBIAN_ROOT = '/usr/lib/postgresql'

/** Installed majors, newest first, each with its bin folder. */
function installed(): { major: number; bin: string }[] {
  if (!existsSync(DEBIAN_ROOT)) return []
  return readdirSync(DEBIAN_ROOT)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(DEBIAN_ROOT, v, 'bin', 'pg_dump')))
    .map((v) => ({ major: Number(v), bin: join(DEBIAN_ROOT, v, 'bin') }))
    .sort((a, b) => b.major - a.major)
}

/**
 * The path of `tool` for a server of `serverMajor`: the same major when installed (its output is
 * what that server's own tools write), else the newest newer one.
 */
export function postgresTool(tool: 'pg_dump' | 'psql', serverMajor: number): string {
  const all = installed()
  const fit = all.find((v) => v.major === serverMajor) ?? all.find((v) => v.major > serverMajor)
  if (!fit) {
    const found = all.length ? `（已安装：${all.map((v) => v.major).join('、')}）` : ''
    throw new Error(`找不到 PostgreSQL ${serverMajor} 或更新版本的 ${tool}${found}：请安装 postgresql-client-${serverMajor}（Debian：apt-get install -y postgresql-client-${serverMajor}）`)
  }
  return join(fit.bin, tool)
}

/** The URL without its password, and the password for PGPASSWORD. */
function splitPassword(databaseUrl: string): { url: string; password?: string } {
  const url = new URL(databaseUrl)
  const password = url.password ? decodeURIComponent(url.password) : undefined
  url.password = ''
  return { url: url.toString(), password }
}

/** Runs a PostgreSQL client program against the database; its error output becomes the error's message. */
export async function runPostgresTool(path: string, databaseUrl: string, args: string[]): Promise<void> {
  const { url, password } = splitPassword(databaseUrl)
  // without a password in the URL, the operator's own PGPASSWORD or ~/.pgpass applies
  const env = { ...process.env, PGAPPNAME: 'scm-backup', ...(password ? { PGPASSWORD: password } : {}) }
  try {
    await run(path, [...args, `--dbname=${url}`], { env, maxBuffer: 64 * 1024 * 1024 })
  } catch (error) {
    const e = error as { stderr?: string; message: string }
    throw new Error(`${path.split('/').pop()} 失败：${(e.stderr || e.message).trim()}`)
  }
}

/** Options of every dump, whichever engine: plain SQL that psql loads into PostgreSQL and PGlite runs as it is. */
export const DUMP_OPTIONS = [
  // the restoring account owns what it creates; grants are the target's business
  '--no-owner',
  '--no-privileges',
  // INSERTs, not COPY … FROM stdin, which only psql can feed: PGlite loads the same file
  '--rows-per-insert=1000',
]
