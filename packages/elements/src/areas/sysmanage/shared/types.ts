// Shapes of the administration calls, as packages/server/src/areas/sysmanage/API.md gives them.
export { USER_TYPE_TEXT, type UserInput, type UserRow, type UserType } from '@scm/core/business'

export type OrgNodeType = 'company' | 'dept' | 'station' | 'user'

export interface OrgNode {
  key: string
  type: OrgNodeType
  id: number
  pid: string | null
  code: string
  name: string
  user_count: number
  disabled?: boolean
  children: OrgNode[]
}

export interface Company {
  id: number
  co_code: string
  co_desc: string
  co_addr: string
  co_rep_title: string
  phone: string
  remark: string
  dept_count: number
  updated_at: string
}

export interface Dept {
  id: number
  company_id: number
  co_desc: string
  pid: number | null
  parent_name: string
  dept_code: string
  dept_name: string
  sort: number
  disabled: boolean
  station_count: number
  user_count: number
}

export interface Station {
  id: number
  dept_id: number
  dept_name: string
  station_code: string
  station_name: string
  sort: number
  user_count: number
}

export interface Supplier {
  supplyid: number
  supply_name: string
  short_name: string
  status: string
}

export interface Customer {
  customer_id: number
  cust_code: string
  cust_name: string
}
