import type { AreaModule } from '../../platform/area'
import { mailRoutes } from './routes'
import { seedMail } from './seed'

/** Internal mail (站内邮件). */
export const mailArea: AreaModule = {
  name: 'mail',
  routes: [mailRoutes],
  demoSeeds: [{ area: 'mail', run: (db) => seedMail(db) }],
}
