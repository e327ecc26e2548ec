import type { AreaModule } from '../../platform/area'
import { serviceHistoryRoutes } from './history'
import { slaSettingsRoutes } from './sla'
import { crmDocumentRoutes, crmResourceRoutes } from './routes'
import { seedCrmBase } from './seed'
import { seedCustomers, seedServiceParams, seedWorkbills } from './seed-service'

/**
 * After-sales service: base data, customers with their vehicles and sales orders, work order types,
 * repair work orders (SLA in business hours) and complaints.
 */
export const crmArea: AreaModule = {
  name: 'crm',
  routes: [slaSettingsRoutes, crmResourceRoutes, ...crmDocumentRoutes, serviceHistoryRoutes],
  baseSeeds: [{ area: 'crm_service_params', run: (db) => seedServiceParams(db) }],
  demoSeeds: [
    { area: 'crm_base', run: (db) => seedCrmBase(db) },
    { area: 'crm_customers', run: (db) => seedCustomers(db) },
    { area: 'crm_workbills', run: (db) => seedWorkbills(db) },
  ],
}
