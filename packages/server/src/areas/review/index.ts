import type { AreaModule } from '../../platform/area'
import { changeDocumentRoutes, reviewRoutes } from './routes'
import { seedReview } from './seed'

/**
 * Sales order review (/orderAudit) and the engineering changes departments handle (/todo): the
 * review of after-sales' sales orders (sa_order) by department, their BOMs and prices, pictures,
 * tc/td changes with their to-do and impact.
 */
export const reviewArea: AreaModule = {
  name: 'review',
  routes: [reviewRoutes, ...changeDocumentRoutes],
  demoSeeds: [{ area: 'review', run: (db, config) => seedReview(db, config) }],
}
