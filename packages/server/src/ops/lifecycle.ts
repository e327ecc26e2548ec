import { EventEmitter } from 'node:events'
import type { Server } from 'node:http'
import { httpRequestsInFlight } from '../platform/metrics'

/**
 * An instance's life as its load balancer sees it. From stop() on, GET /readyz answers 503 and
 * every answer closes its connection, while the instance still serves what reaches it; drained()
 * tells main.ts when it may close the listener: no request in flight and, if a balancer watches
 * (probed /readyz within the limit before the stop), after it has been answered "stopping" once
 * (so the balancer takes the instance out before its listener closes; haproxy: `fall 1`) — or
 * when the limit is up.
 */
export class Lifecycle {
  #stopping = false
  /** performance.now() of the last GET /readyz. */
  #lastProbe: number | undefined
  #probedStopping = false
  #inFlight = 0
  readonly #changes = new EventEmitter()

  get stopping(): boolean {
    return this.#stopping
  }

  /** Requests of the tracked server not answered to their end yet. */
  get inFlight(): number {
    return this.#inFlight
  }

  /** Readiness fails from now on. */
  stop(): void {
    this.#stopping = true
    this.#changes.emit('change')
  }

  /** GET /readyz was answered (`stopping`: with 503 stopping): something watches this instance, and may have been told. */
  probed(stopping: boolean): void {
    if (stopping) this.#probedStopping = true
    else this.#lastProbe = performance.now()
    this.#changes.emit('change')
  }

  /** Counts the server's requests from their arrival to the end of their answer (a streamed file included). */
  track(server: Pick<Server, 'on'>): void {
    server.on('request', (_req, res) => {
      this.#inFlight++
      httpRequestsInFlight.inc()
      res.once('close', () => {
        this.#inFlight--
        httpRequestsInFlight.dec()
        this.#changes.emit('change')
      })
    })
  }

  /** Resolves once stopped, drained and seen stopping by the prober (above), or after `limitMs`: with the requests still in flight. */
  drained(limitMs: number): Promise<number> {
    // a probe long before the stop (an operator's curl) is no balancer to wait for
    const watched = this.#lastProbe !== undefined && performance.now() - this.#lastProbe < limitMs
    return new Promise((resolve) => {
      const check = () => {
        if (this.#stopping && this.#inFlight === 0 && (!watched || this.#probedStopping)) done()
      }
      const done = () => {
        clearTimeout(limit)
        this.#changes.off('change', check)
        resolve(this.#inFlight)
      }
      const limit = setTimeout(done, limitMs)
      this.#changes.on('change', check)
      check()
    })
  }
}
