// HTTP load at fixed concurrency and the numbers a benchmark table shows.

import http from 'node:http'
import { isSignedPath, SIGN_HEADER, signRequest } from '@scm/core'

export interface LoadResult {
  name: string
  requests: number
  concurrency: number
  errors: number
  p50: number
  p95: number
  p99: number
  max: number
  perSecond: number
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}


/**
 * Keep-alive connections, one per concurrent caller, as a browser or proxy would hold them. An idle
 * one is closed after 4 s, before the other side does (haproxy's `timeout http-keep-alive` is 10 s,
 * the portal's 65 s): a call sent on a connection the other side is closing fails with "socket hang
 * up" — a browser sends such a call again, node's agent does not (the rolling-restart test saw five
 * fail at once, 4 s before its kill, on connections idle since its previous test).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1024, timeout: 4000 })

export interface Answer {
  status: number
  /** The envelope's Code, read from the answer's first bytes. */
  code?: number
  /** The whole envelope, parsed when first read (the load loop only needs `code`). */
  body: { Code?: number; Data?: unknown }
}

const CODE_AT_START = /^\{"Code":(-?\d+)/

/**
 * An answer whose body is parsed only when a benchmark reads it: the load generator shares the two
 * cores with the server and the database, and parsing every 20-row page it receives would take
 * CPU the server then lacks (clients of a real portal run elsewhere).
 */
function answerOf(status: number, text: string): Answer {
  const code = CODE_AT_START.exec(text)
  let body: Answer['body'] | undefined
  return {
    status,
    code: code ? Number(code[1]) : undefined,
    get body() {
      return (body ??= JSON.parse(text) as Answer['body'])
    },
  }
}

/** A call over node:http (lighter on the load generator than fetch, so it steals less CPU); JSON body if given. */
export function callJson(origin: string, token: string, method: 'GET' | 'POST', path: string, payload?: object): Promise<Answer> {
  const body = payload ? JSON.stringify(payload) : undefined
  const url = new URL(path, origin)
  const headers: Record<string, string | number> = { Authorization: `Bearer ${token}` }
  if (body) Object.assign(headers, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) })
  // the account calls (/SaleCheck/…) carry core's signature, as the client sends it (the server's SCM_API_BASE)
  if (isSignedPath(url.pathname)) headers[SIGN_HEADER] = signRequest(process.env.SCM_API_BASE ?? '', url.pathname, body ?? '')
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, agent, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        resolve(answerOf(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8')))
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** POST JSON. */
export const postJson = (origin: string, token: string, path: string, payload: object): Promise<Answer> => callJson(origin, token, 'POST', path, payload)

/** Runs `total` calls of `call(i)` with `concurrency` in flight; latency in ms per call. */
export async function runLoad(name: string, total: number, concurrency: number, call: (i: number) => Promise<Answer>): Promise<LoadResult> {
  const latencies: number[] = []
  let errors = 0
  let next = 0
  const started = performance.now()
  const worker = async () => {
    for (;;) {
      const i = next++
      if (i >= total) return
      const t0 = performance.now()
      try {
        const res = await call(i)
        if (res.status !== 200 || (res.code ?? res.body.Code) !== 1) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  return {
    name,
    requests: total,
    concurrency,
    errors,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    perSecond: total / elapsed,
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc; clock ticks of 10 ms). */
export async function cpuMs(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}

/** Resident set size of a process in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises')
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return kb / 1024
}

export function table(rows: Record<string, string | number>[]): string {
  const keys = Object.keys(rows[0] ?? {})
  const cells = rows.map((r) => keys.map((k) => String(r[k])))
  const widths = keys.map((k, i) => Math.max(width(k), ...cells.map((c) => width(c[i]!))))
  const line = (values: string[]) => `| ${values.map((v, i) => v + ' '.repeat(widths[i]! - width(v))).join(' | ')} |`
  return [line(keys), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...cells.map(line)].join('\n')
}

/** Display width: CJK characters take two columns. */
function width(text: string): number {
  let n = 0
  for (const ch of text) n += /[\u3000-\u9fff\uff00-\uffef]/.test(ch) ? 2 : 1
  return n
}
