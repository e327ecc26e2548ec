// `npm run bench:web` (issue 41 item 3): how fast the portal and its widgets are in a real
// browser on a slow phone. The project's Chromium (/usr/bin/chromium) through playwright-core,
// CPU slowed 4× and Lighthouse's mobile network (1.6 Mbps down, 750 kbps up, 150 ms round trip),
// against the built portal (`npm run build` first) on a fresh embedded database; every scenario
// five times, the median against its budget; exit 1 when one is past it. Cold: a new browser
// context (empty cache); warm: a second page of the same context.
//   登录页            /login: largest contentful paint                                  ≤ 2.0 s, warm ≤ 1.0 s
//   登录到订单发布首行  buyer01 clicks 登录 … the first row of 订单发布 is on screen      ≤ 3.0 s, warm ≤ 1.0 s
//   微信报修（375 px）  cust01's single-file widget on a blank page, until 故障描述 takes typing ≤ 2.0 s, warm ≤ 1.0 s
//   往来余额（375 px）  sup1001's single-file widget on a blank page, until its figures show    ≤ 2.0 s, warm ≤ 1.0 s
//   页签切换           between two open pages of the portal, click to content           ≤ 200 ms
// Only 127.0.0.1 is reached (the browser resolves no other name); it stops by itself.
import { cpus, loadavg } from 'node:os'
import type { Page } from 'playwright-core'
import { CPU_SLOWDOWN, MOBILE_NETWORK } from '../../elements/scripts/lib/bench-browser'
import { withBenchSession, type BenchSession } from '../../elements/scripts/lib/bench-session'
import { scriptsRefused } from './lib/page-timing'
import { balanceFigures, inFreshContext, loginPaint, repairFormReady, signInToFirstRow, tabSwitches, widgetTokens } from './lib/web-scenarios'

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
/** The second open page for the tab switches (buyer01 may open it). */
const OTHER_TAB = process.env.BENCH_OTHER_TAB ?? '/order/query'

interface Scenario {
  name: string
  cache: '冷' | '热' | '—'
  budgetMs: number
  samples: number[]
  /** Runs that did not reach their end (the page never showed what was waited for). */
  errors: string[]
}

/** The visit's time, or its error kept for the report (one broken visit does not stop the others). */
async function attempt(samples: number[], errors: string[], visit: () => Promise<number>): Promise<string> {
  try {
    const ms = await visit()
    samples.push(ms)
    return seconds(ms)
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!
    errors.push(message)
    return `出错（${message}）`
  }
}

type Timed = (session: BenchSession, page: Page) => Promise<number>

/** Cold then warm in each of RUNS fresh contexts. */
async function coldAndWarm(session: BenchSession, name: string, phone: boolean, budgets: [number, number], timed: Timed): Promise<Scenario[]> {
  const cold: Scenario = { name, cache: '冷', budgetMs: budgets[0], samples: [], errors: [] }
  const warm: Scenario = { name, cache: '热', budgetMs: budgets[1], samples: [], errors: [] }
  for (let run = 0; run < RUNS; run += 1) {
    await inFreshContext(session, phone, async (visit) => {
      const once = async () => {
        const page = await visit.page()
        return Promise.race([timed(session, page), scriptsRefused(page)])
      }
      const first = await attempt(cold.samples, cold.errors, once)
      const second = await attempt(warm.samples, warm.errors, once)
      console.log(`  ${name} 第 ${run + 1} 次：冷 ${first}，热 ${second}`)
    })
  }
  return [cold, warm]
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`

const passed = (s: Scenario) => s.errors.length === 0 && s.samples.length > 0 && median(s.samples) <= s.budgetMs

function report(scenarios: Scenario[]): string {
  const header = ['场景', '缓存', `${RUNS} 次（秒）`, '中位数', '预算', '结果']
  const lines = scenarios.map((s) => {
    const runs = [...s.samples.map((ms) => (ms / 1000).toFixed(2)), ...s.errors.map(() => '出错')].join(' ')
    const verdict = s.errors.length ? `出错 ${s.errors.length} 次` : passed(s) ? '通过' : '超出'
    return [s.name, s.cache, runs, s.samples.length ? seconds(median(s.samples)) : '—', `≤ ${seconds(s.budgetMs)}`, verdict]
  })
  const width = (text: string) => [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0)
  const widths = header.map((_, column) => Math.max(...[header, ...lines].map((line) => width(line[column]!))))
  return [header, ...lines].map((line) => line.map((text, column) => text + ' '.repeat(widths[column]! - width(text))).join('  ').trimEnd()).join('\n')
}

async function main(): Promise<void> {
  const started = Date.now()
  console.log(
    `条件：Chromium CPU 减速 ${CPU_SLOWDOWN}×，网络 ${((MOBILE_NETWORK.downloadThroughput * 8) / 1024).toFixed(1)} kbps 下行 / ${((MOBILE_NETWORK.uploadThroughput * 8) / 1024).toFixed(0)} kbps 上行 / 往返 ${MOBILE_NETWORK.latency} ms；每项 ${RUNS} 次取中位数；本机 ${cpus().length} 核，开始时负载 ${loadavg().map((n) => n.toFixed(1)).join(' ')}`,
  )
  const scenarios = await withBenchSession(async (session) => {
    const tokens = await widgetTokens(session)
    const all: Scenario[] = []
    all.push(...(await coldAndWarm(session, '登录页（最大内容绘制）', false, [2000, 1000], loginPaint)))
    all.push(...(await coldAndWarm(session, '登录到订单发布首行（buyer01）', false, [3000, 1000], signInToFirstRow)))
    all.push(...(await coldAndWarm(session, '微信报修表单可输入（375 px）', true, [2000, 1000], (s, page) => repairFormReady(s, page, tokens.customer))))
    all.push(...(await coldAndWarm(session, '往来余额数字显示（375 px）', true, [2000, 1000], (s, page) => balanceFigures(s, page, tokens.supplier))))
    const switching: Scenario = { name: `页签切换（订单发布 ⇄ ${OTHER_TAB}）`, cache: '—', budgetMs: 200, samples: [], errors: [] }
    await inFreshContext(session, false, async (visit) => {
      const page = await visit.page()
      await attempt([], switching.errors, async () => {
        switching.samples.push(...(await tabSwitches(session, page, OTHER_TAB, RUNS)))
        return 0
      })
    })
    console.log(`  页签切换：${switching.samples.map(seconds).join('、') || switching.errors.join('；')}`)
    all.push(switching)
    return all
  })
  console.log(report(scenarios))
  console.log(`用时 ${Math.round((Date.now() - started) / 1000)} 秒，结束时负载 ${loadavg().map((n) => n.toFixed(1)).join(' ')}`)
  const failed = scenarios.filter((s) => !passed(s))
  for (const s of failed)
    console.error(
      s.errors.length
        ? `出错：${s.name}（${s.cache}）${[...new Set(s.errors)].join('；')}`
        : `超出预算：${s.name}（${s.cache}）中位数 ${seconds(median(s.samples))} > ${seconds(s.budgetMs)}`,
    )
  process.exitCode = failed.length ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
