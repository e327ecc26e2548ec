// The resource kit of the elements: headless hooks (record, grants; lists through the one
// useListController with resourceListOptions) and the thin generated views drawn from one core
// resource definition. A hand-written screen replaces any view and keeps the hooks.
export { resourceListOptions, resourceRequest } from './list-options'
export { useResourceRecord, type ResourceRecordController } from './use-resource-record'
export { useGrantedButtons, MENU_PATH } from './grants'
export { useRefOptions, forgetRefOptions } from './use-ref-options'
export { resourceColumns, columnKindOf, type ResourceRow } from './columns'
export { displayValue } from './display'
export { FieldInput, type FieldInputProps } from './field-input'
export { ResourceFilterFields, filterOperatorOf, type ResourceFilterFieldsProps } from './filter-fields'
export { ResourceList, type ResourceListProps, type ResourceListContext, type ResourceToolbarButtons, type OpenRecord } from './resource-list'
export { ResourceForm, ResourceFormFields, type ResourceFormProps } from './resource-form'
export { ResourceDetail, ResourceDetailView, type ResourceDetailProps } from './resource-detail'
export { resourceScreen, defineResourceElement } from './resource-element'
