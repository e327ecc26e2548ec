// Users as the administration calls give and take them (server areas/sysmanage/API.md UserRow).

export type UserType = 'staff' | 'supplier' | 'customer'

/** The functions of the user screens (userManage, supplyuser, org/user, org/userdtl): who may manage users. */
export const USER_FNS = ['sysmanage_userManage', 'sysmanage_supplyuser', 'sysmanage_org_user', 'sysmanage_org_userdtl'] as const

export interface UserRow {
  userid: number
  usercode: string
  UserName: string
  Images: string
  user_type: UserType
  dept_id: number | null
  dept_name: string
  station_id: number | null
  station_name: string
  phone: string
  email: string
  supplyid: number | null
  supply_name: string
  customer_id: number | null
  cust_name: string
  ForbidLoginFlag: 0 | 1
  wx_bound: boolean
  roles: string[]
  role_names: string
  locked: boolean
  online: number
  created_at: string
  updated_at: string
}

export interface UserInput {
  userid?: number
  usercode: string
  UserName: string
  password?: string
  dept_id?: number | null
  station_id?: number | null
  phone?: string
  email?: string
  supplyid?: number | null
  customer_id?: number | null
  roles: string[]
  ForbidLoginFlag?: 0 | 1
}

export const USER_TYPE_TEXT: Record<UserType, string> = {
  staff: '内部员工',
  supplier: '供应商用户',
  customer: '客户用户',
}
