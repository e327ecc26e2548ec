import { useMemo, useState } from 'react'
import { formatNumber, type SummaryRow } from '@scm/core'
import { css } from 'styled-system/css'
import { useCan } from '../resource/grants'
import { Button } from '../ui/button'
import { DataTable, type Column } from '../ui/data-table'
import { Tabs } from '../ui/tabs'
import { isStaff, useCurrentUser } from '../session/current-user'
import { FilterBar, type FilterSpec } from './filter-bar'
import { heading, screen } from '../ui/layout'
import { useListController } from './use-list-controller'

// Summaries (订单汇总, 入库统计): one row per supplier, material or month, numbers summed on the
// server, and the 合计 row over ALL matching records (the server's `sum`), not only this page.

export interface SummaryColumn {
  key: string
  title: string
  kind: 'count' | 'qty' | 'money'
}

export interface SummaryScreenProps {
  title: string
  /** The screen's menu function: 导出Excel needs its export button. */
  fn: string
  listPath: string
  exportPath: string
  exportName: string
  groups: { value: string; label: string; column: string }[]
  numbers: SummaryColumn[]
  /** v2: one row per group and material. */
  materialColumns?: boolean
  filterSpecs: (supplierUser: boolean) => FilterSpec[]
  pageSize?: number
}

const SUM_KEY = '__sum'
const sumRow = css({ fontWeight: '600' })

const cellOf = (column: SummaryColumn) => (row: SummaryRow) => {
  const value = row[column.key]
  const text = formatNumber(value, column.kind)
  return row.group_key === SUM_KEY ? <span className={sumRow}>{text}</span> : text
}

export function SummaryScreen(props: SummaryScreenProps) {
  const user = useCurrentUser()
  const can = useCan(props.fn)
  const [groupBy, setGroupBy] = useState(props.groups[0]!.value)
  const group = props.groups.find((g) => g.value === groupBy) ?? props.groups[0]!
  const columns = useMemo<Column<SummaryRow>[]>(
    () => [
      {
        key: 'group_label',
        title: group.column,
        sortable: true,
        render: (row) => (row.group_key === SUM_KEY ? <span className={sumRow}>合计</span> : row.group_label),
      },
      ...(props.materialColumns
        ? (['mtr_code', 'mtr_name', 'spec', 'unit'] as const).map((key) => ({ key, title: { mtr_code: '物料编码', mtr_name: '物料名称', spec: '规格', unit: '单位' }[key] }))
        : []),
      ...props.numbers.map((column) => ({ key: column.key, title: column.title, kind: column.kind, sortable: true, render: cellOf(column) })),
    ],
    [group.column, props.materialColumns, props.numbers],
  )
  const list = useListController<SummaryRow>({
    path: props.listPath,
    columns,
    rowKey: (row) => `${row.group_key}|${String(row.mtr_id ?? '')}`,
    defaultSort: { key: 'group_label', order: 'asc' },
    pageSize: props.pageSize,
    fixed: { group_by: groupBy },
  })
  const rows = list.answer.sum && list.rows.length ? [...list.rows, { ...list.answer.sum, group_key: SUM_KEY, group_label: '合计' } as SummaryRow] : list.rows

  const table = <DataTable<SummaryRow> caption={`${props.title}（${group.label}）`} state={list.table} rows={rows} total={list.total} loading={list.loading} />
  return (
    <section className={screen} aria-label={props.title}>
      <h2 className={heading}>{props.title}</h2>
      <FilterBar specs={props.filterSpecs(!isStaff(user))} value={list.filters} onApply={list.setFilters}>
        {can('export') ? (
          <Button loading={list.exporting} onClick={() => void list.exportExcel(props.exportPath, props.exportName)}>
            导出Excel
          </Button>
        ) : null}
      </FilterBar>
      <Tabs
        aria-label="汇总方式"
        value={groupBy}
        onValueChange={setGroupBy}
        keepMounted={false}
        items={props.groups.map((g) => ({ value: g.value, label: g.label, content: g.value === groupBy ? table : null }))}
      />
    </section>
  )
}
