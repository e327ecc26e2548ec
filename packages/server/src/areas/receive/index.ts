import type { AreaModule } from '../../platform/area'
import { receiveRoutes } from './routes'
import { seedOrders } from './seed'

/** Receiving (收货) and warehousing statistics. */
export const receiveArea: AreaModule = {
  name: 'receive',
  routes: [receiveRoutes],
  // the delivery note behind its QR code
  publicPaths: ['/api/Receive/GetDeliveryNote'],
  // the procurement demo from orders through batches to receipts (here, downstream of order, so
  // that order never imports receive); its marker keeps the name 'order'
  demoSeeds: [{ area: 'order', run: (db) => seedOrders(db) }],
}
