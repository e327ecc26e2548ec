import { complaintDocument, maintainItemResource, serviceItemResource, serviceMannerResource, serviceOutletResource, workbillDocument, workbillTypeResource } from '@scm/core/crm'
import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core'
import { documentTables } from '../../document/table'
import { saleCustomer } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { resourceTable } from '../../resource/table'
import { saOrder, seCustVehicle } from '../../business/vehicle-schema'

// After-sales base data; columns come from the core definitions (one truth per entity).
export const seMaintainItem = resourceTable(maintainItemResource)
export const seServiceManner = resourceTable(serviceMannerResource)
export const seServiceItem = resourceTable(serviceItemResource, { refs: { maintain_item_id: () => seMaintainItem } })
export const pubServiceOutlets = resourceTable(serviceOutletResource)
export const seWorkbillType = resourceTable(workbillTypeResource)

// Customers are the platform's sale_customer rows; their sales orders and vehicles are the kit's
// shared records (business/vehicle-schema.ts: production builds the same vehicles).
export { saOrder, seCustVehicle } from '../../business/vehicle-schema'

/** An outlet's engineers: a staff user listed here sees only the work orders dispatched to his outlet. */
export const seOutletEngineer = pgTable('se_outlet_engineer', {
  userid: integer('userid')
    .primaryKey()
    .references(() => sysUser.userid, { onDelete: 'cascade' }),
  outletId: integer('outlet_id')
    .notNull()
    .references(() => pubServiceOutlets.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { mode: 'string', precision: 0 }).notNull().defaultNow(),
})

const workbillRefs = {
  type_id: () => seWorkbillType,
  customer_id: () => saleCustomer,
  vehicle_id: () => seCustVehicle,
  maintain_item_id: () => seMaintainItem,
  service_manner_id: () => seServiceManner,
  service_item_id: () => seServiceItem,
  outlet_id: () => pubServiceOutlets,
}
export const workbillTables = documentTables(workbillDocument, {
  refs: workbillRefs,
  // a customer's and an outlet's work orders by status (one index each, so a prepared statement's
  // generic plan never ANDs in a status bitmap of most of the table), a VIN's history, and the list
  // by status and deadline (overdue), whose bounded count reads the index alone (with the outlet an
  // engineer's scope reads)
  indexes: [['customer_id', 'status'], ['outlet_id', 'status'], ['vin'], ['status', 'complete_due', 'outlet_id']],
})
export const seWorkbill = workbillTables.header
export const seWorkbillPart = workbillTables.lines!

export const complaintTables = documentTables(complaintDocument, { refs: { customer_id: () => saleCustomer }, indexes: [['customer_id'], ['vin']] })
export const seCustComplaint = complaintTables.header
export const seComplaintDealDetail = complaintTables.lines!
