import { textRule, type Rule } from '@scm/core'
import type { FieldRules } from '../../../ui/form-dialog'

// The user form's rules, the same the server applies to Save (API.md "Users").

const usercodeRule: Rule = { trigger: 'blur', message: '账号只能包含字母、数字和 _ . - @', pattern: /^[A-Za-z0-9_.\-@]+$/ }
const emailRule: Rule = { trigger: 'blur', message: '请输入正确的邮箱地址', pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/ }
const rolesRule: Rule = { trigger: 'blur', required: true, message: '请选择角色' }

export interface UserDraft extends Record<string, unknown> {
  userid: number
  user_type: 'staff' | 'supplier' | 'customer'
  usercode: string
  UserName: string
  password: string
  dept_id: string
  station_id: string
  supplyid: string
  customer_id: string
  phone: string
  email: string
  roles: string[]
  ForbidLoginFlag: boolean
}

export function userRules(draft: UserDraft): FieldRules {
  const isNew = !draft.userid
  return {
    usercode: [...textRule({ required: true, max: 30, label: '账号' }), usercodeRule],
    UserName: textRule({ required: true, max: 50, label: '姓名' }),
    password: isNew ? textRule({ required: true, max: 64, label: '初始密码' }) : undefined,
    supplyid: draft.user_type === 'supplier' ? { trigger: 'blur', required: true, message: '请选择供应商' } : undefined,
    customer_id: draft.user_type === 'customer' ? { trigger: 'blur', required: true, message: '请选择客户' } : undefined,
    phone: textRule({ max: 30 }),
    email: [...textRule({ max: 100 }), emailRule],
    roles: rolesRule,
  }
}
