import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type pg from 'pg'

// THE metrics of a server process, in Prometheus' text format at GET /metrics (ops/metrics-endpoint.ts),
// through prom-client. One registry per process: an instance is one process, and what it counts
// (requests, job runs) is its own; Prometheus adds the instances up.
//
// - scm_http_requests_total{method, route, status} and scm_http_request_duration_seconds{method, route}:
//   every answer (ops/request-log.ts), by the route template Hono matched (`/api/Bulletin/GetDetail`,
//   `/File/File/Avatar/:userid`), never the raw URL, so ids and query strings make no new series;
//   scm_http_requests_in_flight: received and not answered to their end (main.ts's server);
// - scm_db_pool_*{driver}: the database pool's connections in use, idle, its size and limit, and the
//   calls waiting for a connection. On PGlite the pool is the one connection to its single session
//   (max 1): in use while a statement or transaction runs, waiting = calls queued behind it;
// - scm_job_runs_total{job, result} and scm_job_run_duration_seconds{job}: the background jobs'
//   runs (the job runner calls recordJobRun, or jobRuns directly);
// - prom-client's default process metrics, among them the event-loop delay
//   (nodejs_eventloop_lag_seconds, nodejs_eventloop_lag_p99_seconds…), memory, CPU, handles.

export const metricsRegistry = new Registry()

collectDefaultMetrics({ register: metricsRegistry })

export const httpRequests = new Counter({
  name: 'scm_http_requests_total',
  help: 'HTTP requests answered, by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
})

export const httpRequestDuration = new Histogram({
  name: 'scm_http_request_duration_seconds',
  help: 'Time from a request to its answer (headers; a streamed body may go on), by method and route template',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
})

/** Requests received and not answered to their end (a streamed file included): what a stop waits for. */
export const httpRequestsInFlight = new Gauge({
  name: 'scm_http_requests_in_flight',
  help: 'HTTP requests received and not yet answered to their end',
  registers: [metricsRegistry],
})

/** The result of one run of a background job. */
export type JobResult = 'ok' | 'failed'

/** Runs of each background job by result: `jobRuns.inc({ job: 'bin-purge', result: 'failed' })`. */
export const jobRuns = new Counter({
  name: 'scm_job_runs_total',
  help: 'Background job runs by job and result (ok, failed)',
  labelNames: ['job', 'result'] as const,
  registers: [metricsRegistry],
})

export const jobRunDuration = new Histogram({
  name: 'scm_job_run_duration_seconds',
  help: 'How long background job runs took, by job',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
  registers: [metricsRegistry],
})

/** One finished run of a job: counted by result, its duration (seconds) observed when given. */
export function recordJobRun(job: string, result: JobResult, seconds?: number): void {
  jobRuns.inc({ job, result })
  if (seconds !== undefined) jobRunDuration.observe({ job }, seconds)
}

let watched: { pool: pg.Pool; driver: string } | undefined

/** Gauges read from the watched pool at each scrape (nothing while none is watched). */
function poolGauge(name: string, help: string, read: (pool: pg.Pool) => number) {
  return new Gauge({
    name,
    help,
    labelNames: ['driver'] as const,
    registers: [metricsRegistry],
    collect() {
      this.reset()
      if (watched) this.set({ driver: watched.driver }, read(watched.pool))
    },
  })
}

poolGauge('scm_db_pool_in_use', 'Database connections checked out (a statement or transaction running)', (p) => p.totalCount - p.idleCount)
poolGauge('scm_db_pool_idle', 'Database connections open and idle', (p) => p.idleCount)
poolGauge('scm_db_pool_waiting', 'Calls waiting for a database connection', (p) => p.waitingCount)
poolGauge('scm_db_pool_size', 'Database connections open', (p) => p.totalCount)
poolGauge('scm_db_pool_max', 'Most database connections the pool opens', (p) => p.options.max ?? 10)

/** The pool the scm_db_pool_* gauges report (the process's database; `pglite` or `pg`). Returns: stop watching it. */
export function watchPool(pool: pg.Pool, driver: 'pglite' | 'pg'): () => void {
  const entry = { pool, driver }
  watched = entry
  return () => {
    if (watched === entry) watched = undefined
  }
}
