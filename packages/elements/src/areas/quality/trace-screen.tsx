import { useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { QUALITY_PATHS, TRACE_SCOPES, type TraceScopeKind, type TraceVehicleRow } from '@scm/core/quality'
import { VEHICLE_LOCATIONS } from '@scm/core/business'
import { useListController } from '../../list'
import { useLoad, useLookup } from '../../list/use-load'
import { useCan } from '../../resource/grants'
import { useApi } from '../../runtime'
import { useCurrentUser } from '../../session/current-user'
import { Button } from '../../ui/button'
import { DataTable, type Column } from '../../ui/data-table'
import { buttonRow, filterBar, filterItem, muted, nativeSelect } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { Tabs } from '../../ui/tabs'
import { LOCATION_TONES, VehicleTraceView, type Row, type VehicleTraceAnswer } from './trace-parts'

// 整车追溯 /QulManage/trace (and 零部件追溯, 生产计划追溯, 关键件追溯 opening on their own way in):
// from a VIN or engine no to every key part, batch, receipt, inspection and claim; from a supplier
// batch, a serial, a plan or a station and time window to every vehicle that got it, counted by
// where it is now, paged, exported, and kept as a named snapshot. A supplier's user traces his own
// batches only (the server scopes it; no customers' names).

export type TraceView = 'vin' | TraceScopeKind | 'snapshots'

export interface TraceScreenProps {
  /** which way the screen opens: vin (default), batch, serial, plan, station, snapshots */
  view?: string
  /** a VIN to trace at once */
  vin?: string
}

const TRACE_FN = 'QulManage_trace'
const bar = css({ display: 'flex', flexDirection: 'column', gap: '8px' })

interface Scope {
  by: TraceScopeKind
  value?: string
  mtr_code?: string
  rcv_line_id?: number
  station_id?: number
  from?: string
  to?: string
}

/** From a VIN (or engine no) to its whole trace. */
function VinTrace({ initial, onBatch }: { initial?: string; onBatch: (scope: Scope) => void }) {
  const [vin, setVin] = useState(initial ?? '')
  const { data: trace, loading, ask } = useLookup((client, key) => client.get<VehicleTraceAnswer>(QUALITY_PATHS.traceByVin, { query: { vin: key } }), initial?.toUpperCase())
  const find = (key: string) => ask(key.toUpperCase())
  return (
    <section className={bar} aria-label="整车追溯">
      <form
        className={filterBar}
        role="search"
        aria-label="按车架号追溯"
        onSubmit={(e) => {
          e.preventDefault()
          find(vin)
        }}
      >
        <label className={filterItem}>
          <span>车架号/发动机号</span>
          <input className={input({ size: 'mini' })} aria-label="车架号/发动机号" value={vin} maxLength={30} onChange={(e) => setVin(e.currentTarget.value)} placeholder="输入17位车架号或发动机号" />
        </label>
        <div className={buttonRow}>
          <Button variant="primary" type="submit" disabled={loading}>
            追溯
          </Button>
        </div>
      </form>
      {trace ? (
        <VehicleTraceView trace={trace} onBatch={(p) => p.rcv_line_id && onBatch({ by: 'batch', rcv_line_id: p.rcv_line_id, value: p.rcv_no, mtr_code: p.mtr_code })} />
      ) : (
        <p className={muted}>{loading ? '查询中…' : '输入车架号或发动机号后追溯：关键件、供应商批次、来料检验、索赔、装配流程与故障。'}</p>
      )}
    </section>
  )
}

function vehicleColumns(ownOnly: boolean): Column<TraceVehicleRow>[] {
  return [
    { key: 'vin', title: '车架号(VIN)', width: 170 },
    { key: 'model', title: '车型', width: 110 },
    { key: 'plan_no', title: '生产计划号', width: 130 },
    { key: 'location', title: '当前位置', width: 90, render: (r) => <StatusTag status={r.location} tone={LOCATION_TONES[r.location]} /> },
    { key: 'station_name', title: '所在工位', width: 100 },
    { key: 'offline_date', title: '下线日期', width: 100 },
    ...(ownOnly ? [] : [{ key: 'customer_name', title: '客户', width: 200 } as Column<TraceVehicleRow>]),
    { key: 'delivery_date', title: '交付日期', width: 100 },
    { key: 'mtr_code', title: '零件编码', width: 110 },
    { key: 'serial_no', title: '序列号', width: 120 },
    { key: 'rcv_no', title: '批次(收货单)', width: 150 },
  ]
}

/** From a batch, serial, plan or station window to its vehicles, by where they are now. */
function ReverseTrace({ initial, ownOnly, stations }: { initial: Scope; ownOnly: boolean; stations: { value: number; label: string }[] }) {
  const api = useApi()
  const can = useCan(ownOnly ? 'QulManage_parts_traceability' : TRACE_FN)
  const [draft, setDraft] = useState<Scope>(initial)
  const [scope, setScope] = useState<Scope | null>(initial.value || initial.rcv_line_id ? initial : null)
  const [where, setWhere] = useState<string | undefined>(undefined)
  const [name, setName] = useState('')
  useEffect(() => {
    setDraft(initial)
    if (initial.value || initial.rcv_line_id) setScope(initial)
  }, [initial])
  const list = useListController<TraceVehicleRow>({
    path: QUALITY_PATHS.tracedVehicles,
    fixed: { ...(scope ?? {}), ...(where ? { where } : {}) },
    columns: vehicleColumns(ownOnly),
    rowKey: 'vehicle_id',
    pageSize: 20,
    enabled: scope !== null,
  })
  const counts = (list.answer as unknown as { counts?: Record<string, number> }).counts
  const all = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0
  const set = (patch: Partial<Scope>) => setDraft((d) => ({ ...d, ...patch }))
  const valueLabel = { batch: '收货单号(批次)', serial: '零件序列号', plan: '生产计划号', station: '' }[draft.by]
  return (
    <section className={bar} aria-label="反向追溯">
      <form
        className={filterBar}
        role="search"
        aria-label="追溯条件"
        onSubmit={(e) => {
          e.preventDefault()
          setWhere(undefined)
          setScope({ ...draft, rcv_line_id: draft.value === initial.value ? draft.rcv_line_id : undefined })
        }}
      >
        <label className={filterItem}>
          <span>追溯方式</span>
          <select className={nativeSelect} aria-label="追溯方式" value={draft.by} onChange={(e) => setDraft({ by: e.currentTarget.value as TraceScopeKind })}>
            {TRACE_SCOPES.filter((s) => !(ownOnly && (s.value === 'plan' || s.value === 'station'))).map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        {draft.by === 'station' ? (
          <>
            <label className={filterItem}>
              <span>工位</span>
              <select className={nativeSelect} aria-label="工位" value={draft.station_id ?? ''} onChange={(e) => set({ station_id: Number(e.currentTarget.value) || undefined })}>
                <option value="">请选择</option>
                {stations.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
            <label className={filterItem}>
              <span>开始日期</span>
              <input className={input({ size: 'mini' })} type="date" aria-label="开始日期" value={draft.from ?? ''} onChange={(e) => set({ from: e.currentTarget.value })} />
            </label>
            <label className={filterItem}>
              <span>结束日期</span>
              <input className={input({ size: 'mini' })} type="date" aria-label="结束日期" value={draft.to ?? ''} onChange={(e) => set({ to: e.currentTarget.value })} />
            </label>
          </>
        ) : (
          <label className={filterItem}>
            <span>{valueLabel}</span>
            <input className={input({ size: 'mini' })} aria-label={valueLabel} value={draft.value ?? ''} maxLength={50} onChange={(e) => set({ value: e.currentTarget.value })} />
          </label>
        )}
        {draft.by === 'batch' ? (
          <label className={filterItem}>
            <span>零件编码</span>
            <input className={input({ size: 'mini' })} aria-label="零件编码" value={draft.mtr_code ?? ''} maxLength={30} onChange={(e) => set({ mtr_code: e.currentTarget.value })} placeholder="可选" />
          </label>
        ) : null}
        <div className={buttonRow}>
          <Button variant="primary" type="submit">
            追溯
          </Button>
          {scope && can('export') ? (
            <Button disabled={list.exporting} onClick={() => void list.exportExcel(QUALITY_PATHS.tracedVehiclesExport, '追溯车辆.xlsx')}>
              导出Excel
            </Button>
          ) : null}
        </div>
      </form>
      {scope && counts ? (
        <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' })} role="group" aria-label="按当前位置">
          <Button variant={where ? 'default' : 'primary'} onClick={() => setWhere(undefined)}>
            {`全部 ${all}`}
          </Button>
          {VEHICLE_LOCATIONS.map((l) => (
            <Button key={l.value} variant={where === l.value ? 'primary' : 'default'} onClick={() => setWhere(l.value)}>
              {`${l.value} ${counts[l.value] ?? 0}`}
            </Button>
          ))}
          {can('add') && !ownOnly ? (
            <span className={css({ display: 'inline-flex', gap: '6px', ml: 'auto' })}>
              <input className={input({ size: 'mini' })} aria-label="快照名称" placeholder="快照名称" value={name} maxLength={100} onChange={(e) => setName(e.currentTarget.value)} />
              <Button
                disabled={!name.trim()}
                onClick={() => void api.post(QUALITY_PATHS.saveSnapshot, { ...scope, name: name.trim() }, { successMessage: true }).then(() => setName(''), () => undefined)}
              >
                保存快照
              </Button>
            </span>
          ) : null}
        </div>
      ) : null}
      {scope ? (
        <DataTable<TraceVehicleRow> caption="追溯车辆" state={list.table} columns={list.table.columns} rows={list.rows} total={list.total} loading={list.loading} emptyText="没有车辆装有该零件" />
      ) : (
        <p className={muted}>选择追溯方式并输入条件：列出装有该批次/序列号的全部车辆，按在线、下线在库、已交付、服务中统计。</p>
      )}
    </section>
  )
}

/** The kept snapshots and, for the one opened, its vehicles as they were. */
function Snapshots({ ownOnly }: { ownOnly: boolean }) {
  const rows = useLoad((client) => client.get<Row[]>(QUALITY_PATHS.snapshots), 'snapshots').data ?? []
  const [openId, setOpenId] = useState<string | null>(null)
  const open = useLoad((client) => client.get<{ snapshot: Row; rows: Row[] }>(QUALITY_PATHS.snapshot, { query: { id: openId } }), openId).data
  const columns: Column<Row>[] = [
    { key: 'name', title: '快照名称', width: 200, render: (r) => <Button variant="text" onClick={() => setOpenId(String(r.id))}>{String(r.name)}</Button> },
    { key: 'total', title: '车辆数', width: 80, kind: 'count' },
    { key: 'created_by', title: '保存人', width: 80 },
    { key: 'created_at', title: '保存时间', width: 150 },
  ]
  const vehicleCols: Column<Row>[] = [
    { key: 'vin', title: '车架号(VIN)', width: 170 },
    { key: 'model', title: '车型', width: 110 },
    { key: 'location', title: '保存时位置', width: 100, render: (r) => <StatusTag status={String(r.location)} tone={LOCATION_TONES[String(r.location)]} /> },
    ...(ownOnly ? [] : [{ key: 'customer_name', title: '客户', width: 200 } as Column<Row>]),
    { key: 'part', title: '零件', width: 260 },
  ]
  return (
    <section className={bar} aria-label="追溯快照">
      <DataTable<Row> caption="追溯快照列表" columns={columns} rows={rows} total={rows.length} rowKey="id" pagination={false} emptyText="暂无追溯快照" />
      {open ? (
        <>
          <p className={muted}>{`快照“${String(open.snapshot.name)}”：${String(open.snapshot.total)} 辆，保存于 ${String(open.snapshot.created_at)}，不随之后的绑定变化。`}</p>
          <DataTable<Row> caption="快照车辆" columns={vehicleCols} rows={open.rows} total={open.rows.length} rowKey="vehicle_id" pagination={false} />
        </>
      ) : null}
    </section>
  )
}

/** The stations a station window may pick (the key routes' stations). */
function useStations(enabled: boolean) {
  return useLoad((client) => client.get<{ value: number; label: string }[]>(QUALITY_PATHS.keyRouteOptions, { query: { field: 'station_id' }, silent: true }), enabled ? 'stations' : null).data ?? []
}

export function TraceScreen({ view, vin }: TraceScreenProps) {
  const user = useCurrentUser()
  const ownOnly = user?.supplyid != null
  const start = (view as TraceView | undefined) ?? 'vin'
  const [tab, setTab] = useState(start === 'vin' && !ownOnly ? 'vin' : start === 'snapshots' ? 'snapshots' : 'reverse')
  const [scope, setScope] = useState<Scope>({ by: start === 'vin' || start === 'snapshots' ? 'batch' : start })
  const stations = useStations(user !== undefined && !ownOnly)
  if (user === undefined) return null
  return (
    <Tabs
      aria-label="追溯"
      value={tab}
      onValueChange={setTab}
      items={[
        ...(ownOnly ? [] : [{ value: 'vin', label: '整车追溯', content: <VinTrace initial={vin} onBatch={(s: Scope) => (setScope(s), setTab('reverse'))} /> }]),
        { value: 'reverse', label: '批次/计划追溯', content: <ReverseTrace initial={scope} ownOnly={ownOnly} stations={stations} /> },
        { value: 'snapshots', label: '追溯快照', content: tab === 'snapshots' ? <Snapshots ownOnly={ownOnly} /> : null },
      ]}
    />
  )
}
