// Users as the administration calls give and take them (server areas/sysmanage/API.md UserRow).

export type UserType = 'staff' | 'supplier' | 'customer'

/** The built-in roles (DOMAIN.md "Who uses it"). admin needs no grant rows: it may use every function. */
export const ROLES = [
  { code: 'admin', name: '系统管理员', remark: '全部功能，系统管理与菜单配置' },
  { code: 'buyer', name: '采购员', remark: '订单发布、供应商、对账' },
  { code: 'warehouse', name: '仓管员', remark: '收货、入库统计' },
  { code: 'quality', name: '质量工程师', remark: '检验标准、来料检验、故障、索赔、追溯' },
  { code: 'service', name: '服务专员', remark: '客户、维修工单、投诉' },
  { code: 'engineer', name: '服务工程师', remark: '本服务网点派来的维修工单：开始处理、等待客户、完工' },
  { code: 'technician', name: '设备维修工', remark: '本车间设备：点检、保养与维修记录、运行小时、保养提醒' },
  { code: 'reviewer', name: '订单评审员', remark: '本部门的订单评审（同意/不同意）、图片与产品/技术变更的处理' },
  { code: 'workshop', name: '车间主任', remark: '本车间设备台账、保养提醒与超期升级、点检与维修记录' },
  { code: 'process', name: '工艺工程师', remark: '作业指导书上传、修订与发布，工艺路线与物料文件查看' },
  { code: 'operator', name: '操作工', remark: '本工位在用的作业指导书，确认阅读新版本' },
  { code: 'supplier', name: '供应商', remark: '本供应商的订单、批次、对账、包装、公告与邮件' },
  { code: 'customer', name: '客户', remark: '本客户的工单、投诉与满意度' },
] as const

/** The roles of suppliers' and customers' users; every other built-in role is staff's. */
export const PARTNER_ROLES = ['supplier', 'customer'] as const
export const STAFF_ROLES: readonly string[] = ROLES.map((r) => r.code).filter((code) => !(PARTNER_ROLES as readonly string[]).includes(code))

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

/** Someone the caller may write to (GetEmailReceivers), and a to/cc entry of a detail. */
export interface MailReceiver {
  userid: number
  usercode: string
  UserName: string
  dept_name: string
  kind: '内部员工' | '供应商' | '客户'
  /** Supplier or customer name for their users, department for staff. */
  org_name: string
}
