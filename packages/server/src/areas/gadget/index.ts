import type { AreaModule } from '../../platform/area'
import { gadgetRoutes } from './routes'

/** Plugins (SysGardget): the home-page widgets an administrator configures. */
export const gadgetArea: AreaModule = { name: 'gadget', routes: [gadgetRoutes] }
