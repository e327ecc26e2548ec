import { css } from 'styled-system/css'
import type { TracePart } from '@scm/core/quality'
import { DataTable, type Column } from '../../ui/data-table'
import { StatusTag } from '../../ui/status-tag'
import { facts, subheading } from '../../ui/layout'

// The pieces of a vehicle's trace the trace screen, the flow card and the quality card share:
// the vehicle's facts, its key parts with batch, receipt, incoming inspection and claims, its steps
// and its faults (as GET /api/QulTrace/ByVin and /api/QulFlowCard/GetCard answer them).

export type Row = Record<string, unknown>

export interface VehicleTraceAnswer {
  vehicle: Row
  route: Row[]
  parts: TracePart[]
  steps: Row[]
  faults: Row[]
  checkLogs?: Row[]
}

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))

const FACTS: [string, string][] = [
  ['vin', '车架号(VIN)'],
  ['model', '车型'],
  ['configuration', '配置'],
  ['plan_no', '生产计划号'],
  ['engine_no', '发动机号'],
  ['station_name', '所在工位'],
  ['online_at', '上线时间'],
  ['offline_date', '下线日期'],
  ['final_checked_at', '终检时间'],
  ['customer_name', '客户'],
  ['delivery_date', '交付日期'],
]

/** The vehicle's facts, its where-now as a tag. */
export function VehicleFacts({ vehicle }: { vehicle: Row }) {
  return (
    <dl className={facts} aria-label="车辆信息">
      {FACTS.map(([key, label]) => (
        <div key={key} className={css({ display: 'contents' })}>
          <dt>{label}</dt>
          <dd>{text(vehicle[key]) || '—'}</dd>
        </div>
      ))}
      <dt>当前位置</dt>
      <dd>
        <StatusTag status={text(vehicle.location)} tone={LOCATION_TONES[text(vehicle.location)]} />
      </dd>
    </dl>
  )
}

/** Tones of where a vehicle is (core VEHICLE_LOCATIONS). */
export const LOCATION_TONES: Record<string, 'processing' | 'warning' | 'success' | 'error' | 'default'> = {
  在线: 'processing',
  下线在库: 'warning',
  已交付: 'success',
  服务中: 'error',
}

const VERDICT_TONES: Record<string, 'success' | 'error' | 'default'> = { 合格: 'success', 不合格: 'error', 免检: 'default' }

/** The key parts (live and replaced) with their supplier batch and what followed it. */
export function PartsTable({ parts, onBatch, extra }: { parts: TracePart[]; onBatch?: (part: TracePart) => void; extra?: Column<TracePart>[] }) {
  const columns: Column<TracePart>[] = [
    { key: 'station_name', title: '工位', width: 100 },
    { key: 'process_name', title: '关键工序', width: 120 },
    { key: 'mtr_code', title: '零件编码', width: 110 },
    { key: 'mtr_name', title: '零件名称', width: 120 },
    { key: 'serial_no', title: '序列号', width: 120 },
    { key: 'supply_name', title: '供应商', width: 180 },
    {
      key: 'rcv_no',
      title: '批次(收货单)',
      width: 150,
      render: (p) =>
        p.rcv_no && onBatch ? (
          <button type="button" className={css({ color: 'var(--scm-color-primary, #1a5bb0)', cursor: 'pointer', bg: 'transparent', border: '0', p: '0', textDecoration: 'underline' })} onClick={() => onBatch(p)} title="追溯该批次的全部车辆">
            {p.rcv_no}
          </button>
        ) : (
          p.rcv_no
        ),
    },
    { key: 'rcv_date', title: '收货日期', width: 100 },
    { key: 'verdict', title: '来料检验', width: 80, render: (p) => (p.verdict ? <StatusTag status={p.verdict} tone={VERDICT_TONES[p.verdict]} /> : '—') },
    { key: 'claims', title: '索赔', width: 160, render: (p) => p.claims.map((c) => `${c.claim_no}（${c.status}）`).join('，') || '—' },
    {
      key: 'ppm_target',
      title: 'PPM 目标/实际',
      width: 110,
      render: (p) => (p.supplyid ? <span title="技术质量协议的PPM目标 / 近12个月实际PPM">{`${p.ppm_target ?? '无协议'} / ${p.actual_ppm ?? 0}`}</span> : '—'),
    },
    { key: 'bound_by', title: '绑定人', width: 80 },
    { key: 'bound_at', title: '绑定时间', width: 150 },
    {
      key: 'unbound_at',
      title: '状态',
      width: 200,
      render: (p) => (p.unbound_at ? <StatusTag status="已更换" tone="default">{`已解绑：${p.unbind_reason ?? ''}（${p.unbound_by ?? ''} ${p.unbound_at}）`}</StatusTag> : <StatusTag status="在用" tone="success" />),
    },
    ...(extra ?? []),
  ]
  return <DataTable<TracePart> caption="关键件" columns={columns} rows={parts} total={parts.length} rowKey="binding_id" pagination={false} columnSettings={false} emptyText="暂无绑定的关键件" />
}

