import { useEffect, useMemo, useState } from 'react'
import { BALANCE_PATHS, COMPANY_CODES, statementDocument, type BalanceRow } from '@scm/core/account'
import { useListController } from '../../list'
import { useRefOptions } from '../../resource/use-ref-options'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { DataTable, type Column } from '../../ui/data-table'
import { FilterBar, type FilterSpec } from '../../list/filter-bar'
import { heading, screen } from '../../ui/layout'
import { BALANCE_FIGURES, BALANCE_STATUS_COLUMN, recentMonths, thisMonth } from './balance-view'

// /MyAccount/UnitBalancePublish 余额发布: staff choose a company and month, see every supplier's
// balance as it is now (and whether the published one still agrees), and publish the chosen ones or
// all; the suppliers then confirm or dispute them. A confirmed balance is never published again.

const COLUMNS: Column<BalanceRow>[] = [
  { key: 'supply_name', title: '供应商', width: 220 },
  ...BALANCE_FIGURES,
  BALANCE_STATUS_COLUMN,
  { key: 'changed', title: '发布后变动', width: 100, render: (row) => (row.changed ? '有变动' : '') },
  { key: 'published_at', title: '发布时间', width: 160 },
  { key: 'dispute_reason', title: '异议原因', width: 200 },
]

export function UnitBalancePublish({ pageSize }: { pageSize?: number }) {
  const api = useApi()
  const emit = useEmit()
  const companies = useRefOptions(api, statementDocument, 'company_id')
  const [busy, setBusy] = useState(false)
  const list = useListController<BalanceRow>({
    path: BALANCE_PATHS.list,
    columns: COLUMNS,
    rowKey: (row) => row.supplyid,
    pageSize,
    // the vehicle plant by its code until the companies arrive and one is chosen (company_id wins)
    initialFilters: { period: thisMonth(), company_code: COMPANY_CODES.vehicle },
    enabled: companies.length > 0,
    stateKey: '/MyAccount/UnitBalancePublish',
  })
  const { filters, setFilters } = list
  useEffect(() => {
    // the first company (the vehicle plant) until another is chosen
    if (!filters.company_id && companies[0]) setFilters((f) => ({ ...f, company_id: companies[0]!.value }))
  }, [companies, filters.company_id, setFilters])
  const specs = useMemo<FilterSpec[]>(
    () => [
      { kind: 'select', name: 'company_id', label: '公司', options: companies },
      { kind: 'select', name: 'period', label: '期间', options: recentMonths() },
      { kind: 'supplier', name: 'supplyid', label: '供应商' },
    ],
    [companies],
  )
  const chosen = list.table.selection.rows.filter((r) => r.status !== '已确认')
  const publish = async (supplyids: number[] | null) => {
    setBusy(true)
    try {
      await api.post(BALANCE_PATHS.publish, { company_id: filters.company_id, period: filters.period || thisMonth(), ...(supplyids ? { supplyids } : {}) }, { successMessage: true })
      emit('scm-change', { entity: 'Balance', action: 'publish', id: null })
      list.table.selection.clear()
      list.reload()
    } catch {
      // the client showed the server's message
    } finally {
      setBusy(false)
    }
  }
  return (
    <section className={screen} aria-label="余额发布">
      <h2 className={heading}>余额发布</h2>
      <FilterBar specs={specs} value={list.filters} onApply={list.setFilters}>
        <Button variant="primary" loading={busy} disabled={!chosen.length} onClick={() => void publish(chosen.map((r) => r.supplyid))}>
          发布所选（{chosen.length}）
        </Button>
        <Button loading={busy} disabled={!list.total} onClick={() => void publish(null)}>
          全部发布
        </Button>
      </FilterBar>
      <DataTable<BalanceRow> caption="余额发布列表" state={list.table} rows={list.rows} total={list.total} summary={list.summary} loading={list.loading} selectable />
    </section>
  )
}
