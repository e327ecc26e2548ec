import { maintainItemResource, serviceItemResource, serviceMannerResource, serviceOutletResource } from '@scm/core'
import { resourceArea } from '../../resource/routes'
import { pubServiceOutlets, seMaintainItem, seServiceItem, seServiceManner } from './schema'

/** /api/SeMaintainItem, /api/SeServiceManner, /api/SeServiceItem, /api/ServiceOutlets. */
export const crmResourceRoutes = resourceArea(
  [maintainItemResource, seMaintainItem],
  [serviceMannerResource, seServiceManner],
  [serviceItemResource, seServiceItem],
  [serviceOutletResource, pubServiceOutlets],
)
