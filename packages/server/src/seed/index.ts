import type { Db } from '../db'
import type { ServerConfig } from '../config'
import { seedMarker } from './schema'
import type { AreaModule, AreaSeed } from '../platform/area'

export type { AreaSeed }

/**
 * Runs every seed of the areas (given by the app: areas/index.ts) whose marker row is missing:
 * base data every database needs (roles and grants, system parameters, the admin account), then,
 * for a demo database, the demo enterprise in the areas' order (a new area's seed also runs on an
 * existing demo database at its next start). All in ONE transaction with their markers, so a
 * restart never duplicates rows and a failure leaves nothing half-seeded. Returns the areas seeded.
 */
export async function seedDatabase(db: Db, config: ServerConfig, areas: readonly AreaModule[]): Promise<string[]> {
  const baseSeeds = areas.flatMap((area) => area.baseSeeds ?? [])
  const seeds = config.demo ? [...baseSeeds, ...areas.flatMap((area) => area.demoSeeds ?? [])] : baseSeeds
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
