// The page-loading counter: one up per request in flight, shared by every bundle on the page
// through globalThis, so a single indicator reflects all of them.

export type LoadingListener = (count: number) => void

export interface LoadingCounter {
  count(): number
  /** Counts one task in; the returned function counts it out (only once, however often called). */
  start(): () => void
  /** Counts a promise in until it settles, and returns it. */
  track<T>(work: Promise<T>): Promise<T>
  subscribe(listener: LoadingListener): () => void
}

function createLoadingCounter(): LoadingCounter {
  let inFlight = 0
  const listeners = new Set<LoadingListener>()
  const notify = () => {
    for (const listener of [...listeners]) {
      try {
        listener(inFlight)
      } catch {
        // keep counting for the others
      }
    }
  }
  const counter: LoadingCounter = {
    count: () => inFlight,
    start() {
      inFlight += 1
      notify()
      let done = false
      return () => {
        if (done) return
        done = true
        inFlight -= 1
        notify()
      }
    },
    async track(work) {
      const stop = counter.start()
      try {
        return await work
      } finally {
        stop()
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
  return counter
}

const COUNTER_KEY = Symbol.for('scm.portal.loading')
const holder = globalThis as typeof globalThis & { [COUNTER_KEY]?: LoadingCounter }

export const loading: LoadingCounter = (holder[COUNTER_KEY] ??= createLoadingCounter())
