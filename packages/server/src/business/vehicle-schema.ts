import { vehicleResource, salesOrderResource } from '@scm/core/business'
import { orgStation } from '../identity/org-schema'
import { saleCustomer } from '../identity/partner-schema'
import { resourceTable } from '../resource/table'

// The records several areas share (DOMAIN.md): a vehicle is built in production (quality's flow
// cards and trace) and delivered and serviced by after-sales (crm); the sales order it was sold
// under is read by after-sales and order review. One table each, defined here in the kit so that
// no area imports another's schema.
export const saOrder = resourceTable(salesOrderResource, { refs: { customer_id: () => saleCustomer }, indexes: [['customer_id']] })
export const seCustVehicle = resourceTable(vehicleResource, {
  refs: { customer_id: () => saleCustomer, sa_order_id: () => saOrder, station_id: () => orgStation },
  indexes: [['customer_id'], ['sa_order_id'], ['plan_no'], ['engine_no'], ['location', 'vin']],
})
