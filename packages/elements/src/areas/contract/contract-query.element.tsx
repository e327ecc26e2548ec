import { Suspense, useMemo, useRef, useState, type ReactNode } from 'react'
import { defineElement, useApi, useEmit } from '../../runtime'
import { useGrantedButtons } from '../../resource/grants'
import { Button } from '../../ui/button'
import { ConfirmHost, confirm } from '../../ui/confirm'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { isStaff, useCurrentUser } from '../../session/current-user'
import { FilterBar, statusOptions, type FilterSpec } from '../../list/filter-bar'
import { StatusTag } from '../../ui/status-tag'
import { heading, screen } from '../../ui/layout'
import { useListController } from '../../list'
import { CONTRACT_PATHS } from '@scm/core/contract'
import { CONTRACT_STATUSES, type ContractRow } from '@scm/core/contract'
import { lazyPart } from '../../ui/lazy-part'

// the form (with its file upload) loads when 新增 / 编辑 is first used
const ContractForm = lazyPart('ContractForm', () => import('./contract-form').then((m) => m.ContractForm), () => <p role="status">加载中…</p>)

// /contract/query 合同查询: contracts with their supplier, amount and validity (状态 follows the
// validity dates); 新增 / 编辑 / 删除 for those granted; 详情 opens /contract/detail.

const baseColumns: Column<ContractRow>[] = [
  { key: 'contract_no', title: '合同编号', sortable: true, width: 130 },
  { key: 'title', title: '合同名称' },
  { key: 'supply_name', title: '供应商' },
  { key: 'amount', title: '合同金额', sortable: true, kind: 'money', sum: true },
  { key: 'sign_date', title: '签订日期', sortable: true, width: 100 },
  { key: 'valid_from', title: '有效期起', width: 100 },
  { key: 'valid_to', title: '有效期止', sortable: true, width: 100 },
  { key: 'status', title: '状态', width: 90, render: (row) => <StatusTag status={row.status} /> },
  { key: 'file_count', title: '附件', kind: 'count', width: 60 },
  { key: 'remark', title: '备注', hidden: true },
]

function ContractQuery({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const user = useCurrentUser()
  const granted = useGrantedButtons(api, 'contract_query')
  const can = (button: 'add' | 'edit' | 'delete' | 'export') => granted?.has(button) ?? false
  const [editing, setEditing] = useState<{ id: number | null } | null>(null)
  const buttons = useRef((_row: ContractRow): ReactNode => null)
  const columns = useMemo<Column<ContractRow>[]>(
    () => [...baseColumns, actionsColumn<ContractRow>((row) => buttons.current(row), { width: 140, align: 'center' })],
    [],
  )
  const list = useListController<ContractRow>({ path: CONTRACT_PATHS.list, columns, rowKey: 'id', defaultSort: { key: 'sign_date', order: 'desc' }, pageSize, stateKey: '/contract/query' })

  const remove = async (row: ContractRow) => {
    if (!(await confirm(`确定删除合同“${row.contract_no} ${row.title}”吗？`, { title: '删除合同', danger: true }))) return
    try {
      await api.post(CONTRACT_PATHS.del, { id: row.id }, { successMessage: true })
      emit('scm-change', { entity: 'contract', action: 'delete', id: row.id })
      list.reload()
    } catch {
      // shown by the client
    }
  }
  buttons.current = (row) => (
    <>
      <Button variant="text" aria-label={`查看合同 ${row.contract_no}`} onClick={() => emit('scm-navigate', { path: `/contract/detail?id=${row.id}` })}>
        详情
      </Button>
      {can('edit') ? (
        <Button variant="text" aria-label={`编辑合同 ${row.contract_no}`} onClick={() => setEditing({ id: row.id })}>
          编辑
        </Button>
      ) : null}
      {can('delete') ? (
        <Button variant="text" aria-label={`删除合同 ${row.contract_no}`} onClick={() => void remove(row)}>
          删除
        </Button>
      ) : null}
    </>
  )

  const specs: FilterSpec[] = [
    { kind: 'text', name: 'contract_no', label: '合同编号' },
    ...(!isStaff(user) ? [] : [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec]),
    { kind: 'select', name: 'status', label: '状态', options: statusOptions(CONTRACT_STATUSES) },
    { kind: 'dateRange', name: 'sign_date', label: '签订日期' },
    { kind: 'dateRange', name: 'valid_date', label: '有效期' },
    { kind: 'text', name: 'searchKey', label: '关键字', placeholder: '编号、名称或供应商' },
  ]
  return (
    <section className={screen} aria-label="合同查询">
      <h2 className={heading}>合同查询</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters}>
        {can('export') ? (
          <Button loading={list.exporting} onClick={() => void list.exportExcel(CONTRACT_PATHS.export, '合同.xlsx')}>
            导出Excel
          </Button>
        ) : null}
        {can('add') ? (
          <Button variant="primary" onClick={() => setEditing({ id: null })}>
            新增
          </Button>
        ) : null}
      </FilterBar>
      <DataTable<ContractRow> caption="合同列表" state={list.table} rows={list.rows} total={list.total} summary={list.summary} loading={list.loading} />
      {editing ? (
        <Suspense fallback={null}>
          <ContractForm
            open
            contractId={editing.id}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null)
              list.reload()
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmHost />
    </section>
  )
}

defineElement('scm-contract-query', ContractQuery, {
  description: '合同查询：按编号、供应商、状态（按有效期）、签订日期查询合同，新增、编辑、删除、导出',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {
    'scm-navigate': '查看详情，detail 为 {path: "/contract/detail?id=…"}',
    'scm-change': '保存或删除后，detail 为 {entity:"contract", action, id}',
  },
})
