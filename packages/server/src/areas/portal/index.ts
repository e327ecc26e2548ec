import type { AreaModule } from '../../platform/area'
import { portalRoutes } from './routes'
import { seedPortal } from './seed'

/** Company, web configuration and system parameters the host reads. */
export const portalArea: AreaModule = {
  name: 'portal',
  routes: [portalRoutes],
  publicPaths: ['/api/test/getconfig'],
  baseSeeds: [{ area: 'portal', run: (db) => seedPortal(db) }],
}
