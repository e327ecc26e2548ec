import {
  complaintDocument,
  customerResource,
  maintainItemResource,
  salesOrderResource,
  serviceItemResource,
  serviceMannerResource,
  serviceOutletResource,
  vehicleResource,
  workbillDocument,
  workbillTypeResource,
} from '@scm/core'
import { documentArea } from '../../document/routes'
import { saleCustomer } from '../../identity/partner-schema'
import { resourceArea } from '../../resource/routes'
import { complaintHooks } from './complaint'
import { complaintTables, pubServiceOutlets, saOrder, seCustVehicle, seMaintainItem, seServiceItem, seServiceManner, seWorkbillType, workbillTables } from './schema'
import { workbillHooks } from './workbill'

/** /api/SeMaintainItem, /api/SeServiceManner, /api/SeServiceItem, /api/ServiceOutlets, /api/SeWorkbillType. */
export const crmResourceRoutes = resourceArea(
  [maintainItemResource, seMaintainItem],
  [serviceMannerResource, seServiceManner],
  [serviceItemResource, seServiceItem],
  [serviceOutletResource, pubServiceOutlets],
  [workbillTypeResource, seWorkbillType],
  // customers (the platform's rows), their sales orders and vehicles: a customer sees his own
  [customerResource, saleCustomer],
  [salesOrderResource, saOrder],
  [vehicleResource, seCustVehicle],
)

/** /api/SeWorkbill (work orders) and /api/SeComplaint (complaints), documents of the kit. */
export const crmDocumentRoutes = [documentArea(workbillDocument, workbillTables, workbillHooks), documentArea(complaintDocument, complaintTables, complaintHooks)]
