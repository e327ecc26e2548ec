// File system speed and size on PostgreSQL (issue 25 item 9).
//   DATABASE_URL=postgres://postgres@127.0.0.1:55443/postgres npm run bench:files -w packages/server
// Creates a throwaway database with the demo, adds a folder of 10,000 files (generate_series), starts
// the real server in a child process and measures over HTTP: the folder's listing at 20 concurrent
// requests (page 1–3 of 20 by name, p95 ≤ 30 ms), then a 1 GB resumable (tus) upload in 8 MB
// chunks while sampling the server's RSS (growth < 50 MB: the bytes stream to disk). Prints a
// table; exits 1 on a breach. BENCH_UPLOAD_MB changes the upload size.
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { floorTable, measureBesideFloor } from './floor'
import { postJson, rssMb, table } from './load'
import { benchClient, demoDatabase, machineLoad, runBench, startServer, token } from './harness'

const FILES = 10_000
const CONCURRENCY = 20
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000)
const LIST_BUDGET_MS = 30
const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 1024)
const RSS_BUDGET_MB = 50
const CHUNK = 8 * 1024 * 1024

function request(origin: string, method: string, path: string, headers: Record<string, string>, body?: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers: { ...headers, ...(body ? { 'Content-Length': String(body.length) } : {}) } }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }))
    })
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}

const FOLDER = '基准测试：一万个文件'

runBench('scm_bench_files', async ({ url, reused }, servers) => {
  if (!reused) {
    const database = await demoDatabase(url)
    await database.close()
  }
  const client = await benchClient(url)
  let folderId = (await client.query(`select id from file_folder where name = $1`, [FOLDER])).rows[0]?.id as number | undefined
  if (!folderId) {
    folderId = (await client.query(`insert into file_folder (name, file_type) values ($1, '01') returning id`, [FOLDER])).rows[0].id as number
    const t0 = performance.now()
    await client.query(
      `insert into uploaded_file (file_name, file_size, content_type, category, hash, userid, folder_id, version, is_current, created_at)
       select '图纸-' || lpad(g::text, 5, '0') || '.pdf', 1000 + g, 'application/pdf', '01', md5(g::text) || md5((g * 7)::text), 1, $1, 1, true, now() - (g || ' minutes')::interval
         from generate_series(1, ${FILES}) g`,
      [folderId],
    )
    await client.query(`update uploaded_file set file_key = id where folder_id = $1`, [folderId])
    console.log(`数据准备：文件夹 ${folderId} 中 ${FILES} 个文件，${((performance.now() - t0) / 1000).toFixed(1)} s`)
  }
  // as autovacuum leaves a table at rest: statistics and the visibility map (index-only counts)
  await client.query('vacuum analyze uploaded_file')
  await client.end()

  const dataDir = mkdtempSync(join(tmpdir(), 'scm-bench-files-'))
  try {
    const started = await startServer(url, { SCM_DATA_DIR: dataDir })
    servers.push(started.child)
    const { origin } = started
    const qe = await token(origin, 'qe01')
    const list = (at: string, i: number) => postJson(at, qe, '/api/FileSystem/GetFiles', { folder_id: folderId, page: 1 + (i % 3), rows: 20, sidx: 'file_name', sord: 'asc' })
    const [listed] = await measureBesideFloor(url, [origin], servers, [{ name: `文件夹列表（${FILES} 个文件，20 人同时）`, call: list, p95: LIST_BUDGET_MS }], {
      requests: REQUESTS,
      concurrency: CONCURRENCY,
    })
    const listOk = listed!.passed

    // ── a 1 GB tus upload: POST, then PATCH chunks; RSS sampled every 100 ms ──
    const pid = started.child.pid!
    const before = await rssMb(pid)
    let peak = before
    const sampler = setInterval(() => void rssMb(pid).then((mb) => (peak = Math.max(peak, mb))), 100)
    const size = UPLOAD_MB * 1024 * 1024
    const auth = { Authorization: `Bearer ${qe}`, 'Tus-Resumable': '1.0.0' }
    const meta = ['filename 整车三维模型.zip', 'file_type 01', `folder_id ${folderId}`].map((kv) => {
      const [k, ...v] = kv.split(' ')
      return `${k} ${Buffer.from(v.join(' ')).toString('base64')}`
    })
    const t1 = performance.now()
    const created = await request(origin, 'POST', '/api/FileSystem/Tus', { ...auth, 'Upload-Length': String(size), 'Upload-Metadata': meta.join(',') })
    if (created.status !== 201) throw new Error(`创建上传失败：${created.status} ${created.text}`)
    const path = `/api/FileSystem/${created.headers.location}`
    const chunk = Buffer.alloc(CHUNK)
    let offset = 0
    let fileId = ''
    while (offset < size) {
      const n = Math.min(CHUNK, size - offset)
      chunk.writeUInt32LE(offset / CHUNK, 0)
      const res = await request(origin, 'PATCH', path, { ...auth, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' }, n === CHUNK ? chunk : chunk.subarray(0, n))
      if (res.status !== 204) throw new Error(`续传失败：${res.status} ${res.text}`)
      offset = Number(res.headers['upload-offset'])
      fileId = String(res.headers['upload-file-id'] ?? fileId)
    }
    const seconds = (performance.now() - t1) / 1000
    clearInterval(sampler)
    peak = Math.max(peak, await rssMb(pid))
    const growth = peak - before
    const uploadOk = !!fileId && growth < RSS_BUDGET_MB

    console.log(`并发 ${CONCURRENCY}，列表 ${REQUESTS} 次请求；机器负载 ${await machineLoad()}`)
    console.log(floorTable([listed!]))
    console.log(
      table([
        {
          场景: `断点续传上传 ${UPLOAD_MB} MB（8 MB 分块）`,
          耗时: `${seconds.toFixed(1)} s`,
          '速度 MB/s': (UPLOAD_MB / seconds).toFixed(1),
          '上传前 RSS MB': before.toFixed(1),
          '峰值 RSS MB': peak.toFixed(1),
          '增长 MB': growth.toFixed(1),
          预算: `增长<${RSS_BUDGET_MB}`,
          结果: uploadOk ? '通过' : '超标',
        },
      ]),
    )
    const passed = listOk && uploadOk
    console.log(passed ? '全部达标' : '未达标（见上表预算列）')
    return !passed
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}, { reusable: true })
