// The stop's order (Lifecycle.closeListener) on the server's clock of events, with fake timers: the
// listener closes only once a watching balancer has been answered "stopping" and has stopped
// sending requests for the drain; the requests in flight then finish. The stop of a real process
// behind haproxy: test/rolling-restart.test.ts; the other stop rules: ops.test.ts.
import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Lifecycle } from './lifecycle'

/** A stand-in for the Node server: requests arrive (by path) and their answers close; close() is recorded. */
function fakeServer() {
  const server = Object.assign(new EventEmitter(), { closedAt: undefined as number | undefined, close: () => {} })
  server.close = () => {
    server.closedAt = performance.now()
  }
  const arrive = (url: string) => {
    const res = new EventEmitter()
    server.emit('request', { url }, res)
    return () => res.emit('close')
  }
  return { server, arrive }
}

describe('closeListener', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'performance'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('behind a balancer: closes once it was told and sent nothing but probes for the drain, then waits for the requests in flight', async () => {
    const life = new Lifecycle()
    const { server, arrive } = fakeServer()
    life.track(server as never)
    life.probed(false) // a balancer checks this instance
    const longCall = arrive('/api/FileSystem/Download?id=1')
    life.stop()
    const start = performance.now()
    let cut: number | undefined
    void life.closeListener(server as never, { drainMs: 1000, limitMs: 20_000 }).then((n) => (cut = n))

    // not told yet: it serves on, however long the check takes
    await vi.advanceTimersByTimeAsync(3000)
    expect(server.closedAt).toBeUndefined()
    life.probed(true)
    // the balancer still sends requests until it takes the instance out (haproxy: fall 2), then only checks
    await vi.advanceTimersByTimeAsync(600)
    arrive('/api/test/getconfig')()
    arrive('/readyz')()
    await vi.advanceTimersByTimeAsync(900)
    expect(server.closedAt, 'quiet for 900 ms only').toBeUndefined()
    await vi.advanceTimersByTimeAsync(200)
    // (a fake setImmediate takes a millisecond)
    expect(server.closedAt! - start).toBeGreaterThanOrEqual(3000 + 600 + 1000)
    expect(server.closedAt! - start).toBeLessThan(3000 + 600 + 1000 + 10)

    // the listener is closed; the call in flight still runs, and the stop ends with it
    expect(cut).toBeUndefined()
    longCall()
    await vi.advanceTimersByTimeAsync(0)
    expect(cut).toBe(0)
  })

  it('with no balancer probing, closes the listener at once and ends when no request is in flight', async () => {
    const life = new Lifecycle()
    const { server, arrive } = fakeServer()
    life.track(server as never)
    const call = arrive('/User/User/GetCurrentUser')
    life.stop()
    let cut: number | undefined
    void life.closeListener(server as never, { drainMs: 1000, limitMs: 20_000 }).then((n) => (cut = n))
    await vi.advanceTimersByTimeAsync(1)
    expect(server.closedAt).toBeDefined()
    call()
    await vi.advanceTimersByTimeAsync(0)
    expect(cut).toBe(0)
  })

  it('at the limit closes whatever it waits for, answering the requests still in flight', async () => {
    const life = new Lifecycle()
    const { server, arrive } = fakeServer()
    life.track(server as never)
    life.probed(false)
    arrive('/api/FileSystem/Download?id=1')
    life.stop()
    const start = performance.now()
    let cut: number | undefined
    void life.closeListener(server as never, { drainMs: 1000, limitMs: 5000 }).then((n) => (cut = n))
    // the balancer never answered "stopping" (it went away)
    await vi.advanceTimersByTimeAsync(4990)
    expect(server.closedAt).toBeUndefined()
    await vi.advanceTimersByTimeAsync(20)
    expect(server.closedAt! - start).toBeGreaterThanOrEqual(5000)
    expect(cut).toBe(1)
  })
})
