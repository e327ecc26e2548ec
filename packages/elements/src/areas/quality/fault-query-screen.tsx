import { useState } from 'react'
import { css } from 'styled-system/css'
import { processFaultDocument } from '@scm/core/quality'
import type { ResourceFilters } from '@scm/core'
import { DocumentList } from '../../document/document-screen'
import { useLoad } from '../../list/use-load'
import { useCurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'
import { DataTable, type Column } from '../../ui/data-table'
import { lazyPart } from '../../ui/lazy-part'
import { muted } from '../../ui/layout'
import { Tabs } from '../../ui/tabs'
import { FaultClaimButton } from './fault-claim-button'
import { StatConditions } from './stat-conditions'
import type { FaultParetoProps } from './fault-pareto-chart'

// 生产过程查询 /QulManage/check_infor_fault_query: the faults (query, export; a supplier his own) and
// their statistics by fault code, station or responsible party — a Pareto table and chart whose
// rows drill down to the faults (and so the VINs) of that group.

const FaultParetoChart = lazyPart<FaultParetoProps>(
  'FaultParetoChart',
  () => import('./fault-pareto-chart').then((m) => m.FaultParetoChart),
  () => <p className={muted}>图表加载中…</p>,
)

interface StatRow {
  key: number
  label: string
  faults: number
  vehicles: number
  open: number
  share: number
  cumulative: number
}

const GROUPS = [
  { value: 'code', label: '按故障代码', field: 'fault_code_id' },
  { value: 'station', label: '按工位', field: 'station_id' },
  { value: 'supplier', label: '按责任方', field: 'supplyid' },
] as const
type Group = (typeof GROUPS)[number]['value']

function FaultStats({ onDrill }: { onDrill: (filters: ResourceFilters) => void }) {
  const [group, setGroup] = useState<Group>('code')
  const [draft, setDraft] = useState({ from: '', to: '' })
  const [period, setPeriod] = useState(draft)
  // a refused read shows no figures
  const stats =
    useLoad(
      (api) =>
        api
          .post<{ total: number; rows: StatRow[] }>(`${processFaultDocument.basePath}/GetStats`, { group, ...(period.from ? { from: period.from } : {}), ...(period.to ? { to: period.to } : {}) })
          .catch(() => ({ total: 0, rows: [] as StatRow[] })),
      `${group}|${period.from}|${period.to}`,
    ).data ?? null
  const g = GROUPS.find((x) => x.value === group)!
  const drill = (r: StatRow) => {
    // a department charged fault has a negative key (its department): drill by department then
    if (group === 'supplier' && r.key < 0) onDrill({ dept_id: { op: 'eq', value: -r.key } })
    else onDrill({ [g.field]: { op: 'eq', value: r.key } })
  }
  const columns: Column<StatRow>[] = [
    {
      key: 'label',
      title: g.label.slice(1),
      width: 220,
      render: (r) => (
        <Button variant="text" onClick={() => drill(r)} title="查看该组故障及车架号">
          {r.label || '（未填）'}
        </Button>
      ),
    },
    { key: 'faults', title: '故障数', width: 80, kind: 'count', sum: true },
    { key: 'vehicles', title: '涉及车辆', width: 80, kind: 'count', sum: true },
    { key: 'open', title: '未关闭', width: 80, kind: 'count', sum: true },
    { key: 'share', title: '占比(%)', width: 80, kind: 'money' },
    { key: 'cumulative', title: '累计占比(%)', width: 100, kind: 'money' },
  ]
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '8px' })} aria-label="故障统计">
      <StatConditions groups={GROUPS} group={group} onGroup={setGroup} unit="date" draft={draft} onDraft={setDraft} onRun={() => setPeriod(draft)} />
      <DataTable<StatRow> caption="故障统计表" columns={columns} rows={stats?.rows ?? []} total={stats?.rows.length ?? 0} rowKey="key" pagination={false} loading={stats === null} emptyText="所选期间没有生产过程故障" />
      {stats?.rows.length ? <FaultParetoChart title={`故障帕累托图（${g.label}）`} rows={stats.rows} /> : null}
    </section>
  )
}

export interface FaultQueryProps {
  pageSize?: number
  /** 'stats' opens on 统计分析 */
  view?: string
}

export function FaultQueryScreen({ pageSize, view }: FaultQueryProps) {
  const user = useCurrentUser()
  const [tab, setTab] = useState(view === 'stats' ? 'stats' : 'list')
  const [filters, setFilters] = useState<ResourceFilters | undefined>(undefined)
  if (user === undefined) return null
  return (
    <Tabs
      aria-label="生产过程查询"
      value={tab}
      onValueChange={setTab}
      items={[
        {
          value: 'list',
          label: '故障查询',
          content: (
            <DocumentList
              key={JSON.stringify(filters ?? {})}
              def={processFaultDocument}
              pageSize={pageSize}
              slots={{
                creates: false,
                filters,
                detailActions: (doc) => (doc.id !== null ? <FaultClaimButton faultId={doc.id} header={doc.detail?.header} /> : null),
              }}
            />
          ),
        },
        {
          value: 'stats',
          label: '统计分析',
          content:
            tab === 'stats' ? (
              <FaultStats
                onDrill={(f) => {
                  setFilters(f)
                  setTab('list')
                }}
              />
            ) : null,
        },
      ]}
    />
  )
}
