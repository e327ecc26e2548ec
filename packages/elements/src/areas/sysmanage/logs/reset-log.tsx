import { useMemo } from 'react'
import { DataTable, type Column } from '../../../ui/data-table'
import { Toolbar } from '../../../ui/toolbar'
import { useListController } from '../../../list'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

interface ResetLogRow {
  id: number
  userid: number | null
  usercode: string
  UserName: string
  ip: string
  result: string
  created_at: string
}

/** Every password reset: the user's own (forgot password) and administrators' resets. */
export function ResetLog({ pageSize }: { pageSize?: number }) {
  const columns = useMemo<Column<ResetLogRow>[]>(
    () => [
      { key: 'created_at', title: '时间', width: 150, sortable: true },
      { key: 'usercode', title: '账号', width: 110, sortable: true },
      { key: 'UserName', title: '姓名', width: 90 },
      { key: 'ip', title: '地址', width: 120, sortable: true },
      { key: 'result', title: '结果', sortable: true },
    ],
    [],
  )
  const list = useListController<ResetLogRow>({ path: SYSMANAGE_PATHS.resetLogs, columns, rowKey: 'id', pageSize, defaultSort: { key: 'created_at', order: 'desc' } })
  return (
    <>
      <Toolbar aria-label="重置密码日志操作" searchValue={(list.filters.searchKey as string) ?? ''} searchPlaceholder="账号、地址或结果" onSearch={(text) => list.setFilters({ searchKey: text })} onClear={() => list.setFilters({})} />
      <DataTable<ResetLogRow> caption="重置密码记录" state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} />
    </>
  )
}
