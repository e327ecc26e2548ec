import type { AreaModule } from '../../platform/area'
import { receiveRoutes } from './routes'

/** Receiving (收货) and warehousing statistics; the demo receipts come with the demo orders (areas/order/seed.ts). */
export const receiveArea: AreaModule = {
  name: 'receive',
  routes: [receiveRoutes],
  // the delivery note behind its QR code
  publicPaths: ['/api/Receive/GetDeliveryNote'],
}
