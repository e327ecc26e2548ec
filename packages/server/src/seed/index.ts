import type { Db } from '../db'
import type { ServerConfig } from '../config'
import { seedMarker } from './schema'
import { seedMenu } from '../areas/menu/seed'
import { seedPortal } from '../areas/portal/seed'
import { seedAdmin, seedUsers } from '../areas/user/seed'
import { seedOrg } from '../areas/org/seed'
import { seedPartner } from '../areas/partner/seed'
import { seedMail } from '../areas/mail/seed'
import { seedSysmanage } from '../areas/sysmanage/seed'
import { seedQuality } from '../areas/quality/seed'
import { seedEquip } from '../areas/equip/seed'
import { seedBulletins, seedBulletinTypes } from '../areas/bulletin/seed'
import { seedCrmBase } from '../areas/crm/seed'
import { seedHome } from '../areas/home/seed'
import { seedAdminBase, seedAdminDemo } from '../areas/sysmanage/admin-seed'
import { seedWfDemo } from '../areas/wf/seed'
import { seedPubtable } from '../areas/pubtable/seed'
import { seedOrders } from '../areas/order/seed'
import { seedContracts } from '../areas/contract/seed'

/** One area's seed: `run` inserts its rows (look other areas' rows up by business code). */
export interface AreaSeed {
  /** Marker name in seed_marker; never rename it (a renamed seed would run again). */
  area: string
  run(db: Db, config: ServerConfig): Promise<void>
}

/** Base data every database needs (roles and grants, system parameters, the admin account). */
export const baseSeeds: AreaSeed[] = [
  { area: 'menu', run: (db) => seedMenu(db) },
  { area: 'portal', run: (db) => seedPortal(db) },
  { area: 'admin', run: (db, config) => seedAdmin(db, config.adminPassword) },
  { area: 'home_gadgets', run: (db) => seedHome(db) },
  { area: 'sysadmin_base', run: (db) => seedAdminBase(db) },
]

/**
 * Demo enterprise, in dependency order. A new area appends its seed here; it then also runs on
 * existing demo databases at their next start (each area has its own marker).
 */
export const demoSeeds: AreaSeed[] = [
  { area: 'org', run: (db) => seedOrg(db) },
  { area: 'partner', run: (db) => seedPartner(db) },
  { area: 'user', run: (db) => seedUsers(db) },
  { area: 'mail', run: (db) => seedMail(db) },
  // base data of the resource screens (issue 3)
  { area: 'basecode', run: (db) => seedSysmanage(db) },
  { area: 'quality_base', run: (db) => seedQuality(db) },
  { area: 'equip_type', run: (db) => seedEquip(db) },
  { area: 'bulletin_type', run: (db) => seedBulletinTypes(db) },
  { area: 'crm_base', run: (db) => seedCrmBase(db) },
  // procurement (issue 5): material buyers and pictures, orders/batches/receipts, contracts
  { area: 'pubtable', run: (db) => seedPubtable(db) },
  { area: 'order', run: (db) => seedOrders(db) },
  { area: 'contract', run: (db) => seedContracts(db) },
  // system administration (issue 6): supplier authorisation, notice receivers, approval flows
  { area: 'sysadmin_demo', run: (db) => seedAdminDemo(db) },
  { area: 'wf_demo', run: (db) => seedWfDemo(db) },
  // bulletins (公告) over the seeded types and accounts
  { area: 'bulletin', run: (db) => seedBulletins(db) },
]

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
