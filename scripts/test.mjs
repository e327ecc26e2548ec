#!/usr/bin/env node
// `npm test`: every test, in stages, with each stage's time printed at the end (and appended to
// $SCM_STAGE_TIMES when set, so .ci/run prints them beside its own install stages).
//
//   build → { type-check, demo seed → { node suites (core, host, server: on PGlite, or with
//   DATABASE_URL on PostgreSQL with only the embedded database's own files on PGlite), end to end
//   (the portal in Chromium, two flows at a time), browser (elements in Chromium, two files at a
//   time) } } at once
//
// Every stage after the build runs at once: each waits on Chromium, a server or a database much of
// its time, and one beside the other fills the cores those waits leave idle. Nothing in them has a
// time limit within reach of a machine this loaded: their waits are for events, with one default
// each far past a quiet machine's time (see each config), so a slow machine is slower, never red.
// Their output is held and printed whole when each ends, except the node suites', shown as it comes.
//
// The browser stages need Debian's Chromium at /usr/bin/chromium: installed here when we are root,
// otherwise the run stops at once saying what to install.
import { spawn, spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const CHROMIUM = '/usr/bin/chromium'
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'

// One embedded database migrated and seeded with the demo (about 13 s of CPU in WebAssembly) for
// the suites' portals to start from a copy of (SCM_TEST_SEED): the end-to-end workers' and the
// browser suite's server would otherwise each seed their own.
const seedRoot = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'scm-seed-'))
process.on('exit', () => rmSync(seedRoot, { recursive: true, force: true }))
const seedDir = join(seedRoot, 'data')

// each stage starts when the stages it comes after have passed; `streams`: its output is shown as
// it comes (one at a time), the others' is held and printed whole when each ends; `then`: what a
// passed stage hands the stages after it; `yields`: it runs at a lower priority (nice 10). The
// node suites make thousands of calls one after another (a sweep over the route table waits for
// each answer), and every wait for a core beside the two Chromium suites stretched them: on a
// loaded machine the node stage ended last, minutes after the others. The Chromium suites take the
// cores the node suites leave; the work is the same, the stages end closer together.
/** The Chromium the yielding stages launch (browser.ts, web-test-runner.config.mjs): it keeps their nice value. */
const YIELDING_CHROMIUM = { SCM_TEST_CHROMIUM: fileURLToPath(new URL('./chromium-yielding.sh', import.meta.url)) }
const stages = [
  { name: '构建 build', args: ['run', 'build'], after: [], streams: true },
  {
    name: '演示数据 seed',
    command: [process.execPath, 'packages/server/dist/main.js', '--migrate'],
    env: { SCM_DATA_DIR: seedDir, DATABASE_URL: '', SCM_LOG_LEVEL: 'warn' },
    after: ['构建 build'],
    then: () => (process.env.SCM_TEST_SEED = seedDir),
  },
  { name: '类型检查 typecheck', args: ['run', 'typecheck'], after: ['构建 build'] },
  // SCM_TEST_BUILT: the process tests start the server's programs from the build just made
  // (packages/server/test/portal-process.ts), as operators run them
  { name: '服务端与单元 node', args: ['exec', '--', 'vitest', 'run'], env: { SCM_TEST_BUILT: '1' }, after: ['构建 build'], streams: true },
  { name: '端到端 e2e', args: ['run', 'test:e2e', '--workspace', 'packages/host'], env: YIELDING_CHROMIUM, after: ['演示数据 seed'], yields: true },
  { name: '浏览器 browser', args: ['run', 'test:browser', '--workspace', 'packages/elements'], env: YIELDING_CHROMIUM, after: ['演示数据 seed'], yields: true },
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

/** Runs one stage; `held`: its output is kept and printed whole when it ends (stages running beside another). */
const run = ({ name, args, command = [npm, ...args], env = {}, yields }, held) =>
  new Promise((resolve) => {
    const at = Date.now()
    if (yields && process.platform !== 'win32') command = ['nice', '-n', '10', ...command]
    const child = spawn(command[0], command.slice(1), { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } })
    const out = []
    child.stdout?.on('data', (chunk) => out.push(chunk))
    child.stderr?.on('data', (chunk) => out.push(chunk))
    child.on('exit', (code, signal) => {
      const text = Buffer.concat(out).toString()
      if (held) process.stdout.write(`\n──── ${name} ────\n${text}\n──── ${name} 结束 ────\n`)
      if (held && code) failures.push([name, failureLines(text)])
      resolve([name, Date.now() - at, code ?? (signal ? 1 : 0), at - start])
    })
  })

// A failed held stage's failing lines, printed again at the very end: a log read from its tail (as
// CI's is) would otherwise show only the stage that ended last.
const failures = []
const FAILURE = /❌|✘|✗|\bFAIL\b|failed|Error|Timeout|timed out|expected|Expected|Received|at .*\.(test|spec)\.tsx?:\d+/
const stripColours = (line) => line.replace(/\x1b\[[0-9;]*m/g, '')
function failureLines(text) {
  const lines = text.split('\n').map(stripColours)
  const picked = []
  lines.forEach((line, i) => {
    // a failed browser test's page log (host/test/e2e/browser.ts) is kept whole, up to its blank line
    if (line.includes('[page log]')) {
      const end = lines.findIndex((next, j) => j > i && !next.trim())
      picked.push(...lines.slice(i, end < 0 ? i + 53 : Math.min(end, i + 53)))
    }
    // a progress line's "0 failed" is not a failure
    else if (FAILURE.test(line.replace(/\b0 failed\b/g, ''))) picked.push(...lines.slice(Math.max(0, i - 1), i + 3))
  })
  return [...new Set(picked)].slice(0, 140)
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`
const times = []
function report() {
  const lines = times.map(([name, ms, code, from = 0]) => `  ${name.padEnd(22)} ${seconds(ms).padStart(7)}  （第 ${seconds(from)} 开始）${code ? '  失败' : ''}`)
  const text = ['测试各阶段用时（有的阶段同时进行）：', ...lines, `  ${'合计 total'.padEnd(22)} ${seconds(Date.now() - start).padStart(7)}`].join('\n')
  console.log(`\n${text}`)
  if (process.env.SCM_STAGE_TIMES) appendFileSync(process.env.SCM_STAGE_TIMES, lines.join('\n') + '\n')
}

const start = Date.now()
ensureChromium()
times.push(['浏览器检查 chromium', Date.now() - start, 0])
const passed = new Set()
const running = new Map()
let failed = 0
for (;;) {
  // start what may start: nothing new once a stage has failed
  for (const stage of failed ? [] : stages) {
    if (running.has(stage.name) || times.some(([name]) => name === stage.name) || !stage.after.every((name) => passed.has(name))) continue
    running.set(stage.name, run(stage, !stage.streams))
  }
  if (!running.size) break
  const [name, ms, code, from] = await Promise.race(running.values())
  running.delete(name)
  times.push([name, ms, code, from])
  if (code === 0) {
    passed.add(name)
    stages.find((stage) => stage.name === name)?.then?.()
  }
  else failed ||= code
}
for (const [name, lines] of failures) console.log(`\n──── ${name} 失败摘要 ────\n${lines.join('\n')}`)
report()
process.exit(failed)
