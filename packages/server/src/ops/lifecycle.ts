import { EventEmitter } from 'node:events'
import type { Server } from 'node:http'
import { httpRequestsInFlight } from '../platform/metrics'
import { PROBE_PATHS } from './health'

/**
 * An instance's life as its load balancer sees it. From stop() on, GET /readyz answers 503 and
 * every answer closes its connection, while the instance still serves what reaches it.
 * closeListener() then ends the serving in the order that loses no request behind haproxy: the
 * balancer is told (a probe answered "stopping") and takes the instance out (no request has
 * arrived for a while: the drain), the listener closes, the requests in flight finish.
 */
export class Lifecycle {
  #stopping = false
  /** performance.now() of stop(). */
  #stoppedAt = 0
  /** performance.now() of the last GET /readyz. */
  #lastProbe: number | undefined
  #probedStopping = false
  /** performance.now() of the first probe answered "stopping", and of the last request that was no probe. */
  #toldAt = 0
  #lastArrival = 0
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
    this.#stoppedAt = performance.now()
    this.#changes.emit('change')
  }

  /** GET /readyz was answered (`stopping`: with 503 stopping): something watches this instance, and may have been told. */
  probed(stopping: boolean): void {
    if (!stopping) this.#lastProbe = performance.now()
    else if (!this.#probedStopping) {
      this.#probedStopping = true
      this.#toldAt = performance.now()
    }
    this.#changes.emit('change')
  }

  /** Counts the server's requests from their arrival to the end of their answer (a streamed file included). */
  track(server: Pick<Server, 'on'>): void {
    server.on('request', (req, res) => {
      if (!PROBE_PATHS.includes(req.url?.split('?')[0] ?? '')) this.#lastArrival = performance.now()
      this.#inFlight++
      httpRequestsInFlight.inc()
      res.once('close', () => {
        this.#inFlight--
        httpRequestsInFlight.dec()
        this.#changes.emit('change')
      })
    })
  }

  /** A balancer probed /readyz within `limitMs` before the stop (a probe long before, an operator's curl, is none to wait for). */
  #watched(limitMs: number): boolean {
    return this.#lastProbe !== undefined && this.#stoppedAt - this.#lastProbe < limitMs
  }

  /** Resolves once `done()` holds (checked at every change) or after `limitMs`; answers whether it held. */
  #until(done: () => boolean, limitMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const check = () => {
        if (done()) finish(true)
      }
      const finish = (held: boolean) => {
        clearTimeout(limit)
        this.#changes.off('change', check)
        resolve(held)
      }
      const limit = setTimeout(() => finish(done()), limitMs)
      this.#changes.on('change', check)
      check()
    })
  }

  /**
   * Resolves once stopped, with no request in flight and, if a balancer watches, after it has been
   * answered "stopping" once — or after `limitMs`: with the requests still in flight.
   */
  async drained(limitMs: number): Promise<number> {
    const watched = this.#watched(limitMs)
    await this.#until(() => this.#stopping && this.#inFlight === 0 && (!watched || this.#probedStopping), limitMs)
    return this.#inFlight
  }

  /**
   * After stop(), all within `limitMs`: (1) when a balancer watches, until a probe of it has been
   * answered "stopping" and then no request but probes has arrived for `drainMs`: the balancer
   * has taken the instance out (haproxy after `fall` such answers) and what it sent before has
   * arrived; (2) the listener closes, which also ends the idle connections; (3) the requests in
   * flight finish. Answers the requests still in flight when the limit came.
   */
  async closeListener(server: Pick<Server, 'close'>, { drainMs, limitMs }: { drainMs: number; limitMs: number }): Promise<number> {
    const end = performance.now() + limitMs
    const left = () => Math.max(0, end - performance.now())
    if (this.#watched(limitMs)) {
      await this.#until(() => this.#probedStopping, left())
      for (;;) {
        const quiet = performance.now() - Math.max(this.#toldAt, this.#lastArrival)
        if (quiet >= drainMs || left() === 0) break
        await new Promise((resolve) => setTimeout(resolve, Math.min(drainMs - quiet, left())))
      }
    }
    // after the timers, the loop reads the sockets: a request already sent is then in flight, its
    // connection no longer idle, before the listener closes (setImmediate runs after that read)
    await new Promise((resolve) => setImmediate(resolve))
    server.close()
    return this.drained(left())
  }
}
