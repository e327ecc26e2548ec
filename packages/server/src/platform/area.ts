import type { Hono } from 'hono'
import type { ServerConfig } from '../config'
import type { Db } from '../db'
import type { AppEnv } from '../http/context'

/** One seed of an area: `run` inserts its rows (look other areas' rows up by business code). */
export interface AreaSeed {
  /** Marker name in seed_marker; never rename it (a renamed seed would run again). */
  area: string
  run(db: Db, config: ServerConfig): Promise<void>
}

/**
 * A business area as the server registers it: everything an area adds, in one object, so adding
 * an area is one line in `areas/index.ts`. Importing the module also registers what the area
 * contributes elsewhere (home widget sources, ref sources, approval listeners).
 */
export interface AreaModule {
  name: string
  /** Sub-apps with full spec paths, mounted at '/'. */
  routes: Hono<AppEnv>[]
  /** Calls that need no login (spec §7); an entry ending in `/*` covers every path below it. */
  publicPaths?: string[]
  /** Rows every database needs (roles, parameters, the admin account). */
  baseSeeds?: AreaSeed[]
  /** Rows of the demo enterprise; areas run in list order, so an area comes after those it refers to. */
  demoSeeds?: AreaSeed[]
  /** Work the server does by itself now and then (platform/jobs.ts), not on a request. */
  jobs?: AreaJob[]
}

/**
 * A background job: idempotent and reading the server clock, so a run that is late or missed is
 * made up by the next one (nothing is lost between runs). Each due time (every `everyMinutes` on a
 * fixed grid) runs once across all server processes (platform/jobs.ts).
 */
export interface AreaJob {
  /** Key of its runs in job_run; never rename it (the runs before would be another job's). */
  name: string
  /** What it does, in Chinese, as administrators read it (后台任务). */
  title: string
  everyMinutes: number
  /** May answer a short Chinese summary of what it did, or how many items it handled (the run's 结果说明). */
  run(db: Db, config: ServerConfig): Promise<unknown>
}
