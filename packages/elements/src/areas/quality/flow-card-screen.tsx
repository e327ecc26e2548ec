import { useState } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { VEHICLE_LOCATIONS } from '@scm/core/business'
import type { TracePart } from '@scm/core/quality'
import { useListController } from '../../list'
import { useLoad } from '../../list/use-load'
import { useCan } from '../../resource/grants'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'
import { confirm, ConfirmHost } from '../../ui/confirm'
import { DataTable, actionsColumn, type Column } from '../../ui/data-table'
import { buttonRow, filterBar, filterItem, muted, nativeSelect, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { BuildDialog, PartDialog } from './flow-card-dialogs'
import { FaultsTable, LOCATION_TONES, PartsTable, StepsTable, VehicleFacts, type Row, type VehicleTraceAnswer } from './trace-parts'
import { QUALITY_PATHS } from '@scm/core/quality'

// 装配流程卡 /QulManage/assembly_process_card: the vehicles built (上线), and a vehicle's card — its
// model's key processes with who recorded each and what is bound there, binding a part (serial
// and/or supplier batch), replacing or unbinding one (the old binding kept), and the 下线 / 终检
// checks, which the server refuses (saying which) while a key part is missing or a fault is open.
// The dialogs for 上线 and binding are flow-card-dialogs.tsx.

const FN = 'QulManage_assembly_process_card'
const stack = css({ display: 'flex', flexDirection: 'column', gap: '8px' })

export interface FlowCardProps {
  pageSize?: number
  /** a VIN whose card opens at once */
  vin?: string
}

interface VehicleRow {
  id: number
  vin: string
  model: string
  plan_no: string
  engine_no: string | null
  location: string
  station_name: string
  online_at: string
  offline_date: string
  final_checked_at: string
}

/** One vehicle's flow card. */
function Card({ vin, onChanged }: { vin: string; onChanged: () => void }) {
  const api = useApi()
  const can = useCan(FN)
  const [dialog, setDialog] = useState<{ line: Row; replacing: TracePart | null } | null>(null)
  const { data: card, reload } = useLoad((client) => client.get<VehicleTraceAnswer>(QUALITY_PATHS.flowCard, { query: { vin } }), vin)
  if (!card) return <p className={muted}>加载中…</p>
  const onLine = card.vehicle.location === '在线'
  const changed = () => {
    reload()
    onChanged()
  }
  const live = (lineId: unknown) => card.parts.find((p) => (p as unknown as Row).route_line_id === lineId && !p.unbound_at)
  const lastStep = (lineId: unknown) => [...card.steps].reverse().find((s) => s.route_line_id === lineId)
  const act = (path: string, body: Row) => void api.post(path, body, { successMessage: true }).then(changed, () => undefined)
  const columns: Column<Row>[] = [
    { key: 'seq', title: '顺序', width: 50, kind: 'count' },
    { key: 'station_name', title: '工位', width: 100 },
    { key: 'process_name', title: '关键工序', width: 130 },
    { key: 'check_item', title: '检查内容', width: 180 },
    { key: 'mtr_name', title: '关键件', width: 120, render: (l) => (l.mtr_id ? `${String(l.mtr_code)} ${String(l.mtr_name)}` : '—') },
    { key: 'bind_mode', title: '绑定方式', width: 70 },
    {
      key: '__step',
      title: '记录',
      width: 200,
      render: (l) => {
        const s = lastStep(l.id)
        return s ? <StatusTag status={String(s.result)} tone={s.result === '合格' ? 'success' : 'error'}>{`${String(s.result)} ${String(s.user_name)} ${String(s.done_at)}`}</StatusTag> : '未记录'
      },
    },
    {
      key: '__bound',
      title: '已绑定',
      width: 200,
      render: (l) => {
        const p = live(l.id)
        return p ? [p.serial_no, p.rcv_no && `${p.rcv_no}（${p.supply_name}）`].filter(Boolean).join(' / ') : l.mtr_id ? <StatusTag status="未绑定" tone="warning" /> : '—'
      },
    },
    actionsColumn<Row>(
      (l) => {
        const p = live(l.id)
        return (
          <>
            {onLine && can('edit') ? (
              <>
                <Button variant="text" onClick={() => act(QUALITY_PATHS.recordStep, { vin, route_line_id: l.id, result: '合格' })}>
                  合格
                </Button>
                <Button variant="text" onClick={() => act(QUALITY_PATHS.recordStep, { vin, route_line_id: l.id, result: '不合格' })}>
                  不合格
                </Button>
                {l.mtr_id && !p ? (
                  <Button variant="text" onClick={() => setDialog({ line: { ...l, vin }, replacing: null })}>
                    绑定
                  </Button>
                ) : null}
              </>
            ) : null}
            {p && can('edit') ? (
              <Button variant="text" onClick={() => setDialog({ line: { ...l, vin }, replacing: p })}>
                更换
              </Button>
            ) : null}
          </>
        )
      },
      { width: 220, align: 'left' },
    ),
  ]
  return (
    <section className={stack} aria-label={`流程卡 ${vin}`}>
      <VehicleFacts vehicle={card.vehicle} />
      {can('audit') ? (
        <div className={buttonRow}>
          {onLine ? (
            <Button variant="primary" onClick={() => void confirm(`确认车辆 ${vin} 下线？`).then((ok) => ok && act(QUALITY_PATHS.checkVehicle, { vin, check: '下线' }))}>
              下线检查
            </Button>
          ) : null}
          {!onLine && !card.vehicle.final_checked_at ? (
            <Button variant="primary" onClick={() => void confirm(`确认车辆 ${vin} 终检合格？`).then((ok) => ok && act(QUALITY_PATHS.checkVehicle, { vin, check: '终检' }))}>
              终检
            </Button>
          ) : null}
        </div>
      ) : null}
      <h3 className={subheading}>关键工序</h3>
      <DataTable<Row> caption="关键工序" columns={columns} rows={card.route} total={card.route.length} rowKey="id" pagination={false} columnSettings={false} emptyText="该车型没有已发布的关键工序路线" />
      <h3 className={subheading}>关键件绑定记录（含已更换）</h3>
      <PartsTable parts={card.parts} />
      <h3 className={subheading}>流程与检查记录</h3>
      <StepsTable steps={card.steps} />
      <h3 className={subheading}>生产过程故障</h3>
      <FaultsTable faults={card.faults} />
      {dialog ? (
        <PartDialog
          line={dialog.line}
          replacing={dialog.replacing}
          onClose={() => setDialog(null)}
          onDone={() => {
            setDialog(null)
            changed()
          }}
        />
      ) : null}
    </section>
  )
}

export function FlowCardScreen({ pageSize, vin }: FlowCardProps) {
  const can = useCan(FN)
  const [open, setOpen] = useState<string | null>(vin ?? null)
  const [building, setBuilding] = useState(false)
  const [keyword, setKeyword] = useState('')
  const columns: Column<VehicleRow>[] = [
    {
      key: 'vin',
      title: '车架号(VIN)',
      width: 170,
      render: (r) => (
        <Button variant="text" onClick={() => setOpen(r.vin)}>
          {r.vin}
        </Button>
      ),
    },
    { key: 'model', title: '车型', width: 110 },
    { key: 'plan_no', title: '生产计划号', width: 130 },
    { key: 'engine_no', title: '发动机号', width: 120 },
    { key: 'location', title: '当前位置', width: 90, render: (r) => <StatusTag status={r.location} tone={LOCATION_TONES[r.location]} /> },
    { key: 'station_name', title: '所在工位', width: 100 },
    { key: 'online_at', title: '上线时间', width: 150 },
    { key: 'offline_date', title: '下线日期', width: 100 },
    { key: 'final_checked_at', title: '终检时间', width: 150 },
  ]
  const list = useListController<VehicleRow>({ path: QUALITY_PATHS.flowCards, columns, rowKey: 'id', pageSize: pageSize ?? 10 })
  return (
    <div className={stack}>
      <ConfirmHost />
      <form
        className={filterBar}
        role="search"
        aria-label="车辆查询"
        onSubmit={(e) => {
          e.preventDefault()
          list.search(keyword)
        }}
      >
        <label className={filterItem}>
          <span>关键字</span>
          <input className={input({ size: 'mini' })} aria-label="关键字" placeholder="车架号/计划号/车型/发动机号" value={keyword} maxLength={50} onChange={(e) => setKeyword(e.currentTarget.value)} />
        </label>
        <label className={filterItem}>
          <span>当前位置</span>
          <select
            className={nativeSelect}
            aria-label="当前位置"
            value={String((list.filters as Row).location ?? '')}
            onChange={(e) => list.setFilters((f) => ({ ...f, location: e.currentTarget.value || undefined }))}
          >
            <option value="">全部</option>
            {VEHICLE_LOCATIONS.map((l) => (
              <option key={l.value} value={l.value}>
                {l.value}
              </option>
            ))}
          </select>
        </label>
        <div className={buttonRow}>
          <Button variant="primary" type="submit">
            查询
          </Button>
          {can('add') ? <Button onClick={() => setBuilding(true)}>整车上线</Button> : null}
        </div>
      </form>
      <DataTable<VehicleRow> caption="车辆列表" state={list.table} columns={list.table.columns} rows={list.rows} total={list.total} loading={list.loading} emptyText="暂无车辆" />
      {open ? <Card key={open} vin={open} onChanged={list.reload} /> : null}
      {building ? (
        <BuildDialog
          onClose={() => setBuilding(false)}
          onDone={(v) => {
            setBuilding(false)
            list.reload()
            setOpen(v)
          }}
        />
      ) : null}
    </div>
  )
}
