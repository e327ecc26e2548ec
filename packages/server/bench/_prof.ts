import { createApp } from '../src/app'
import { openDatabase } from '../src/db'
import { readConfig } from '../src/config'
const url = process.argv[2]!
const database = await openDatabase({ dataDir: 'memory', databaseUrl: url })
const config = { ...readConfig({}), databaseUrl: url }
const app = createApp({ db: database.db, config })
const tok = ((await (await app.request('/token', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'grant_type=password&username=buyer01&password=Scm%402026' })).json()) as any).access_token
const call = (m: string, path: string, body?: object) => app.request(path, { method: m, headers: { Authorization: `Bearer ${tok}`, 'Content-Type': 'application/json' }, body: body ? JSON.stringify(body) : undefined }).then((r) => r.json())
const body = { supplyid: 1001, status: '已完成', rows: 10, sidx: 'order_date', sord: 'desc' }
for (const [name, m, path, b] of [['unread', 'GET', '/Email/MSMailRecord/GetUnReadNum', undefined], ['list', 'POST', '/Order/OrderPublish/GetList', body], ['unread', 'GET', '/Email/MSMailRecord/GetUnReadNum', undefined], ['list', 'POST', '/Order/OrderPublish/GetList', body]] as const) {
  for (let i = 0; i < 100; i++) await call(m, path, b)
  const c0 = process.cpuUsage(); const t0 = performance.now()
  for (let i = 0; i < 500; i++) await call(m, path, b)
  const c = process.cpuUsage(c0)
  console.log(name, 'ms/req', ((performance.now() - t0) / 500).toFixed(2), 'cpu ms/req', ((c.user + c.system) / 1000 / 500).toFixed(2))
}
await database.close()
