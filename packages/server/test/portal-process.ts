// The server as an operator runs it, as a process of its own, for the tests that need real
// processes: a database restart, several instances, jobs across instances, rolling restarts.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const repo = fileURLToPath(new URL('../../../', import.meta.url))

/** The server's programs, by their bundle's name (tsup.config.ts) and their source. */
const PROGRAMS = {
  main: 'packages/server/src/main.ts',
  'backup-main': 'packages/server/src/backup-main.ts',
  'files-to-s3': 'packages/server/scripts/files-to-s3.ts',
} as const

/**
 * The arguments to node (run in `repo`) for one of the server's programs: its bundle in
 * `packages/server/dist`, as `npm run serve` and the operators' commands run it, when `npm test`
 * has just built it (SCM_TEST_BUILT); else its source under tsx's loader, so a test run straight
 * after an edit tests the edit. Node itself either way, not the tsx command: that one relays a
 * signal to the node it runs and kills it outright when the server, busy, does not report the
 * signal within 30 ms. The bundle starts on half the CPU (a process test starts many).
 */
export function programArgs(name: keyof typeof PROGRAMS): string[] {
  return process.env.SCM_TEST_BUILT ? [`packages/server/dist/${name}.js`] : ['--import', 'tsx', PROGRAMS[name]]
}

export const delay = (ms: number) => new Promise((r) => setTimeout(r, ms))

export interface PortalProcess {
  url: string
  process: ChildProcess
  log(): string
  stop(): Promise<void>
}

/** Ends a child's process group (SIGTERM, then SIGKILL), waiting for it to exit. */
export async function stopGroup(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
  const exited = new Promise((r) => child.once('exit', r))
  for (const signal of ['SIGTERM', 'SIGKILL'] as const) {
    try {
      process.kill(-child.pid, signal)
    } catch {
      return // already gone
    }
    if (await Promise.race([exited.then(() => true), delay(graceMs).then(() => false)])) return
  }
}

/**
 * Starts the server with `env` (besides PATH and HOME; PORT 0 picks a port) and answers once it
 * listens, or throws with its output when it exits first or does not listen within `startMs`.
 */
export async function startPortalProcess(env: Record<string, string>, name = '服务进程', startMs = 120_000): Promise<PortalProcess> {
  let output = ''
  const child = spawn(process.execPath, programArgs('main'), {
    cwd: repo,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', SCM_LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, ended as one (stopGroup)
  })
  const stop = () => stopGroup(child)
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk
      const started = /SCM 服务已启动：(http:\/\/[\d.:]+)/.exec(output)
      if (started) resolve(started[1]!)
    }
    child.stdout!.on('data', read)
    child.stderr!.on('data', read)
    child.once('exit', (code) => reject(new Error(`${name}已退出 (code ${code})\n${output.slice(-4000)}`)))
    setTimeout(() => reject(new Error(`${name} ${startMs} ms 内未启动\n${output.slice(-4000)}`)), startMs).unref()
  }).catch(async (error) => {
    await stop()
    throw error
  })
  return { url, process: child, log: () => output, stop }
}
