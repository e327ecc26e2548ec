import { defineElement } from '../../runtime'
import { UserListScreen } from './users/user-list-screen'

// /sysmanage/supplyuser 供应商用户: the users of suppliers, each tied to one supplier (role 供应商).

interface SupplyUserProps {
  pageSize?: number
}

function SupplyUser({ pageSize }: SupplyUserProps) {
  return <UserListScreen title="供应商用户" fn="sysmanage_supplyuser" variant="supplier" pageSize={pageSize} />
}

defineElement('scm-supply-user', SupplyUser, {
  description: '供应商用户：维护各供应商的登录账号（关联供应商、供应商角色），禁止登录、重置密码',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: { 'scm-change': '用户保存、删除、禁止/允许登录、重置密码后，detail 为 {entity:"user", action, id}' },
})
