import type { AreaModule } from '../../platform/area'
import { orderAreaRoutes } from './routes'

/** Purchase orders, confirmation, delivery batches, order mail (contract in ./API.md). */
export const orderArea: AreaModule = {
  name: 'order',
  routes: [orderAreaRoutes],
  // the order mail link (a signed, expiring token)
  publicPaths: ['/api/Order/AuthEmail'],
}
