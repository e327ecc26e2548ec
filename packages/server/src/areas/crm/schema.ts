import { maintainItemResource, serviceItemResource, serviceMannerResource, serviceOutletResource } from '@scm/core'
import { resourceTable } from '../../resource/table'

// After-sales base data; columns come from the core definitions (one truth per entity).
export const seMaintainItem = resourceTable(maintainItemResource)
export const seServiceManner = resourceTable(serviceMannerResource)
export const seServiceItem = resourceTable(serviceItemResource, { refs: { maintain_item_id: () => seMaintainItem } })
export const pubServiceOutlets = resourceTable(serviceOutletResource)
