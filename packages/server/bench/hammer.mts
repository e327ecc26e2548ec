// scratch: CPU per call of one scenario (server, PostgreSQL, this client), independent of what else runs
import { readFileSync, readdirSync } from 'node:fs'
import { callJson, runLoad } from './load'
import { token } from './harness'
const [origin, user, method, path, body] = process.argv.slice(2) as [string, string, 'GET' | 'POST', string, string?]
const t = await token(origin, user)
const bodies = body ? (JSON.parse(body) as object[]) : [undefined]
const call = (i: number) => callJson(origin, t, method, path, bodies[i % bodies.length] as object)
const ticks = (pid: string) => { try { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' '); return Number(f[11]) + Number(f[12]) } catch { return 0 } }
const dbName = process.env.DB_NAME!
const pgPids = () => readdirSync('/proc').filter((p) => /^\d+$/.test(p) && (() => { try { return readFileSync(`/proc/${p}/cmdline`, 'utf8').includes(dbName) } catch { return false } })())
const serverPid = process.env.SERVER_PID!
await runLoad('warm', 2000, 20, call)
const pg0 = pgPids().reduce((a, p) => a + ticks(p), 0), s0 = ticks(serverPid), c0 = process.cpuUsage()
const N = 3000
const r = await runLoad('run', N, 20, call)
const pg1 = pgPids().reduce((a, p) => a + ticks(p), 0), s1 = ticks(serverPid), c1 = process.cpuUsage(c0)
console.log(`p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} req/s ${r.perSecond.toFixed(0)} errors ${r.errors} | CPU ms/call: server ${((s1 - s0) * 10 / N).toFixed(2)} pg ${((pg1 - pg0) * 10 / N).toFixed(2)} client ${((c1.user + c1.system) / 1000 / N).toFixed(2)}`)
