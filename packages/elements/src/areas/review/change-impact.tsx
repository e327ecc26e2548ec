import { useState } from 'react'
import { REVIEW_PATHS, type ChangeKind } from '@scm/core/review'
import { formatNumber } from '@scm/core'
import { LINE_STATUS_VALUES } from '@scm/core/business'
import { useLoad } from '../../list/use-load'
import { useCan } from '../../resource/grants'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { muted, smallTable, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { Cut, ReviewStatus, bar, scroll, type Row } from './review-shared'

// Under a change (its document's detail, its to-do): the departments' handlings, 本部门已处理 for
// the caller's, and what the change touches — the orders in review or ready, and the open purchase
// order lines before and after its effective date.

interface Impact {
  title: string
  effective_date: string
  parts: Row[]
  orders: Row[]
  before: Row[]
  after: Row[]
  handlings: Row[]
}

/** A change's handlings per department (处理 for the caller's) and what it touches. */
export function ChangeImpact({ kind, id, onHandled }: { kind: ChangeKind; id: number; onHandled?: () => void }) {
  const api = useApi()
  const emit = useEmit()
  const can = useCan(kind === 'tc' ? 'todo_tc' : 'todo_td')
  const [opinion, setOpinion] = useState('')
  const { data: impact, reload } = useLoad((api) => api.get<Impact>(REVIEW_PATHS.changeImpact, { query: { kind, id }, timestamp: true, silent: true }), `${kind}:${id}`)
  const handle = async () => {
    try {
      await api.post(REVIEW_PATHS.handleChange, { kind, id, opinion }, { successMessage: true })
      setOpinion('')
      reload()
      onHandled?.()
    } catch {
      // shown by the client
    }
  }
  if (!impact) return <p role="status">加载中…</p>
  const poTable = (rows: Row[], label: string) => (
    <div className={scroll}>
      <table className={smallTable} aria-label={label}>
        <thead>
          <tr>
            <th>采购订单</th>
            <th>行号</th>
            <th>物料</th>
            <th>未交数量</th>
            <th>要求到货</th>
            <th>状态</th>
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((l) => (
              <tr key={l.id}>
                <td>{l.order_no}</td>
                <td>{formatNumber(l.line_no, 'count')}</td>
                <td>
                  <Cut text={`${l.mtr_code} ${l.mtr_name}`} />
                </td>
                <td style={{ textAlign: 'right' }}>{formatNumber(l.open_qty, 'qty')}</td>
                <td>{l.required_date}</td>
                <td>
                  <StatusTag status={l.line_status} tones={LINE_STATUS_VALUES} />
                </td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={6} className={muted}>
                无
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
  const pending = impact.handlings.some((h) => !h.handled_at)
  return (
    <div aria-label="处理与影响">
      <p className={subheading}>各部门处理</p>
      <div className={scroll}>
        <table className={smallTable} aria-label="部门处理">
          <thead>
            <tr>
              <th>部门</th>
              <th>状态</th>
              <th>处理人</th>
              <th>处理时间</th>
              <th>处理意见</th>
            </tr>
          </thead>
          <tbody>
            {impact.handlings.length ? (
              impact.handlings.map((h) => (
                <tr key={h.id}>
                  <td>{h.dept_name}</td>
                  <td>{h.handled_at ? <StatusTag status="已处理" tone="success" /> : <StatusTag status="待处理" tone="warning" />}</td>
                  <td>{h.user_name}</td>
                  <td>{h.handled_at ?? ''}</td>
                  <td>
                    <Cut text={h.opinion} />
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className={muted}>
                  发布后各处理部门在此处理
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {pending && can('edit') ? (
        <div className={bar}>
          <Input aria-label="处理意见" placeholder="处理意见" maxLength={500} value={opinion} onValueChange={setOpinion} />
          <Button variant="primary" onClick={() => void handle()}>
            本部门已处理
          </Button>
        </div>
      ) : null}
      <p className={subheading}>
        影响的在评审/已就绪订单（生效日期 {impact.effective_date}，零件 {impact.parts.map((p) => p.mtr_code).join('，')}）
      </p>
      <div className={scroll}>
        <table className={smallTable} aria-label="影响的销售订单">
          <thead>
            <tr>
              <th>订单号</th>
              <th>客户</th>
              <th>车型</th>
              <th>交货日期</th>
              <th>评审状态</th>
              <th>涉及零件</th>
            </tr>
          </thead>
          <tbody>
            {impact.orders.length ? (
              impact.orders.map((o) => (
                <tr key={o.id}>
                  <td>
                    <Button variant="text" onClick={() => emit('scm-navigate', { path: `/orderAudit/detail?order_id=${o.id}` })}>
                      {o.order_no}
                    </Button>
                  </td>
                  <td>
                    <Cut text={o.cust_name} />
                  </td>
                  <td>{o.model}</td>
                  <td>{o.delivery_date}</td>
                  <td>
                    <ReviewStatus status={o.status} />
                  </td>
                  <td>{o.parts}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={6} className={muted}>
                  无在评审或已就绪的订单使用这些零件
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      <p className={subheading}>未完成的采购订单行：生效日期前到货</p>
      {poTable(impact.before, '生效前到货的采购订单行')}
      <p className={subheading}>未完成的采购订单行：生效日期及以后到货</p>
      {poTable(impact.after, '生效后到货的采购订单行')}
    </div>
  )
}
