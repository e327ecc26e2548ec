// The one list controller of the elements and what it is made of: every list screen (generated
// resource lists, orders, mail, administration) pages, sorts, filters and selects through it.
export { useListController, type ListController, type ListControllerOptions } from './use-list-controller'
export { compactFilters, flatRequest, type ListAnswer, type ListCriteria, type ListFilters, type ListRequest } from './list-request'
export { readSearchState, writeSearchState } from './search-state'
