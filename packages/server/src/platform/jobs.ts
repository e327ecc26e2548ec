import type { ServerConfig } from '../config'
import type { Db } from '../db'
import type { AreaModule } from './area'
import type { AuditActor } from './audit'

/** Who did what a background job did, in the audit log. */
export const SYSTEM_ACTOR: AuditActor = { userid: null, usercode: 'system', UserName: '系统', ip: '' }

/**
 * Starts the areas' background jobs: each once shortly after start, then every `everyMinutes`.
 * A failing run is logged and tried again next time (a lost database must not end the server);
 * runs of one job never overlap. Answers a stop function.
 */
export function startJobs(areas: AreaModule[], db: Db, config: ServerConfig): () => void {
  const timers: NodeJS.Timeout[] = []
  for (const job of areas.flatMap((a) => a.jobs ?? [])) {
    let running = false
    const tick = async () => {
      if (running) return
      running = true
      try {
        await job.run(db, config)
      } catch (err) {
        console.error(`后台任务 ${job.name} 失败：`, err instanceof Error ? err.message : err)
      } finally {
        running = false
      }
    }
    timers.push(setTimeout(tick, 10_000).unref(), setInterval(tick, job.everyMinutes * 60_000).unref())
  }
  return () => timers.forEach((t) => clearTimeout(t))
}
