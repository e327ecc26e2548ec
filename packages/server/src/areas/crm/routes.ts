import { complaintDocument, customerResource, maintainItemResource, serviceItemResource, serviceMannerResource, serviceOutletResource, workbillDocument, workbillTypeResource } from '@scm/core/crm'
import { vehicleResource, salesOrderResource } from '@scm/core/business'
import { documentArea } from '../../document/routes'
import { isStaff } from '../../platform/owner-scope'
import { refuse } from '../../http'
import type { ResourceGuard } from '../../resource/audited'
import { saleCustomer } from '../../identity/partner-schema'
import { resourceArea } from '../../resource/routes'
import { complaintHooks } from './complaint'
import { complaintTables, pubServiceOutlets, saOrder, seCustVehicle, seMaintainItem, seServiceItem, seServiceManner, seWorkbillType, workbillTables } from './schema'
import { workbillHooks } from './workbill'

/** Customers, their vehicles and sales orders are written by staff only (a customer reads his own). */
const staffWrites: ResourceGuard = (c) => {
  if (!isStaff(c.get('user'))) refuse('无权限', 403)
}

/** /api/SeMaintainItem, /api/SeServiceManner, /api/SeServiceItem, /api/ServiceOutlets, /api/SeWorkbillType. */
export const crmResourceRoutes = resourceArea(
  [maintainItemResource, seMaintainItem],
  [serviceMannerResource, seServiceManner],
  [serviceItemResource, seServiceItem],
  [serviceOutletResource, pubServiceOutlets],
  [workbillTypeResource, seWorkbillType],
  // customers (the platform's rows), their sales orders and vehicles: a customer sees his own, staff keep them
  [customerResource, saleCustomer, { guard: staffWrites }],
  [salesOrderResource, saOrder, { guard: staffWrites }],
  [vehicleResource, seCustVehicle, { guard: staffWrites }],
)

/** /api/SeWorkbill (work orders) and /api/SeComplaint (complaints), documents of the kit. */
export const crmDocumentRoutes = [documentArea(workbillDocument, workbillTables, workbillHooks), documentArea(complaintDocument, complaintTables, complaintHooks)]
