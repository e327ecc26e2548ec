import type { ReactNode } from 'react'
import { Button } from '../../../ui/button'
import { actionsColumn, type Column } from '../../../ui/data-table'
import { StatusTag } from '../../../ui/status-tag'
import { USER_TYPE_TEXT, type UserRow } from '../shared/types'

/** 正常 / 已禁止登录 / 已锁定 as a small tag. */
export function userStatus(user: UserRow): ReactNode {
  if (user.ForbidLoginFlag === 1) return <StatusTag status="已禁止登录" />
  if (user.locked) return <StatusTag status="已锁定" />
  return <StatusTag status="正常" />
}

export interface UserRowButtons {
  edit?: (user: UserRow) => void
  toggleForbid?: (user: UserRow) => void
  resetPassword?: (user: UserRow) => void
  remove?: (user: UserRow) => void
}

/** The user list's columns; `partner` shows the supplier/customer column instead of dept/station. */
export function userColumns(buttons: { current: UserRowButtons }, partner: boolean): Column<UserRow>[] {
  const org: Column<UserRow>[] = partner
    ? [{ key: 'supply_name', title: '所属单位', render: (u) => u.supply_name || u.cust_name }]
    : [
        { key: 'dept_name', title: '部门', sortable: true, width: 100 },
        { key: 'station_name', title: '岗位', width: 100 },
        { key: 'supply_name', title: '供应商/客户', hidden: true, render: (u) => u.supply_name || u.cust_name },
      ]
  return [
    { key: 'usercode', title: '账号', sortable: true, width: 110 },
    { key: 'UserName', title: '姓名', sortable: true, width: 90 },
    { key: 'user_type', title: '类型', width: 90, render: (u) => USER_TYPE_TEXT[u.user_type] ?? u.user_type },
    ...org,
    { key: 'role_names', title: '角色', width: 110 },
    { key: 'phone', title: '电话', width: 110 },
    { key: 'email', title: '邮箱', hidden: partner },
    { key: 'wx_bound', title: '微信绑定', width: 70, align: 'center', render: (u) => (u.wx_bound ? '已绑定' : '未绑定') },
    { key: 'ForbidLoginFlag', title: '状态', width: 90, align: 'center', render: userStatus },
    { key: 'online', title: '在线会话', width: 70, align: 'center' },
    { key: 'created_at', title: '创建时间', sortable: true, width: 150, hidden: true },
    actionsColumn<UserRow>(
      (u) => {
        const b = buttons.current
        return (
          <>
            {b.edit ? (
              <Button variant="text" aria-label={`编辑 ${u.UserName}`} onClick={() => b.edit!(u)}>
                编辑
              </Button>
            ) : null}
            {b.toggleForbid ? (
              <Button variant="text" aria-label={`${u.ForbidLoginFlag === 1 ? '允许登录' : '禁止登录'} ${u.UserName}`} onClick={() => b.toggleForbid!(u)}>
                {u.ForbidLoginFlag === 1 ? '允许登录' : '禁止登录'}
              </Button>
            ) : null}
            {b.resetPassword ? (
              <Button variant="text" aria-label={`重置密码 ${u.UserName}`} onClick={() => b.resetPassword!(u)}>
                重置密码
              </Button>
            ) : null}
            {b.remove ? (
              <Button variant="text" aria-label={`删除 ${u.UserName}`} onClick={() => b.remove!(u)}>
                删除
              </Button>
            ) : null}
          </>
        )
      },
      { width: 220, align: 'center' },
    ),
  ]
}
