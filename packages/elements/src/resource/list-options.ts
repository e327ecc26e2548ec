import { resourcePaths, type ResourceDef, type ResourceFilters } from '@scm/core'
import type { ListControllerOptions, ListRequest } from '../list'
import type { Column } from '../ui/data-table'
import type { ResourceRow } from './columns'

/** How a resource's GetList and Export read the criteria: `{sidx, sord, searchKey, filters: {field: {op, value}}}`. */
export const resourceRequest: ListRequest<ResourceFilters> = ({ sort, searchKey, filters }) => ({
  sidx: sort?.key,
  sord: sort?.order,
  searchKey,
  filters,
})

/** The list controller's options for a resource (useListController(resourceListOptions(def, columns))). */
export function resourceListOptions(def: ResourceDef, columns: Column<ResourceRow>[]): ListControllerOptions<ResourceRow, ResourceFilters> {
  return {
    path: resourcePaths(def).list,
    request: resourceRequest,
    columns,
    rowKey: 'id',
    defaultSort: { key: def.defaultSort.field, order: def.defaultSort.order },
  }
}
