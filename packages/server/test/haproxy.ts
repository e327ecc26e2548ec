// Debian's haproxy run with deploy/haproxy.cfg as it is (the file a deployment installs), its
// addresses — the variables of deploy/haproxy.env — set to a test's or a benchmark's own ports,
// and deploy/'s environment files read as systemd and Debian read them. Used by
// test/instances.test.ts, test/rolling-restart.test.ts and bench/cluster.ts.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { freePort } from './free-port'
import { delay, repo, stopGroup } from './portal-process'

export const HAPROXY = '/usr/sbin/haproxy'
export const deployDir = join(repo, 'deploy')
/** Why what needs haproxy cannot run here ('' when it can). */
export const haproxyMissing = existsSync(HAPROXY) ? '' : `needs ${HAPROXY} (apt-get install -y haproxy; .ci/run does)`

/** KEY=VALUE lines of a deploy/ file (systemd's EnvironmentFile, Debian's /etc/default, a unit's settings), comments skipped. */
export function envFile(name: string): Record<string, string> {
  return Object.fromEntries(
    readFileSync(join(deployDir, name), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.includes('=') && !line.startsWith('#') && !line.startsWith('['))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  )
}

export interface Balancer {
  /** http://127.0.0.1:<port>, where the portal is reached */
  url: string
  process: ChildProcess
  /** what haproxy wrote (its servers going down and up) */
  log(): string
  /** haproxy's view of its server `name` (a, b): the last change it logged, UP before any (as it starts). */
  state(name: string): 'UP' | 'DOWN'
  /** Resolves once haproxy sees `name` in `state`; throws after `waitMs`. */
  until(name: string, state: 'UP' | 'DOWN', waitMs: number): Promise<void>
  stop(): Promise<void>
}

/**
 * haproxy with deploy/haproxy.cfg in front of the instances at `a` and `b` (host:port; the same
 * address twice puts one instance behind both server lines), answered once /readyz answers 200
 * through it, or thrown with its output when it exits first or is not ready within `waitMs`.
 */
export async function startHaproxy({ a, b }: { a: string; b: string }, waitMs: number): Promise<Balancer> {
  const addresses: Record<string, string> = { SCM_LISTEN: `127.0.0.1:${await freePort()}`, SCM_INSTANCE_A: a, SCM_INSTANCE_B: b }
  const expected = Object.keys(envFile('haproxy.env')).sort()
  if (Object.keys(addresses).sort().join() !== expected.join()) throw new Error(`haproxy.env 的变量已变：${expected.join('、')}`)
  // each change is written twice, as a warning on stderr and as the log line on stdout (`log stdout`): the log line counts
  let output = ''
  let logged = ''
  const child = spawn(HAPROXY, ['-db', '-f', join(deployDir, 'haproxy.cfg')], { env: { PATH: process.env.PATH, ...addresses }, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  child.stdout!.on('data', (chunk) => {
    logged += chunk
    output += chunk
  })
  child.stderr!.on('data', (chunk) => (output += chunk))
  const url = `http://${addresses.SCM_LISTEN}`
  const state = (name: string) => ([...logged.matchAll(new RegExp(`Server instances/${name} is (UP|DOWN),`, 'g'))].at(-1)?.[1] ?? 'UP') as 'UP' | 'DOWN'
  const balancer: Balancer = {
    url,
    process: child,
    log: () => output,
    state,
    async until(name, wanted, wait) {
      for (const end = Date.now() + wait; state(name) !== wanted; await delay(20)) {
        if (Date.now() > end) throw new Error(`haproxy ${wait} ms 内未将 ${name} 视为 ${wanted}\n${output.slice(-3000)}`)
      }
    },
    stop: () => stopGroup(child),
  }
  try {
    for (const end = Date.now() + waitMs; ; await delay(50)) {
      if (child.exitCode !== null) throw new Error(`haproxy 已退出 (code ${child.exitCode})\n${output}`)
      const ready = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(5000) }).then((r) => r.status, () => 0)
      if (ready === 200) return balancer
      if (Date.now() > end) throw new Error(`haproxy ${waitMs} ms 内未就绪\n${output}`)
    }
  } catch (error) {
    await balancer.stop()
    throw error
  }
}

/**
 * Sends `signal` to a server process (SIGTERM: its graceful stop; SIGKILL: `kill -9`) and answers
 * its exit code (null when a signal ended it) and when its exit was seen (performance.now(); a
 * killed process dies when the kernel next runs it, on a busy machine a while after the signal),
 * or throws when it has not exited within `waitMs`.
 */
export async function endProcess(child: ChildProcess, signal: 'SIGTERM' | 'SIGKILL', waitMs: number): Promise<{ code: number | null; exitedAt: number }> {
  if (child.exitCode !== null || child.signalCode !== null) throw new Error('进程已退出')
  const exited = new Promise<{ code: number | null; exitedAt: number }>((resolve) => child.once('exit', (code) => resolve({ code, exitedAt: performance.now() })))
  child.kill(signal)
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`进程 ${waitMs} ms 内未退出（${signal}）`)), waitMs)))
  try {
    return await Promise.race([exited, late])
  } finally {
    clearTimeout(timer)
  }
}
