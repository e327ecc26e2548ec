import type { AreaModule } from '../../platform/area'
import { receiveRoutes } from './routes'

/** Receiving (收货) and warehousing statistics. */
export const receiveArea: AreaModule = {
  name: 'receive',
  routes: [receiveRoutes],
  // the delivery note behind its QR code
  publicPaths: ['/api/Receive/GetDeliveryNote'],
}
