import { useMemo, useRef, useState } from 'react'
import { resources } from '@scm/core'
import type { AuditLogRow } from '@scm/core/sysmanage'
import { css } from 'styled-system/css'
import { Button } from '../../../ui/button'
import { DataTable, type Column } from '../../../ui/data-table'
import { DateRangePicker } from '../../../ui/date-range-picker'
import { Dialog } from '../../../ui/dialog'
import { Select } from '../../../ui/select'
import { SearchArea } from '../../../ui/search-area'
import { filterItem, smallTable } from '../../../ui/layout'
import { useListController } from '../../../list'
import { SYSMANAGE_PATHS } from '@scm/core/sysmanage'

// The audit log of every administration change (who, when, what, before and after); the server
// answers it to administrators only.

export const AUDIT_AREAS = [
  { value: 'user', label: '用户' },
  { value: 'org', label: '组织机构' },
  { value: 'right', label: '权限' },
  { value: 'menu', label: '菜单' },
  { value: 'gadget', label: '插件' },
  { value: 'supply_authority', label: '供应商授权' },
  { value: 'operation_authority', label: '文件操作权限' },
  { value: 'session', label: '在线会话' },
  { value: 'msg', label: '模板消息' },
  { value: 'wf', label: '审批流程' },
  { value: 'file', label: '文件' },
  { value: 'myself', label: '个人资料' },
  // the generic resources (基础编码, 系统参数…) log under their own name
  ...resources.map((r) => ({ value: r.name, label: r.title })),
]
const areaText = (v: string) => AUDIT_AREAS.find((a) => a.value === v)?.label ?? v

const valueText = (v: unknown): string =>
  v === null || v === undefined ? '' : typeof v === 'boolean' ? (v ? '是' : '否') : typeof v === 'object' ? JSON.stringify(v) : String(v)
const changed = css({ bg: '#fff7e0' })

/** Field by field: before, after, the changed ones marked. */
function ChangeTable({ row }: { row: AuditLogRow }) {
  const keys = [...new Set([...Object.keys(row.before ?? {}), ...Object.keys(row.after ?? {})])]
  if (!keys.length) return <p>无字段变化记录。</p>
  return (
    <table className={smallTable} aria-label="变更内容">
      <thead>
        <tr>
          <th scope="col">字段</th>
          <th scope="col">修改前</th>
          <th scope="col">修改后</th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => {
          const before = valueText(row.before?.[key])
          const after = valueText(row.after?.[key])
          return (
            <tr key={key} className={row.before && row.after && before !== after ? changed : undefined}>
              <th scope="row">{row.labels?.[key] ?? key}</th>
              <td>{before}</td>
              <td>{after}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

export function AuditLog({ pageSize }: { pageSize?: number }) {
  const [viewing, setViewing] = useState<AuditLogRow | null>(null)
  const view = useRef((_r: AuditLogRow) => {})
  view.current = setViewing
  const columns = useMemo<Column<AuditLogRow>[]>(
    () => [
      { key: 'created_at', title: '时间', width: 150, sortable: true },
      { key: 'UserName', title: '操作人', width: 90, render: (r) => `${r.UserName}（${r.usercode}）` },
      { key: 'area', title: '模块', width: 90, render: (r) => areaText(r.area) },
      { key: 'action', title: '操作', width: 80 },
      { key: 'target', title: '对象' },
      { key: 'ip', title: '地址', width: 110, hidden: true },
      {
        key: '__actions',
        title: '变更内容',
        width: 80,
        align: 'center',
        render: (r) => (
          <Button variant="text" aria-label={`查看变更 ${r.action} ${r.target}`} onClick={() => view.current(r)}>
            查看
          </Button>
        ),
      },
    ],
    [],
  )
  const list = useListController<AuditLogRow>({ path: SYSMANAGE_PATHS.auditLogs, columns, rowKey: 'id', pageSize, defaultSort: { key: 'created_at', order: 'desc' } })
  const f = list.filters
  return (
    <>
      <SearchArea aria-label="审计日志筛选条件" keyword={{ value: list.searchKey, placeholder: '对象或操作人' }} onSearch={list.search} onClear={list.clearAll}>
        <div className={filterItem}>
          模块
          <Select aria-label="模块" items={AUDIT_AREAS} value={(f.area as string) || null} clearable placeholder="全部" onValueChange={(v) => list.setFilters((f) => ({ ...f, area: v ?? '' }))} />
        </div>
        <div className={filterItem}>
          日期
          <DateRangePicker
            value={[(f.date_from as string) || null, (f.date_to as string) || null]}
            onValueChange={([from, to]) => list.setFilters((f) => ({ ...f, date_from: from ?? '', date_to: to ?? '' }))}
          />
        </div>
      </SearchArea>
      <DataTable<AuditLogRow> caption="管理操作审计日志" state={list.table} columns={list.table.columns} rowKey="id" rows={list.rows} total={list.total} loading={list.loading} />
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} title={viewing ? `${viewing.action}：${viewing.target}` : ''} size="large">
        {viewing ? (
          <>
            <p>
              {viewing.created_at} {viewing.UserName}（{viewing.usercode}） {viewing.ip}
            </p>
            <ChangeTable row={viewing} />
          </>
        ) : null}
      </Dialog>
    </>
  )
}
