import { useMemo } from 'react'
import { STATEMENT_PATHS, statementDocument, type OnAccountRow } from '@scm/core/account'
import { useListController } from '../../list'
import { useRefOptions } from '../../resource/use-ref-options'
import { defineElement, useApi } from '../../runtime'
import { isStaff, useCurrentUser } from '../../session/current-user'
import type { Column } from '../../ui/data-table'
import type { FilterSpec } from '../../list/filter-bar'
import { QueryScreen } from './query-screen'

// /MyAccount/MyAccount_query 挂账查询: per supplier and company of the enterprise, what confirmed
// statements booked as owed and what is still being reconciled (published or disputed), over the
// statements whose period ends in the dates chosen. A supplier sees his own rows only (server scope).

const COLUMNS: Column<OnAccountRow>[] = [
  { key: 'supply_name', title: '供应商', width: 220 },
  { key: 'co_desc', title: '公司', width: 220 },
  { key: 'confirmed_count', title: '已确认对账单', kind: 'count', sum: true, width: 110 },
  { key: 'confirmed_amount', title: '挂账金额', kind: 'money', sum: true, width: 140 },
  { key: 'pending_count', title: '对账中', kind: 'count', sum: true, width: 80 },
  { key: 'pending_amount', title: '对账中金额', kind: 'money', sum: true, width: 140 },
  { key: 'last_confirmed_at', title: '最近确认时间', width: 160 },
]

function MyAccountQuery({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const user = useCurrentUser()
  const companies = useRefOptions(api, statementDocument, 'company_id')
  const list = useListController<OnAccountRow>({
    path: STATEMENT_PATHS.onAccount,
    columns: COLUMNS,
    rowKey: (row) => `${row.supplyid}-${row.company_id}`,
    pageSize,
    stateKey: '/MyAccount/MyAccount_query',
  })
  const specs = useMemo<FilterSpec[]>(
    () => [
      ...(isStaff(user) ? [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec] : []),
      { kind: 'select', name: 'company_id', label: '公司', options: companies },
      { kind: 'dateRange', name: 'period_to', label: '对账期间截止' },
    ],
    [user, companies],
  )
  return <QueryScreen title="挂账查询" caption="挂账查询列表" specs={specs} list={list} />
}

defineElement('scm-my-account-query', MyAccountQuery, {
  description: '挂账查询：按供应商与公司汇总已确认对账单的挂账金额与仍在对账中的金额，可按公司与对账期间筛选',
  attributes: { pageSize: { type: 'number', description: '每页条数', default: 10 } },
  events: {},
})
