import type { Db } from '../db'
import type { ServerConfig } from '../config'
import { seedMarker } from './schema'
import { areas } from '../areas'
import type { AreaSeed } from '../platform/area'

export type { AreaSeed }

/** Base data every database needs (roles and grants, system parameters, the admin account). */
export const baseSeeds: AreaSeed[] = areas.flatMap((area) => area.baseSeeds ?? [])

/**
 * The demo enterprise, in the areas' order. A new area's seed then also runs on existing demo
 * databases at their next start (each seed has its own marker).
 */
export const demoSeeds: AreaSeed[] = areas.flatMap((area) => area.demoSeeds ?? [])

/**
 * Runs every seed whose marker row is missing, all in ONE transaction with their markers, so a
 * restart never duplicates rows and a failure leaves nothing half-seeded. Returns the areas seeded.
 */
export async function seedDatabase(db: Db, config: ServerConfig): Promise<string[]> {
  const seeds = config.demo ? [...baseSeeds, ...demoSeeds] : baseSeeds
  return db.transaction(async (tx) => {
    const done = new Set((await tx.select({ area: seedMarker.area }).from(seedMarker)).map((r) => r.area))
    const ran: string[] = []
    for (const seed of seeds) {
      if (done.has(seed.area)) continue
      await seed.run(tx, config)
      await tx.insert(seedMarker).values({ area: seed.area })
      ran.push(seed.area)
    }
    return ran
  })
}
