import type { AreaModule } from '../../platform/area'
import { prcsdocumentRoutes } from './routes'
import { seedInstructions, seedPrcsBase } from './seed'

/**
 * Work instructions (作业指导书, /prcsdocument): upload, audit on the approval flow, publish with the
 * old version retired, revise; the route's processes and the material file view with the versions
 * in force; read acknowledgement per version by the station's users.
 */
export const prcsdocumentArea: AreaModule = {
  name: 'prcsdocument',
  routes: [prcsdocumentRoutes],
  baseSeeds: [{ area: 'prcsdocument_base', run: (db) => seedPrcsBase(db) }],
  demoSeeds: [{ area: 'prcsdocument_instructions', run: (db, config) => seedInstructions(db, config) }],
}
