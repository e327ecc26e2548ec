import type { AreaModule } from '../../platform/area'
import { orderAreaRoutes } from './routes'
import { seedOrders } from './seed'

/** Purchase orders, confirmation, delivery batches, order mail (contract in ./API.md). */
export const orderArea: AreaModule = {
  name: 'order',
  routes: [orderAreaRoutes],
  // the order mail link (a signed, expiring token)
  publicPaths: ['/api/Order/AuthEmail'],
  // the procurement demo from orders through batches to receipts (taken in through the kit's
  // receiving, business/receiving.ts); the marker 'order' is the one it always had
  demoSeeds: [{ area: 'order', run: (db) => seedOrders(db) }],
}
