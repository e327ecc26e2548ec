import { useMemo } from 'react'
import { DataTable, type Column } from '../../../ui/data-table'
import type { RoleRow } from '../../../list/choices'
import { useLoad } from '../../../list/use-load'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

interface RoleUser {
  userid: number
  usercode: string
  UserName: string
  dept_name: string
  ForbidLoginFlag: 0 | 1
}

/** Who holds the role (the users a rights change reaches). */
export function RoleUsers({ role }: { role: RoleRow }) {
  const users = useLoad((a) => a.get<RoleUser[]>(SYSMANAGE_PATHS.roleUsers, { query: { role: role.code }, timestamp: true }), role.code)
  const columns = useMemo<Column<RoleUser>[]>(
    () => [
      { key: 'usercode', title: '账号', width: 120 },
      { key: 'UserName', title: '姓名' },
      { key: 'dept_name', title: '部门' },
      { key: 'ForbidLoginFlag', title: '状态', width: 100, render: (u) => (u.ForbidLoginFlag === 1 ? '已禁止登录' : '正常') },
    ],
    [],
  )
  const rows = users.data ?? []
  return <DataTable<RoleUser> caption={`${role.name}的用户`} columns={columns} rowKey="userid" rows={rows} total={rows.length} loading={users.loading} pagination={false} columnSettings={false} />
}
