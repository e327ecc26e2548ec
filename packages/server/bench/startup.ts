// `npm run bench:startup` (after `npm run build`): how long the server takes from process start
// until GET /api/test/getconfig answers, and its memory right after (RSS of the process and its
// children, from /proc: Linux only), started as `npm run dev` starts it (tsx on the TypeScript)
// and as `npm start` does (node on the bundle), on a new PGlite folder and on an existing one.
// Each figure is the median of RUNS starts (default 3).
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { machineLoad } from './harness'

const repo = fileURLToPath(new URL('../../../', import.meta.url))
const RUNS = Number(process.env.RUNS ?? 3)
const PORT = 18000 + (process.pid % 1000)

const ways = {
  'tsx src/main.ts': [join(repo, 'node_modules/.bin/tsx'), 'packages/server/src/main.ts'],
  'node dist/main.js': [process.execPath, '--enable-source-maps', 'packages/server/dist/main.js'],
} as const

/** RSS in MiB of a process and every process below it. */
function treeRss(pid: number): number {
  const status = (p: number) => readFileSync(`/proc/${p}/status`, 'utf8')
  const children = (p: number): number[] =>
    readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  let kib = 0
  const stack = [pid]
  while (stack.length) {
    const p = stack.pop()!
    try {
      kib += Number(/VmRSS:\s+(\d+)/.exec(status(p))?.[1] ?? 0)
      stack.push(...children(p))
    } catch {
      // gone meanwhile
    }
  }
  return kib / 1024
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  process.kill(-child.pid!, 'SIGTERM')
  await exited
}

/** One start: seconds until getconfig answers, and MiB after it did (1 s later, once start-up work settled). */
async function start(command: readonly string[], dataDir: string): Promise<{ seconds: number; mib: number }> {
  const begin = performance.now()
  const child = spawn(command[0]!, command.slice(1), {
    cwd: repo,
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', SCM_DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} exited (${child.exitCode})`)
      const answered = await fetch(`http://127.0.0.1:${PORT}/api/test/getconfig`).then((r) => r.ok, () => false)
      if (answered) break
      await new Promise((r) => setTimeout(r, 50))
    }
    const seconds = (performance.now() - begin) / 1000
    await new Promise((r) => setTimeout(r, 1000))
    return { seconds, mib: treeRss(child.pid!) }
  } finally {
    await stop(child)
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

if (!existsSync(join(repo, 'packages/server/dist/main.js'))) throw new Error('run npm run build first')
console.log(`load ${await machineLoad()}, ${RUNS} runs each`)
console.log('| started as | data folder | start-up (s) | RSS after start (MiB) |\n|---|---|---|---|')
for (const [name, command] of Object.entries(ways)) {
  const fresh: { seconds: number; mib: number }[] = []
  const existing: { seconds: number; mib: number }[] = []
  for (let i = 0; i < RUNS; i++) {
    const dir = mkdtempSync(join(tmpdir(), 'scm-startup-'))
    try {
      fresh.push(await start(command, join(dir, 'db')))
      existing.push(await start(command, join(dir, 'db')))
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  }
  for (const [folder, runs] of [['new', fresh], ['existing', existing]] as const) {
    console.log(`| \`${name}\` | ${folder} | ${median(runs.map((r) => r.seconds)).toFixed(2)} | ${median(runs.map((r) => r.mib)).toFixed(0)} |`)
  }
}
