// The UI kit, styled by the Panda recipes in ./recipes, compact ("mini") by default. What a list
// draws at first paint is plain accessible HTML (table, pager, native checkboxes, tabs, fields);
// the Ark UI machines (Select, Dialog, NumberInput, pickers, Tree, Upload, RemoteCombobox) live in
// ./*-view.tsx and are fetched when first drawn (./lazy-part), keeping each element's first load
// small (issue 3: ≤ 40 KiB gz per element beyond the runtime).
export { Button, type ButtonProps, type ButtonVariant, type ControlSize } from './button'
export { Input, type InputProps } from './input'
export { Textarea, type TextareaProps } from './textarea'
export { NumberInput, type NumberInputProps } from './number-input'
export { Select, type Option, type SelectProps } from './select'
export { RemoteCombobox, type RemoteComboboxProps } from './remote-combobox'
export { DatePicker, type DatePickerProps } from './date-picker'
export { DateRangePicker, type DateRange, type DateRangePickerProps } from './date-range-picker'
export { fromDateText, toDateText } from './date-calendar'
export { Dialog, type DialogProps } from './dialog'
export { confirm, ConfirmHost, type ConfirmOptions } from './confirm'
export { Tabs, type TabItem, type TabsProps } from './tabs'
export { Tree, type TreeNode, type TreeProps } from './tree'
export { Upload, type UploadProps } from './upload'
export { uploadFile, type UploadHandle, type UploadRequest } from './upload-request'
export { MessageToast } from './toast'
export { Checkbox, type CheckboxProps } from './checkbox'
export { Switch, type SwitchProps } from './switch'
export { FormField, type FormFieldProps } from './form-field'
export { Pagination, type PaginationProps } from './pagination'
export * from './data-table'
export { Toolbar, type ToolbarProps } from './toolbar'
export { SearchInput, type SearchInputProps } from './search-input'
