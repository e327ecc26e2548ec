// The server reads time from ONE clock (src/clock): a test sets it, and a module that reads the
// machine's time or the database's own clock behind its back fails here.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import * as clock from '../src/clock'
import { createTestApp, loginAs } from './helpers'

const src = resolve(__dirname, '../src')
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.ts$/.test(e.name) && !/\.test\.ts$/.test(e.name) ? [join(dir, e.name)] : []))

/** The machine's time in JavaScript, the database's in SQL (`now()` outside `clock.now()`, current_date…). */
const OFF_CLOCK = /\bDate\.now\(\)|\bnew Date\(\)|(?<![\w.])now\(\)|\bcurrent_(date|timestamp|time)\b|\blocaltimestamp\b/gi

describe('one clock', () => {
  afterEach(() => clock.setClock(null))

  it('no server module reads the time outside src/clock', () => {
    const offenders = files(src)
      .filter((f) => relative(src, f).split(sep)[0] !== 'clock')
      .flatMap((f) => readFileSync(f, 'utf8').split('\n').flatMap((line, i) => (line.match(OFF_CLOCK) ? [`${relative(src, f)}:${i + 1}: ${line.trim()}`] : [])))
    expect(offenders).toEqual([])
  })

  it('a test sets the time; it ticks on from there unless frozen', async () => {
    clock.setClock('2026-11-27T18:30:00')
    expect(clock.today()).toBe('2026-11-27')
    const first = clock.nowMs()
    expect(Math.abs(first - new Date(2026, 10, 27, 18, 30).getTime())).toBeLessThan(1000)
    clock.setClock('2026-11-30T23:59:59.900', { frozen: true })
    await new Promise((r) => setTimeout(r, 150))
    expect(clock.today()).toBe('2026-11-30')
    expect(clock.now()).toEqual(new Date(2026, 10, 30, 23, 59, 59, 900))
  })

  it('runAt holds a moment for one piece of work only', async () => {
    clock.setClock('2026-11-28T10:00:00', { frozen: true })
    const inside = await clock.runAt(new Date(2026, 10, 20, 9), async () => {
      await new Promise((r) => setTimeout(r, 5))
      return clock.today()
    })
    expect(inside).toBe('2026-11-20')
    expect(clock.today()).toBe('2026-11-28')
  })
})

describe('the end-to-end suite moves the clock (SCM_TEST_CLOCK=1)', () => {
  afterEach(() => clock.setClock(null))

  it('an administrator moves it forward; others are refused; a server without the flag has no such call', async () => {
    const t = await createTestApp({ testClock: true })
    const plain = await createTestApp()
    try {
      clock.setClock('2026-11-27T18:30:00', { frozen: true })
      const admin = await loginAs(t.app, 'admin')
      const moved = await admin.post('/api/test/AdvanceClock', { seconds: 40 })
      expect([moved.status, moved.body.Data]).toEqual([200, new Date(2026, 10, 27, 18, 30, 40).toISOString()])
      expect(clock.now()).toEqual(new Date(2026, 10, 27, 18, 30, 40))
      for (const bad of [{}, { seconds: -5 }, { seconds: 1.5 }, { seconds: '40' }]) {
        expect((await admin.post('/api/test/AdvanceClock', bad)).body).toEqual({ Code: 0, Msg: '请输入前进的秒数', Data: null })
      }
      expect((await (await loginAs(t.app, 'svc01')).post('/api/test/AdvanceClock', { seconds: 40 })).status).toBe(403)
      expect((await (await loginAs(plain.app, 'admin')).post('/api/test/AdvanceClock', { seconds: 40 })).status).toBe(404)
      expect(clock.now()).toEqual(new Date(2026, 10, 27, 18, 30, 40))
    } finally {
      await Promise.all([t.close(), plain.close()])
    }
  })
})
