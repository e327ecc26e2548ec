import type { AreaModule } from '../../platform/area'
import { authRoutes } from './routes'
import { resetRoutes } from './reset'
import { resetLogRoutes } from './log-list'

/** Sign-in, sessions, password policy and reset (spec §7 public calls). */
export const authArea: AreaModule = {
  name: 'auth',
  routes: [authRoutes, resetRoutes, resetLogRoutes],
  publicPaths: ['/token', '/api/User/getPwdSecurtyLevel', '/api/User/validateCode', '/api/User/findPwd'],
}
