import { useState } from 'react'
import { css } from 'styled-system/css'
import { input } from 'styled-system/recipes'
import { useLookup } from '../../list/use-load'
import { Button } from '../../ui/button'
import { buttonRow, filterBar, filterItem, muted, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { VehicleFacts, type Row, type VehicleTraceAnswer } from './trace-parts'
import { QUALITY_PATHS } from '@scm/core/quality'

// 质量卡查询 /qas/QaCardListQuery: a vehicle's quality card — one printable timeline of its
// checks, on-site inspections, faults (and their handling), key parts bound and replaced, and the
// offline and final sign-offs, in time order.

export interface QaCardProps {
  /** a VIN whose card opens at once */
  vin?: string
}

interface Event {
  at: string
  kind: string
  tone: 'success' | 'error' | 'warning' | 'processing' | 'default'
  text: string
  who: string
}

/** Every event of a vehicle's trace, oldest first. */
export function timelineOf(trace: VehicleTraceAnswer): Event[] {
  const s = (v: unknown) => (v === null || v === undefined ? '' : String(v))
  const events: Event[] = []
  for (const step of trace.steps) {
    const signOff = step.kind !== '工序'
    events.push({
      at: s(step.done_at),
      kind: signOff ? `${s(step.kind)}签字` : '工序检查',
      tone: step.result === '合格' ? 'success' : 'error',
      text: signOff ? `${s(step.kind)}${s(step.result)}` : `${s(step.station_name)} ${s(step.process_name)}：${s(step.result)}${step.remark ? `（${s(step.remark)}）` : ''}`,
      who: s(step.user_name),
    })
  }
  for (const p of trace.parts) {
    events.push({ at: p.bound_at, kind: '关键件绑定', tone: 'processing', text: `${p.station_name} ${p.mtr_code} ${p.mtr_name} ${[p.serial_no, p.rcv_no && `批次 ${p.rcv_no}`, p.supply_name].filter(Boolean).join(' / ')}`, who: p.bound_by })
    if (p.unbound_at) events.push({ at: p.unbound_at, kind: '换件', tone: 'warning', text: `${p.mtr_code} ${p.mtr_name} ${p.serial_no} 解绑：${p.unbind_reason ?? ''}`, who: p.unbound_by ?? '' })
  }
  for (const f of trace.faults) {
    events.push({ at: s(f.found_at), kind: '故障', tone: 'error', text: `${s(f.fault_no)} ${s(f.station_name)} ${s(f.fault_name)}：${s(f.description)}（责任方 ${s(f.responsible)}）`, who: s(f.found_by) })
    if (f.closed_at) events.push({ at: s(f.closed_at), kind: '返修关闭', tone: 'success', text: `${s(f.fault_no)} ${s(f.handling)}`, who: s(f.handler) })
  }
  for (const g of trace.checkLogs ?? []) {
    events.push({ at: s(g.checked_at), kind: '现场检验', tone: g.result === '不合格' ? 'error' : 'success', text: `${s(g.log_no)} ${s(g.station_name)}：${s(g.result)}${g.findings ? `（${s(g.findings)}）` : ''}`, who: s(g.inspector) })
  }
  return events.filter((e) => e.at).sort((a, b) => a.at.localeCompare(b.at))
}

const list = css({ listStyle: 'none', m: '0', p: '0', display: 'flex', flexDirection: 'column', gap: '4px', '& li': { display: 'grid', gridTemplateColumns: { base: '1fr', md: '150px 90px 1fr 80px' }, gap: '6px', alignItems: 'start', borderBottom: '1px solid var(--scm-color-border-light, #ebeef5)', py: '4px' } })

export function QaCardScreen({ vin }: QaCardProps) {
  const [key, setKey] = useState(vin ?? '')
  const { data: trace, ask } = useLookup((client, v) => client.get<VehicleTraceAnswer>(QUALITY_PATHS.traceByVin, { query: { vin: v } }), vin?.toUpperCase())
  const find = (v: string) => ask(v.toUpperCase())
  const events = trace ? timelineOf(trace) : []
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '8px' })} aria-label="质量卡">
      <form
        className={filterBar}
        role="search"
        aria-label="质量卡查询"
        onSubmit={(e) => {
          e.preventDefault()
          find(key)
        }}
      >
        <label className={filterItem}>
          <span>车架号/发动机号</span>
          <input className={input({ size: 'mini' })} aria-label="车架号/发动机号" value={key} maxLength={30} onChange={(e) => setKey(e.currentTarget.value)} />
        </label>
        <div className={buttonRow}>
          <Button variant="primary" type="submit">
            查询
          </Button>
          {trace ? <Button onClick={() => window.print()}>打印</Button> : null}
        </div>
      </form>
      {trace ? (
        <>
          <VehicleFacts vehicle={trace.vehicle as Row} />
          <h3 className={subheading}>{`质量履历（${events.length} 条）`}</h3>
          <ol className={list} aria-label="质量履历">
            {events.map((e, i) => (
              <li key={i}>
                <span>{e.at}</span>
                <span>
                  <StatusTag status={e.kind} tone={e.tone} />
                </span>
                <span>{e.text}</span>
                <span className={muted}>{e.who}</span>
              </li>
            ))}
          </ol>
        </>
      ) : (
        <p className={muted}>输入车架号查询该车的质量卡：检查、现场检验、故障与返修、换件和下线/终检签字。</p>
      )}
    </section>
  )
}
