import type { AreaModule } from '../../platform/area'
import { WX_BIND_PATH, wxRoutes } from './routes'

/** WeChat binding of a user's account (QR code of a signed binding link, unbind) behind the platform adapter (platform.ts). */
export const wxArea: AreaModule = {
  name: 'wx',
  routes: [wxRoutes],
  // WeChat's browser opens the binding link without the portal's session
  publicPaths: [WX_BIND_PATH],
}
