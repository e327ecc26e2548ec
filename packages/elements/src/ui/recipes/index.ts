// Registered in the root panda.config.ts (theme.extend.recipes / slotRecipes); components import the
// generated functions from `styled-system/recipes`.
import { buttonRecipe } from './button'
import { checkboxRecipe, switchRecipe } from './checkbox'
import { comboboxRecipe } from './combobox'
import { dataTableRecipe } from './data-table'
import { datePickerRecipe } from './date-picker'
import { dialogRecipe } from './dialog'
import { fieldRecipe } from './field'
import { fileUploadRecipe } from './file-upload'
import { inputRecipe } from './input'
import { menuRecipe } from './menu'
import { numberInputRecipe } from './number-input'
import { paginationRecipe } from './pagination'
import { selectRecipe } from './select'
import { tabsRecipe } from './tabs'
import { toastRecipe } from './toast'
import { toolbarRecipe } from './toolbar'
import { treeViewRecipe } from './tree-view'

export const recipes = {
  button: buttonRecipe,
  input: inputRecipe,
}

export const slotRecipes = {
  checkbox: checkboxRecipe,
  switchControl: switchRecipe,
  combobox: comboboxRecipe,
  dataTable: dataTableRecipe,
  datePicker: datePickerRecipe,
  dialog: dialogRecipe,
  field: fieldRecipe,
  fileUpload: fileUploadRecipe,
  menu: menuRecipe,
  numberInput: numberInputRecipe,
  pagination: paginationRecipe,
  select: selectRecipe,
  tabs: tabsRecipe,
  toast: toastRecipe,
  toolbar: toolbarRecipe,
  treeView: treeViewRecipe,
}
