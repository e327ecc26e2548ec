import type { FilterOperator } from './operators'
import type { Rule } from '../validate'

/** What a field holds; decides its column type, input, parsing and display. */
export type FieldKind =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'ref'
  | 'bool'
  | 'file'
  | 'html'

export interface EnumOption {
  value: string
  label: string
}

/**
 * A reference to another record: the value is that record's id; `resource` names a registered
 * resource (or a ref source the server registers, e.g. suppliers) and `labelField` the column
 * shown instead of the id.
 */
export interface RefTarget {
  resource: string
  labelField: string
  /**
   * Options narrowed by other fields of the same record: target column → this record's field
   * (a work order's vehicles are those of its customer: `{ customer_id: 'customer_id' }`). The form
   * asks for the narrowed options once those fields hold a value, and lets go of a choice that is
   * no longer among them.
   */
  within?: Readonly<Record<string, string>>
}

export interface FieldDef {
  kind: FieldKind
  /** Chinese label: column title, form label, Excel header and message text. */
  label: string
  required?: boolean
  /** Maximum length of text (also the column length). */
  max?: number
  /** Extra core validation rules (e.g. codeRule). */
  rules?: readonly Rule[]
  /** Shown as a list column (default true except html and file). */
  list?: boolean
  /** Operators the list accepts for this field; absent → not filterable. */
  filter?: readonly FilterOperator[]
  sort?: boolean
  /** Summed in the list's 合计 row (number and money). */
  sum?: boolean
  options?: readonly EnumOption[]
  ref?: RefTarget
  /** Shown but never written by Save (the server keeps or computes it). */
  readOnly?: boolean
  default?: unknown
  /** Digits after the point for number fields (money is always 2). */
  scale?: number
  /** Width hint for the list column. */
  width?: number
  /** A value the conformance suites may use when the generic sample does not fit. */
  example?: unknown
}

export type FieldMap = Record<string, FieldDef>

/** Which column ties a row to its owner; the server filters by the caller's own id. */
export interface ResourceScope {
  supplyid?: string
  customer?: string
}

export interface SortSpec<K extends string = string> {
  field: K
  order: 'asc' | 'desc'
}

export interface ResourceInput<F extends FieldMap> {
  /** API name: endpoints live under `/api/<name>/` (GetList, GetDetail, Save, Del, Export). */
  name: string
  /** Chinese title of the screen and the Excel sheet. */
  title: string
  /** Database table name. */
  table: string
  /** Menu function (core routeTree id) that grants the resource; buttons add/edit/delete/export. */
  fn: string
  fields: F
  scope?: ResourceScope
  defaultSort: SortSpec<(keyof F & string) | 'id'>
  searchKeyFields: readonly (keyof F & string)[]
  /** Field sets that must be unique together (conflict → 编码已存在). */
  unique?: readonly (readonly (keyof F & string)[])[]
  /** Override of the API base path (default `/api/<name>`). */
  basePath?: string
  /**
   * The spec's names of the generic calls when they are not GetList, Save… (对账项目:
   * `{ list: 'GetAllItem', save: 'SaveItem' }` under `/SaleCheck`), relative to the base path.
   */
  calls?: Partial<Record<ResourceCall, string>>
  /**
   * The field that identifies a record when the table has a natural key (e.g. a parameter's
   * key); default 'id', a number the server assigns. The API always calls it `id`.
   */
  key?: keyof F & string
}

/** A definition as generic code sees it (server kit, generated views, conformance suites). */
export interface ResourceDef {
  name: string
  title: string
  table: string
  fn: string
  fields: FieldMap
  scope?: ResourceScope
  defaultSort: SortSpec
  searchKeyFields: readonly string[]
  unique: readonly (readonly string[])[]
  basePath: string
  key: string
  calls?: Partial<Record<ResourceCall, string>>
}

/** The generic calls of a resource (see resourcePaths). */
export type ResourceCall = 'list' | 'detail' | 'save' | 'del' | 'export' | 'refOptions'

/** A definition with its field names kept, as defineResource returns it. */
export interface TypedResourceDef<F extends FieldMap> extends ResourceDef {
  fields: F
  defaultSort: SortSpec<(keyof F & string) | 'id'>
  searchKeyFields: readonly (keyof F & string)[]
  unique: readonly (readonly (keyof F & string)[])[]
  key: (keyof F & string) | 'id'
}

/** Buttons a menu function may grant on a resource. */
export type ResourceButton = 'add' | 'edit' | 'delete' | 'export'

type ValueOfKind<K extends FieldKind> = K extends 'number' | 'money' | 'ref'
  ? number
  : K extends 'bool'
    ? boolean
    : string

/** A record as the API returns it: declared fields, id and audit columns. */
export type ResourceRecord<F extends FieldMap = FieldMap> = {
  -readonly [K in keyof F]: F[K]['required'] extends true ? ValueOfKind<F[K]['kind']> : ValueOfKind<F[K]['kind']> | null
} & {
  /** the record's key: the server-assigned number, or the natural key of the definition */
  id: number | string
  created_at?: string | null
  updated_at?: string | null
  [extra: string]: unknown
}

/**
 * Base records of the platform that a ref field may name without a resource definition of its
 * own (the server registers each as a ref source, `server/src/resource/ref-sources.ts`), with the
 * columns a label may show.
 */
export const PLATFORM_REF_SOURCES: Readonly<Record<string, readonly string[]>> = {
  Supplier: ['supply_name'],
  Customer: ['cust_name'],
  Material: ['mtr_name', 'mtr_code'],
  Station: ['station_name'],
  Dept: ['dept_name'],
  StaffUser: ['user_name'],
}
