import { defineElement } from '../../runtime'
import { UserListScreen } from './users/user-list-screen'

// /sysmanage/userManage 用户管理: every user (staff, supplier and customer users) with the spec's
// query fields searchKey, ForbidLoginFlag, isOnlyWXUser, isCustomer, userId.

interface UserManageProps {
  pageSize?: number
  userId?: number
}

function UserManage({ pageSize, userId }: UserManageProps) {
  return <UserListScreen title="用户管理" fn="sysmanage_userManage" variant="all" pageSize={pageSize} userId={userId} />
}

defineElement('scm-user-manage', UserManage, {
  description: '用户管理：按账号/姓名、登录状态、微信绑定、客户用户查询用户；新增、编辑、删除、禁止登录（立即结束其在线会话）、重置密码',
  attributes: {
    pageSize: { type: 'number', description: '每页条数', default: 10 },
    userId: { type: 'number', description: '只显示该用户（userid）' },
  },
  events: { 'scm-change': '用户保存、删除、禁止/允许登录、重置密码后，detail 为 {entity:"user", action, id}' },
})
