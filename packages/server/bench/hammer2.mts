import { callJson, runLoad } from './load'
import { token } from './harness'
const origin = 'http://127.0.0.1:8391'
const t = await token(origin, 'qe01')
const path = process.argv[2]!
const call = () => callJson(origin, t, 'GET', path)
await runLoad('warm', 3000, 20, call)
const r = await runLoad('run', 4000, 20, call)
console.log(r.p50, r.p95, r.perSecond, r.errors)
