import { useCallback, useEffect, useState } from 'react'
import { CHANGE_KINDS, tcNoticeDocument, tdDealDocument, type ChangeKind } from '@scm/core/review'
import { formatNumber } from '@scm/core'
import { documentScreen } from '../../document/document-screen'
import type { DocumentController } from '../../document/use-document'
import { useCan } from '../../resource/grants'
import { useApi, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { facts, heading, muted, panel, screen, smallTable, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { A, C, Cut, ReviewStatus, bar, scroll, type Row } from './review-shared'

// /todo: the departments' to-do (待办分类), the product (tc) and technical (td) changes — documents
// of the kit with their handlings and impact under the detail — and one change's to-do detail.

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
  const [impact, setImpact] = useState<Impact | null>(null)
  const [opinion, setOpinion] = useState('')
  const [version, setVersion] = useState(0)
  useEffect(() => {
    api.get<Impact>(`${C}/GetImpact`, { query: { kind, id }, timestamp: true, silent: true }).then(setImpact, () => setImpact(null))
  }, [api, kind, id, version])
  const handle = async () => {
    try {
      await api.post(`${C}/Handle`, { kind, id, opinion }, { successMessage: true })
      setOpinion('')
      setVersion((v) => v + 1)
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
                  <StatusTag status={l.line_status} />
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

const changePanels = (kind: ChangeKind) => (doc: DocumentController) => (doc.id ? <ChangeImpact kind={kind} id={doc.id} onHandled={doc.reload} /> : null)
export const TcScreen = documentScreen(tcNoticeDocument, { detailPanels: changePanels('tc') })
export const TdScreen = documentScreen(tdDealDocument, { detailPanels: changePanels('td') })

/** 待办详情 /todo/todoDetail?kind=&id=: one change's facts, handlings and impact. */
export function TodoDetailScreen({ kind = 'td', recordId }: { kind?: string; recordId?: number }) {
  const api = useApi()
  const k: ChangeKind = kind === 'tc' ? 'tc' : 'td'
  const def = k === 'tc' ? tcNoticeDocument : tdDealDocument
  const [detail, setDetail] = useState<{ header: Row; lines: Row[] } | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    if (!recordId) return
    api.get<{ header: Row; lines: Row[] }>(`${def.basePath}/GetDetail`, { query: { id: recordId }, timestamp: true }).then(setDetail, () => setDetail(null))
  }, [api, def, recordId, version])
  if (!recordId) return <TodoTypeList />
  if (!detail) return <p role="status">加载中…</p>
  const h = detail.header
  return (
    <section className={screen} aria-label="待办详情">
      <h2 className={heading}>
        {CHANGE_KINDS[k].title} {h.change_no} <StatusTag status={String(h.status)} />
      </h2>
      <dl className={facts}>
        <dt>主题</dt>
        <dd>{h.title}</dd>
        <dt>涉及车型</dt>
        <dd>{h.models || '全部'}</dd>
        <dt>生效日期</dt>
        <dd>{h.effective_date}</dd>
        <dt>处理部门</dt>
        <dd>{h.depts}</dd>
        <dt>发布时间</dt>
        <dd>{h.issued_at}</dd>
        <dt>变更内容</dt>
        <dd>{h.content}</dd>
      </dl>
      <ChangeImpact kind={k} id={recordId} onHandled={() => setVersion((v) => v + 1)} />
    </section>
  )
}

/** 待办分类 /todo/todoTypeList: the caller's department's to-do by type, each with its age. */
export function TodoTypeList() {
  const api = useApi()
  const emit = useEmit()
  const [data, setData] = useState<{ tc: Row[]; td: Row[]; audits: Row[] } | null>(null)
  const load = useCallback(() => {
    Promise.all([
      api.get<Row[]>(`${A}/GetUnHandNotince`, { query: { kind: 'tc' }, timestamp: true }),
      api.get<Row[]>(`${A}/GetUnHandNotince`, { query: { kind: 'td' }, timestamp: true }),
      api.get<Row[]>(`${A}/GetUnHandOrderAduit`, { timestamp: true }),
    ]).then(([tc, td, audits]) => setData({ tc, td, audits }), () => setData({ tc: [], td: [], audits: [] }))
  }, [api])
  useEffect(load, [load])
  if (!data) return <p role="status">加载中…</p>
  const changes = (kind: ChangeKind, rows: Row[]) => (
    <div className={panel} aria-label={`待处理${CHANGE_KINDS[kind].title}`}>
      <p className={subheading}>
        待处理{CHANGE_KINDS[kind].title}（{formatNumber(rows.length, 'count')}）
      </p>
      <div className={scroll}>
        <table className={smallTable}>
          <thead>
            <tr>
              <th>变更单号</th>
              <th>主题</th>
              <th>部门</th>
              <th>生效日期</th>
              <th>已等待</th>
            </tr>
          </thead>
          <tbody>
            {rows.length ? (
              rows.map((r) => (
                <tr key={r.handling_id}>
                  <td>
                    <Button variant="text" onClick={() => emit('scm-navigate', { path: `/todo/todoDetail?kind=${kind}&id=${r.id}` })}>
                      {r.change_no}
                    </Button>
                  </td>
                  <td>
                    <Cut text={r.title} />
                  </td>
                  <td>{r.dept_name}</td>
                  <td>{r.effective_date}</td>
                  <td>{formatNumber(r.age_days, 'count')}天</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className={muted}>
                  没有待处理的{CHANGE_KINDS[kind].title}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </div>
  )
  return (
    <section className={screen} aria-label="待办分类">
      <h2 className={heading}>待办分类</h2>
      {changes('tc', data.tc)}
      {changes('td', data.td)}
      <div className={panel} aria-label="待评审订单">
        <p className={subheading}>待本部门评审的订单（{formatNumber(data.audits.length, 'count')}）</p>
        <div className={scroll}>
          <table className={smallTable}>
            <thead>
              <tr>
                <th>订单号</th>
                <th>车型</th>
                <th>部门</th>
                <th>交货日期</th>
                <th>评审状态</th>
              </tr>
            </thead>
            <tbody>
              {data.audits.length ? (
                data.audits.map((r) => (
                  <tr key={`${r.id}-${r.dept_name}`}>
                    <td>
                      <Button variant="text" onClick={() => emit('scm-navigate', { path: `/orderAudit/detail?order_id=${r.id}` })}>
                        {r.order_no}
                      </Button>
                    </td>
                    <td>
                      <Cut text={r.model} />
                    </td>
                    <td>{r.dept_name}</td>
                    <td>{r.delivery_date}</td>
                    <td>
                      <ReviewStatus status={r.status} />
                    </td>
                  </tr>
                ))
              ) : (
                <tr>
                  <td colSpan={5} className={muted}>
                    没有待评审的订单
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  )
}
