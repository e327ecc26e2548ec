import { defineResource } from '../define'
import type { FieldDef, FieldMap, ResourceInput } from '../types'
import { codeField, enabledField, nameField, remarkField, sortNoField } from './fields'

type Tail = { sort_no?: FieldDef; enabled: FieldDef; remark: FieldDef }

export interface CodeTableInput<F extends FieldMap> extends Omit<ResourceInput<F>, 'fields' | 'defaultSort' | 'searchKeyFields' | 'unique' | 'key'> {
  /** Labels of 编码 and 名称 (with 名称's length when it is not 50). */
  codeLabel: string
  nameLabel: string | readonly [string, number]
  /** The table's own fields, shown between 名称 and the common 排序号 / 是否启用 / 备注. */
  fields?: F
  /** 排序号 in the tail (default); 'sort' also lists by it instead of by code; false leaves it out. */
  sortNo?: boolean | 'sort'
  /** Fields searched besides 编码 and 名称. */
  search?: readonly (keyof F & string)[]
}

/**
 * A code table of the base data: 编码 (unique, digits) and 名称, its own fields, then 排序号,
 * 是否启用 and 备注, listed by code (or sort number) and searched by code and name — the shape
 * most base-data tables share, written once.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineCodeTable<const F extends FieldMap = Record<never, FieldDef>>(input: CodeTableInput<F>) {
  const { codeLabel, nameLabel: name, fields, sortNo = true, search = [], ...rest } = input
  const [nameLabel, nameMax] = typeof name === 'string' ? [name, 50] : name
  const tail: Tail = { ...(sortNo ? { sort_no: sortNoField() } : {}), enabled: enabledField(), remark: remarkField() }
  return defineResource({
    ...rest,
    fields: { code: codeField(codeLabel), name: nameField(nameLabel, nameMax), ...(fields as F), ...tail },
    defaultSort: { field: sortNo === 'sort' ? 'sort_no' : 'code', order: 'asc' },
    searchKeyFields: ['code', 'name', ...search],
    unique: [['code']],
  } as ResourceInput<{ code: FieldDef; name: FieldDef } & F & Tail>)
}
