#!/usr/bin/env node
// `npm test`: every test, in stages, with each stage's time printed at the end (and appended to
// $SCM_STAGE_TIMES when set, so .ci/run prints them beside its own install stages).
//
//   build → type-check → node suites (core, host, server on PGlite and, with DATABASE_URL, on
//   PostgreSQL side by side) → browser (elements in Chromium) → end to end (the portal in Chromium)
//
// The browser stages need Debian's Chromium at /usr/bin/chromium: installed here when we are root,
// otherwise the run stops at once saying what to install.
import { spawn, spawnSync } from 'node:child_process'
import { appendFileSync, existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

const stages = [
  ['构建 build', ['run', 'build']],
  ['类型检查 typecheck', ['run', 'typecheck']],
  ['服务端与单元 node', ['exec', '--', 'vitest', 'run']],
  ['浏览器 browser', ['run', 'test:browser', '--workspace', 'packages/elements']],
  ['端到端 e2e', ['run', 'test:e2e', '--workspace', 'packages/host']],
]

function ensureChromium() {
  if (existsSync(CHROMIUM)) return
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  if (!root || !existsSync('/usr/bin/apt-get')) {
    console.error(`缺少 Chromium：浏览器测试需要 Debian 的 chromium（${CHROMIUM}）。请以 root 运行：apt-get install -y chromium`)
    process.exit(1)
  }
  console.log('安装 Chromium（apt-get install -y chromium）…')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'chromium']]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env })
    if (r.status !== 0) {
      console.error('安装 Chromium 失败：请手动运行 apt-get install -y chromium')
      process.exit(1)
    }
  }
}

const run = (args) =>
  new Promise((resolve) => {
    const child = spawn(npm, args, { stdio: 'inherit' })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const times = []
function report() {
  const lines = times.map(([name, ms, code]) => `  ${name.padEnd(22)} ${seconds(ms).padStart(7)}${code ? '  失败' : ''}`)
  const total = times.reduce((sum, [, ms]) => sum + ms, 0)
  const text = ['测试各阶段用时：', ...lines, `  ${'合计 total'.padEnd(22)} ${seconds(total).padStart(7)}`].join('\n')
  console.log(`\n${text}`)
  if (process.env.SCM_STAGE_TIMES) appendFileSync(process.env.SCM_STAGE_TIMES, lines.join('\n') + '\n')
}

const start = Date.now()
ensureChromium()
times.push(['浏览器检查 chromium', Date.now() - start, 0])
for (const [name, args] of stages) {
  const at = Date.now()
  const code = await run(args)
  times.push([name, Date.now() - at, code])
  if (code !== 0) {
    report()
    process.exit(code)
  }
}
report()
