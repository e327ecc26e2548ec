import { useMemo } from 'react'
import { BALANCE_PATHS, type BalanceRow } from '@scm/core/account'
import { useListController } from '../../list'
import { isStaff, useCurrentUser } from '../../session/current-user'
import { DataTable, type Column } from '../../ui/data-table'
import { StatusTag } from '../../ui/status-tag'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { heading, screen } from '../../ui/layout'
import { balanceTone } from './balance-answer'

// The balance lists (往来余额): columns, the status tag and the month choice shared by SCM_CheckAcc,
// its engine-plant variant, UnitBalancePublish and Account_confirm_kc. Figures come from the server
// as exact decimal text, drawn with 2 decimals and thousands separators by the table.

export const BALANCE_STATUS_COLUMN: Column<BalanceRow> = {
  key: 'status',
  title: '状态',
  width: 90,
  render: (row) => <StatusTag status={row.status} tone={balanceTone(row.status)} />,
}

/** The figures of a balance: opening + statements − payments = closing. */
export const BALANCE_FIGURES: Column<BalanceRow>[] = [
  { key: 'opening_amount', title: '期初余额', kind: 'money', sum: true, width: 130 },
  { key: 'statement_amount', title: '本期对账', kind: 'money', sum: true, width: 130 },
  { key: 'payment_amount', title: '本期付款', kind: 'money', sum: true, width: 130 },
  { key: 'closing_amount', title: '期末余额', kind: 'money', sum: true, width: 130 },
]

/** yyyy-MM of this month and the 23 before it, newest first (the months a balance is asked for). */
export function recentMonths(count = 24): { value: string; label: string }[] {
  const now = new Date()
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1)
    const value = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`
    return { value, label: value }
  })
}

export const thisMonth = () => recentMonths(1)[0]!.value

/**
 * 往来余额 of one company (SCM_CheckAcc: the vehicle plant 01, SCM_CheckAcc_Fdj: the engine plant 03):
 * a month's balances computed now, with whether and how they were published. A supplier sees his own.
 */
export function CheckAccScreen({ title, companyCode, pageSize, stateKey }: { title: string; companyCode: string; pageSize?: number; stateKey: string }) {
  const user = useCurrentUser()
  const columns = useMemo<Column<BalanceRow>[]>(
    () => [
      { key: 'period', title: '期间', width: 90 },
      { key: 'supply_name', title: '供应商', width: 220 },
      ...BALANCE_FIGURES,
      BALANCE_STATUS_COLUMN,
      { key: 'published_at', title: '发布时间', width: 160 },
      { key: 'dispute_reason', title: '异议原因', width: 200 },
    ],
    [],
  )
  const list = useListController<BalanceRow>({
    path: BALANCE_PATHS.list,
    columns,
    rowKey: (row) => `${row.company_id}-${row.supplyid}-${row.period}`,
    pageSize,
    fixed: { company_code: companyCode },
    initialFilters: { period: thisMonth() },
    stateKey,
  })
  const specs = useMemo<FilterSpec[]>(
    () => [{ kind: 'select', name: 'period', label: '期间', options: recentMonths() }, ...(isStaff(user) ? [{ kind: 'supplier', name: 'supplyid', label: '供应商' } as FilterSpec] : [])],
    [user],
  )
  return (
    <section className={screen} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters} />
      <DataTable<BalanceRow> caption={`${title}列表`} state={list.table} rows={list.rows} total={list.total} summary={list.summary} loading={list.loading} />
    </section>
  )
}
