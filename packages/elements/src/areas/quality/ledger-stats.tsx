import { useMemo, useState } from 'react'
import { css } from 'styled-system/css'
import { formatNumber } from '@scm/core'
import { LEDGER_STAT_HELP, ledgerStatGroupOptions, ledgerStatMeasures, ledgerStatHasTarget, qualityLedgerResource, type LedgerStatGroup, type LedgerStatRow } from '@scm/core/quality'
import { useListController } from '../../list'
import { useCan } from '../../resource/grants'
import { Button } from '../../ui/button'
import { DataTable, type Column } from '../../ui/data-table'
import { lazyPart } from '../../ui/lazy-part'
import { muted } from '../../ui/layout'
import type { LedgerChartsProps } from './ledger-charts'
import { StatConditions } from './stat-conditions'

const STATS_PATH = `${qualityLedgerResource.basePath}/GetStats`
const EXPORT_PATH = `${qualityLedgerResource.basePath}/ExportStats`

// ECharts arrives with the charts' own chunk, the first time the statistics show.
const LedgerCharts = lazyPart<LedgerChartsProps>(
  'LedgerCharts',
  () => import('./ledger-charts').then((m) => m.LedgerCharts),
  () => <p className={muted}>图表加载中…</p>,
)

const help = css({ m: '0', fontSize: '12px' })

/** yyyy-MM of a date. */
const monthOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`

/** The last twelve months, this one included. */
function lastYear() {
  const now = new Date()
  return { from: monthOf(new Date(now.getFullYear(), now.getMonth() - 11, 1)), to: monthOf(now) }
}

const countKinds = { count: 'count', ppm: 'count', qty: 'qty', money: 'money', rate: 'money' } as const

/** The group's columns, then every figure (summed over the period in the 合计 row). */
function statColumns(group: LedgerStatGroup, ownOnly: boolean): Column<LedgerStatRow>[] {
  const dims: Column<LedgerStatRow>[] = {
    supplier: [{ key: 'supply_name', title: '供应商', width: 220 }],
    material: [
      { key: 'mtr_code', title: '物料编码', width: 120 },
      { key: 'mtr_name', title: '物料名称', width: 160 },
    ],
    month: [{ key: 'month', title: '月份', width: 90 }],
    supplier_month: [
      { key: 'supply_name', title: '供应商', width: 220 },
      { key: 'month', title: '月份', width: 90 },
    ],
  }[group].filter((c) => !(ownOnly && c.key === 'supply_name'))
  // the rate comes in percent: its column says so in the title, so cells and 合计 show 12.50
  const figures = ledgerStatMeasures.map<Column<LedgerStatRow>>((m) => ({
    key: m.key,
    title: m.kind === 'rate' ? `${m.label}(%)` : m.label,
    sortable: true,
    sum: true,
    width: 110,
    kind: countKinds[m.kind],
  }))
  // beside the PPM, the target of the supplier's quality agreement (rows of one supplier only)
  if (ledgerStatHasTarget(group, ownOnly))
    figures.splice(figures.findIndex((c) => c.key === 'ppm') + 1, 0, {
      key: 'ppm_target',
      title: 'PPM目标',
      width: 100,
      kind: 'count',
      render: (r) => (r.ppm_target === null || r.ppm_target === undefined ? '未约定' : formatNumber(r.ppm_target, 'count')),
    })
  return [...dims, ...figures]
}

export interface LedgerStatsProps {
  /** A supplier's user: his own figures only, no supplier column nor top-supplier chart. */
  ownOnly: boolean
}

/** 统计分析: grouping and period, the table of figures with 合计, its export, and the charts. */
export function LedgerStats({ ownOnly }: LedgerStatsProps) {
  const [group, setGroup] = useState<LedgerStatGroup>(ownOnly ? 'month' : 'supplier')
  const [draft, setDraft] = useState(lastYear)
  const [period, setPeriod] = useState(draft)
  const can = useCan(qualityLedgerResource.fn)
  const columns = useMemo(() => statColumns(group, ownOnly), [group, ownOnly])
  const list = useListController<LedgerStatRow>({
    path: STATS_PATH,
    fixed: { group, ...period },
    columns,
    rowKey: 'group_key',
    pageSize: 20,
  })
  const groups = ledgerStatGroupOptions.filter((o) => !(ownOnly && (o.value === 'supplier' || o.value === 'supplier_month')))
  return (
    <section aria-label="质量统计" className={css({ display: 'flex', flexDirection: 'column', gap: '8px' })}>
      <StatConditions groups={groups} group={group} onGroup={setGroup} unit="month" draft={draft} onDraft={setDraft} onRun={() => setPeriod(draft)}>
        {can('export') ? (
          <Button disabled={list.exporting} onClick={() => void list.exportExcel(EXPORT_PATH, '质量台账统计.xlsx')}>
            导出Excel
          </Button>
        ) : null}
      </StatConditions>
      <p className={`${muted} ${help}`}>{LEDGER_STAT_HELP}</p>
      <DataTable<LedgerStatRow>
        caption="质量统计表"
        state={list.table}
        columns={list.table.columns}
        rows={list.rows}
        total={list.total}
        summary={list.summary}
        loading={list.loading}
      />
      <LedgerCharts statsPath={STATS_PATH} from={period.from} to={period.to} topSuppliers={!ownOnly} />
    </section>
  )
}
