import { useMemo, useRef } from 'react'
import { BALANCE_PATHS, BALANCE_STATUSES, statementDocument, type BalanceRow } from '@scm/core/account'
import { useListController } from '../../list'
import { useApi } from '../../runtime'
import { useRefOptions } from '../../resource/use-ref-options'
import { isStaff, useCurrentUser } from '../../session/current-user'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { FilterBar, statusOptions, type FilterSpec } from '../../list/filter-bar'
import { heading, muted, screen } from '../../ui/layout'
import { BalanceAnswer } from './balance-answer'
import { BALANCE_FIGURES, BALANCE_STATUS_COLUMN, recentMonths } from './balance-view'

// /MyAccount/Account_confirm_kc 余额确认: the published balances (per company of the enterprise and
// month); the supplier confirms each, or disputes it with a reason, and staff follow the answers.

export function AccountConfirmKc({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const user = useCurrentUser()
  const companies = useRefOptions(api, statementDocument, 'company_id')
  const supplier = !isStaff(user)
  // the answer reloads the list the columns belong to
  const reload = useRef(() => {})
  const columns = useMemo<Column<BalanceRow>[]>(
    () => [
      { key: 'period', title: '期间', width: 90 },
      { key: 'co_desc', title: '公司', width: 200 },
      { key: 'supply_name', title: '供应商', width: 200 },
      ...BALANCE_FIGURES.map((c) => ({ ...c, sum: false })),
      BALANCE_STATUS_COLUMN,
      { key: 'published_at', title: '发布时间', width: 160 },
      { key: 'confirmed_at', title: '答复时间', width: 160 },
      { key: 'dispute_reason', title: '异议原因', width: 200 },
      actionsColumn<BalanceRow>(
        (row) =>
          supplier && row.status === '已发布' ? (
            <BalanceAnswer id={Number(row.id)} label={`${row.co_desc} ${row.period}`} onDone={() => reload.current()} />
          ) : (
            <span className={muted}>{row.status === '已发布' ? '待供应商确认' : ''}</span>
          ),
        { width: 170, align: 'left' },
      ),
    ],
    [supplier],
  )
  const list = useListController<BalanceRow>({ path: BALANCE_PATHS.published, columns, rowKey: (row) => Number(row.id), pageSize, stateKey: '/MyAccount/Account_confirm_kc' })
  reload.current = list.reload
  const months = recentMonths()
  const specs = useMemo<FilterSpec[]>(
    () => [
      { kind: 'select', name: 'company_id', label: '公司', options: companies },
      { kind: 'select', name: 'period_from', label: '期间从', options: months },
      { kind: 'select', name: 'period_to', label: '期间至', options: months },
      { kind: 'select', name: 'status', label: '状态', options: statusOptions(BALANCE_STATUSES.filter((s) => s.value !== '未发布').map((s) => s.value)) },
      ...(supplier ? [] : [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec]),
    ],
    [companies, supplier],
  )
  return (
    <section className={screen} aria-label="余额确认">
      <h2 className={heading}>余额确认</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters} />
      <DataTable<BalanceRow> caption="余额确认列表" state={list.table} rows={list.rows} total={list.total} loading={list.loading} />
    </section>
  )
}