/** The flow card's steps and checks. */
export function StepsTable({ steps }: { steps: Row[] }) {
  const columns: Column<Row>[] = [
    { key: 'kind', title: '类别', width: 60 },
    { key: 'station_name', title: '工位', width: 100 },
    { key: 'process_name', title: '工序', width: 140 },
    { key: 'result', title: '结果', width: 70, render: (r) => <StatusTag status={text(r.result)} tone={r.result === '合格' ? 'success' : 'error'} /> },
    { key: 'user_name', title: '操作人', width: 80 },
    { key: 'done_at', title: '时间', width: 150 },
    { key: 'remark', title: '备注', width: 200 },
  ]
  return <DataTable<Row> caption="流程记录" columns={columns} rows={steps} total={steps.length} rowKey="id" pagination={false} columnSettings={false} emptyText="暂无流程记录" />
}

const FAULT_TONES: Record<string, 'error' | 'processing' | 'success' | 'default'> = { 待处理: 'error', 处理中: 'processing', 已关闭: 'success', 已作废: 'default' }

/** The vehicle's process faults. */
export function FaultsTable({ faults }: { faults: Row[] }) {
  const columns: Column<Row>[] = [
    { key: 'fault_no', title: '故障单号', width: 150 },
    { key: 'status', title: '状态', width: 70, render: (r) => <StatusTag status={text(r.status)} tone={FAULT_TONES[text(r.status)]} /> },
    { key: 'station_name', title: '工位', width: 100 },
    { key: 'fault_name', title: '故障', width: 120 },
    { key: 'description', title: '故障描述', width: 200 },
    { key: 'responsible', title: '责任方', width: 160 },
    { key: 'rcv_no', title: '批次', width: 140 },
    { key: 'found_at', title: '发现时间', width: 150 },
    { key: 'claim_no', title: '索赔单号', width: 140 },
  ]
  return <DataTable<Row> caption="生产过程故障" columns={columns} rows={faults} total={faults.length} rowKey="id" pagination={false} columnSettings={false} emptyText="暂无故障" />
}

/** A vehicle's whole trace: facts, key parts, steps, faults. */
export function VehicleTraceView({ trace, onBatch }: { trace: VehicleTraceAnswer; onBatch?: (part: TracePart) => void }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8px' })}>
      <VehicleFacts vehicle={trace.vehicle} />
      <h3 className={subheading}>关键件及供应商批次</h3>
      <PartsTable parts={trace.parts} onBatch={onBatch} />
      <h3 className={subheading}>装配流程与检查</h3>
      <StepsTable steps={trace.steps} />
      <h3 className={subheading}>生产过程故障</h3>
      <FaultsTable faults={trace.faults} />
    </div>
  )
}
