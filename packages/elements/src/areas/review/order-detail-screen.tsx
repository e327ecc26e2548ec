import { useCallback, useEffect, useState } from 'react'
import { AUDIT_RESULTS, ORDER_TYPES, formatNumber, type BomMark } from '@scm/core'
import { useCan } from '../../resource/grants'
import { useApi, useApiTarget, useEmit } from '../../runtime'
import { Button } from '../../ui/button'
import { FormDialog } from '../../ui/form-dialog'
import { Input } from '../../ui/input'
import { facts, formActions, heading, muted, nativeSelect, panel, screen, smallTable, subheading } from '../../ui/layout'
import { StatusTag } from '../../ui/status-tag'
import { Tabs } from '../../ui/tabs'
import { Textarea } from '../../ui/textarea'
import { Upload } from '../../ui/upload'
import { OrderListScreen } from './order-list-screen'
import { A, BomMarkTag, Cut, ReviewStatus, bar, problem, scroll, type Row } from './review-shared'

// 评审详情 /orderAudit/detail?order_id=: one order's review — its facts and type, what still keeps it
// from being ready (SetReady), the departments' audits, its BOM tree against the standard (one level
// per request, edited level by level), the price roll-up, the pictures it needs and the changes that
// touch it.

const FN = 'OrderAudit_detail'

export function OrderDetailScreen({ orderId }: { orderId?: number }) {
  const api = useApi()
  const [detail, setDetail] = useState<{ order: Row; audits: Row[]; problems: string[] } | null>(null)
  const [version, setVersion] = useState(0)
  const reload = useCallback(() => setVersion((v) => v + 1), [])
  useEffect(() => {
    if (!orderId) return
    api.get<{ order: Row; audits: Row[]; problems: string[] }>(`${A}/GetOrderDetail`, { query: { order_id: orderId }, timestamp: true }).then(setDetail, () => setDetail(null))
  }, [api, orderId, version])
  // opened from the menu without an order: the orders to review, each opening its review here
  if (!orderId) return <OrderListScreen />
  if (!detail) return <p role="status">加载中…</p>
  const { order } = detail
  const locked = order.status === '已就绪'
  return (
    <section className={screen} aria-label="评审详情">
      <h2 className={heading}>
        评审详情 {order.order_no} <ReviewStatus status={order.status} />
      </h2>
      <Header order={order} reload={reload} />
      <Readiness order={order} problems={detail.problems} reload={reload} />
      <Tabs
        aria-label="评审内容"
        keepMounted={false}
        items={[
          { value: 'audit', label: '部门评审', content: <Audits order={order} rows={detail.audits} reload={reload} locked={locked} /> },
          { value: 'bom', label: 'BOM', content: <BomTree order={order} locked={locked} reload={reload} /> },
          { value: 'price', label: 'BOM价格', content: <BomPrice order={order} version={version} /> },
          { value: 'pictures', label: '订单图片', content: <Pictures order={order} reload={reload} /> },
          { value: 'tc', label: '产品变更', content: <Changes order={order} kind="tc" version={version} /> },
          { value: 'td', label: '技术变更', content: <Changes order={order} kind="td" version={version} /> },
        ]}
      />
    </section>
  )
}

function Header({ order, reload }: { order: Row; reload: () => void }) {
  const api = useApi()
  const can = useCan(FN)
  const [type, setType] = useState(String(order.order_type))
  const save = async () => {
    try {
      await api.post(`${A}/SaveAllTab`, { order_id: order.id, order_type: type, remark: order.remark }, { successMessage: true })
      reload()
    } catch {
      // shown by the client
    }
  }
  return (
    <dl className={facts}>
      <dt>客户</dt>
      <dd>{order.cust_name}</dd>
      <dt>车型</dt>
      <dd>{order.model}</dd>
      <dt>配置</dt>
      <dd>{order.configuration}</dd>
      <dt>数量</dt>
      <dd>{formatNumber(order.qty, 'count')}</dd>
      <dt>交货日期</dt>
      <dd>{order.delivery_date}</dd>
      <dt>订单类型</dt>
      <dd>
        {can('edit') && order.status !== '已就绪' ? (
          <span className={bar}>
            <select className={nativeSelect} aria-label="订单类型" value={type} onChange={(e) => setType(e.target.value)}>
              {ORDER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
            {type !== order.order_type ? <Button onClick={() => void save()}>保存类型</Button> : null}
          </span>
        ) : (
          order.order_type
        )}
      </dd>
      {order.reason ? (
        <>
          <dt>退回原因</dt>
          <dd>{order.reason}</dd>
        </>
      ) : null}
      {order.ready_at ? (
        <>
          <dt>就绪</dt>
          <dd>
            {order.ready_at} {order.ready_by}
          </dd>
        </>
      ) : null}
    </dl>
  )
}

function Readiness({ order, problems, reload }: { order: Row; problems: string[]; reload: () => void }) {
  const api = useApi()
  const can = useCan(FN)
  if (order.status === '已就绪') return <p>订单已就绪，可以投产。</p>
  const ready = async () => {
    try {
      await api.post(`${A}/SetReady`, { order_id: order.id }, { successMessage: true })
    } catch {
      // the refusal names what is missing
    }
    reload()
  }
  return (
    <div className={panel} aria-label="就绪检查">
      {problems.length ? (
        <>
          <p className={subheading}>尚不能就绪：</p>
          <ul aria-label="未满足的条件">
            {problems.map((p) => (
              <li key={p} className={problem}>
                {p}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>各部门已同意，图片齐全，无未处理的变更。</p>
      )}
      {can('audit') ? (
        <div className={formActions}>
          <Button variant="primary" onClick={() => void ready()}>
            设为就绪
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function Audits({ order, rows, reload, locked }: { order: Row; rows: Row[]; reload: () => void; locked: boolean }) {
  const api = useApi()
  const can = useCan(FN)
  const [result, setResult] = useState<string>('同意')
  const [opinion, setOpinion] = useState('')
  const [dept, setDept] = useState<string>(rows.length === 1 ? String(rows[0]!.dept_id) : '')
  const submit = async () => {
    try {
      await api.post(`${A}/SaveSaOrderAuditrst`, { order_id: order.id, result, opinion, ...(dept ? { dept_id: Number(dept) } : {}) }, { successMessage: true })
      setOpinion('')
      reload()
    } catch {
      // shown by the client
    }
  }
  return (
    <div>
      <div className={scroll}>
        <table className={smallTable} aria-label="部门评审结果">
          <thead>
            <tr>
              <th>部门</th>
              <th>结果</th>
              <th>意见</th>
              <th>评审人</th>
              <th>时间</th>
            </tr>
          </thead>
          <tbody>
            {rows.length ? (
              rows.map((a) => (
                <tr key={a.id}>
                  <td>{a.dept_name}</td>
                  <td>{a.result ? <StatusTag status={a.result} tone={a.result === '同意' ? 'success' : 'error'} /> : <StatusTag status="待评审" tone="processing" />}</td>
                  <td>
                    <Cut text={a.opinion} />
                  </td>
                  <td>{a.user_name}</td>
                  <td>{a.audited_at ?? ''}</td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={5} className={muted}>
                  评审尚未开始（保存评审意见或BOM后开始）
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {can('edit') && !locked ? (
        <div className={panel} aria-label="提交评审意见">
          <p className={subheading}>本部门评审</p>
          <div className={bar}>
            {rows.length > 1 ? (
              <select className={nativeSelect} aria-label="评审部门" value={dept} onChange={(e) => setDept(e.target.value)}>
                <option value="">本人部门</option>
                {rows.map((a) => (
                  <option key={a.dept_id} value={a.dept_id}>
                    {a.dept_name}
                  </option>
                ))}
              </select>
            ) : null}
            <select className={nativeSelect} aria-label="评审结果" value={result} onChange={(e) => setResult(e.target.value)}>
              {AUDIT_RESULTS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
          </div>
          <Textarea aria-label="评审意见" placeholder="评审意见（不同意时必填）" value={opinion} maxLength={500} onValueChange={setOpinion} />
          <div className={formActions}>
            <Button variant="primary" onClick={() => void submit()}>
              提交评审
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}

// ---- BOM ----

interface BomLine {
  parent_mtr_id: number | null
  mtr_id: number
  mtr_code: string
  mtr_name: string
  spec: string
  unit: string
  qty: number
  std_qty: number | null
  mark: BomMark
  has_children: boolean
}

function BomTree({ order, locked, reload }: { order: Row; locked: boolean; reload: () => void }) {
  const [version, setVersion] = useState(0)
  return (
    <div>
      <p className={muted}>与标准BOM对比：新增、删除、变更的行已标出；逐级展开。</p>
      <BomLevel order={order} parent={0} parentName="顶层" depth={0} locked={locked} version={version} changed={() => (setVersion((v) => v + 1), reload())} />
    </div>
  )
}

function BomLevel({ order, parent, parentName, depth, locked, version, changed }: { order: Row; parent: number; parentName: string; depth: number; locked: boolean; version: number; changed: () => void }) {
  const api = useApi()
  const can = useCan(FN)
  const [lines, setLines] = useState<BomLine[] | null>(null)
  const [open, setOpen] = useState<Record<number, boolean>>({})
  const [editing, setEditing] = useState(false)
  useEffect(() => {
    api.get<BomLine[]>(`${A}/GetBomOfTree`, { query: { order_id: order.id, parent_mtr_id: parent }, timestamp: true, silent: true }).then(setLines, () => setLines([]))
  }, [api, order.id, parent, version])
  if (!lines) return <p role="status">加载中…</p>
  return (
    <div style={{ marginLeft: depth ? 16 : 0 }}>
      {can('edit') && !locked ? (
        <div className={bar}>
          <Button onClick={() => setEditing(true)} aria-label={`编辑 ${parentName} 的下级`}>
            编辑本级
          </Button>
        </div>
      ) : null}
      <div className={scroll}>
        <table className={smallTable} aria-label={`${parentName} 的BOM`}>
          <thead>
            <tr>
              <th>物料编码</th>
              <th>物料名称</th>
              <th>数量</th>
              <th>标准数量</th>
              <th>对比</th>
              <th>下级</th>
            </tr>
          </thead>
          <tbody>
            {lines.length ? (
              lines.map((l) => (
                <tr key={`${l.mtr_id}-${l.mark}`} data-mark={l.mark || undefined}>
                  <td>{l.mtr_code}</td>
                  <td>
                    <Cut text={l.mtr_name} />
                  </td>
                  <td style={{ textAlign: 'right' }}>{formatNumber(l.qty, 'qty')}</td>
                  <td style={{ textAlign: 'right' }}>{l.std_qty === null ? '—' : formatNumber(l.std_qty, 'qty')}</td>
                  <td>
                    <BomMarkTag mark={l.mark} />
                  </td>
                  <td>
                    {l.has_children && l.mark !== '删除' ? (
                      <Button variant="text" aria-expanded={!!open[l.mtr_id]} onClick={() => setOpen((o) => ({ ...o, [l.mtr_id]: !o[l.mtr_id] }))}>
                        {open[l.mtr_id] ? '收起' : '展开'}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={6} className={muted}>
                  暂无下级物料
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {lines
        .filter((l) => open[l.mtr_id])
        .map((l) => (
          <div key={`sub-${l.mtr_id}`} aria-label={`${l.mtr_name} 的下级`}>
            <p className={subheading}>{l.mtr_name} 的下级</p>
            <BomLevel order={order} parent={l.mtr_id} parentName={l.mtr_name} depth={depth + 1} locked={locked} version={version} changed={changed} />
          </div>
        ))}
      {editing ? <LevelEditor order={order} parent={parent} parentName={parentName} lines={lines.filter((l) => l.mark !== '删除')} close={() => setEditing(false)} saved={changed} /> : null}
    </div>
  )
}

function LevelEditor({ order, parent, parentName, lines, close, saved }: { order: Row; parent: number; parentName: string; lines: BomLine[]; close: () => void; saved: () => void }) {
  const api = useApi()
  const [rows, setRows] = useState(lines.map((l) => ({ mtr_code: l.mtr_code, qty: String(l.qty) })))
  const set = (i: number, key: 'mtr_code' | 'qty', value: string) => setRows((r) => r.map((row, j) => (j === i ? { ...row, [key]: value } : row)))
  const submit = async () => {
    await api.post(`${A}/SaveBom`, { order_id: order.id, parent_mtr_id: parent, lines: rows.filter((r) => r.mtr_code.trim()).map((r) => ({ mtr_code: r.mtr_code.trim(), qty: Number(r.qty) })) }, { successMessage: true })
    close()
    saved()
  }
  return (
    <FormDialog open title={`编辑BOM：${parentName}`} onClose={close} onSubmit={submit} size="medium">
      <div className={scroll}>
        <table className={smallTable} aria-label="本级物料">
          <thead>
            <tr>
              <th>物料编码</th>
              <th>数量</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                <td>
                  <Input aria-label={`第${i + 1}行物料编码`} value={r.mtr_code} maxLength={30} onValueChange={(v) => set(i, 'mtr_code', v)} />
                </td>
                <td>
                  <Input aria-label={`第${i + 1}行数量`} inputMode="decimal" value={r.qty} onValueChange={(v) => set(i, 'qty', v)} />
                </td>
                <td>
                  <Button variant="text" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                    删除
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Button onClick={() => setRows((r) => [...r, { mtr_code: '', qty: '1' }])}>添加物料</Button>
    </FormDialog>
  )
}

function BomPrice({ order, version }: { order: Row; version: number }) {
  const api = useApi()
  const [price, setPrice] = useState<{ on: string; total: number; unpriced: number; unit_total: number; lines: Row[] } | null>(null)
  useEffect(() => {
    api.post<typeof price>(`${A}/GetBomPrice`, { order_id: order.id }, { silent: true }).then(setPrice, () => setPrice(null))
  }, [api, order.id, version])
  if (!price) return <p role="status">加载中…</p>
  return (
    <div>
      <p aria-label="BOM总价">
        按 {price.on} 有效的审核价格：单车 {formatNumber(price.unit_total, 'money')} 元，订单合计 <strong>{formatNumber(price.total, 'money')}</strong> 元
        {price.unpriced ? <span className={problem}>，{formatNumber(price.unpriced, 'count')} 种物料无有效价格</span> : null}
      </p>
      <div className={scroll}>
        <table className={smallTable} aria-label="BOM价格明细">
          <thead>
            <tr>
              <th>物料编码</th>
              <th>物料名称</th>
              <th>数量</th>
              <th>单价</th>
              <th>金额</th>
              <th>价格来源</th>
            </tr>
          </thead>
          <tbody>
            {price.lines.map((l) => (
              <tr key={l.mtr_id} data-flagged={l.flagged || undefined}>
                <td>{l.mtr_code}</td>
                <td>
                  <Cut text={l.mtr_name} />
                </td>
                <td style={{ textAlign: 'right' }}>{formatNumber(l.qty, 'qty')}</td>
                <td style={{ textAlign: 'right' }}>{l.price === null ? '—' : formatNumber(l.price, 'money')}</td>
                <td style={{ textAlign: 'right' }}>{l.amount === null ? '—' : formatNumber(l.amount, 'money')}</td>
                <td>{l.flagged ? <StatusTag status={l.source} tone="error" /> : <Cut text={`${l.source}${l.supply_name ? ` ${l.supply_name}` : ''}`} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

function Pictures({ order, reload }: { order: Row; reload: () => void }) {
  const api = useApi()
  const target = useApiTarget()
  const can = useCan(FN)
  const [items, setItems] = useState<Row[] | null>(null)
  const [version, setVersion] = useState(0)
  useEffect(() => {
    api.get<Row[]>(`${A}/GetPictureByOrderNo`, { query: { order_no: order.order_no }, timestamp: true, silent: true }).then(setItems, () => setItems([]))
  }, [api, order.order_no, version])
  if (!items) return <p role="status">加载中…</p>
  const attach = async (itemId: number, data: unknown) => {
    const ids = (Array.isArray(data) ? data : [data]).map((d) => Number((d as Row)?.id)).filter((n) => n > 0)
    if (!ids.length) return
    try {
      await api.post(`${A}/SavePicture`, { order_id: order.id, item_id: itemId, file_ids: ids }, { successMessage: true })
    } catch {
      // shown by the client
    }
    setVersion((v) => v + 1)
    reload()
  }
  if (!items.length) return <p className={muted}>此订单无需图片</p>
  return (
    <ul aria-label="订单图片项目" style={{ listStyle: 'none', padding: 0 }}>
      {items.map((p) => (
        <li key={p.item_id} className={panel}>
          <div className={bar}>
            <strong>{p.item_name}</strong>
            {p.present ? <StatusTag status="已上传" tone="success" /> : <StatusTag status="缺少" tone="error" />}
            <span className={muted}>{p.remark}</span>
          </div>
          {p.files.length ? <p className={muted}>{p.files.map((f: Row) => `${f.file_name}（${f.user_name}）`).join('，')}</p> : null}
          {can('edit') ? (
            <Upload url={`${target.apiBase}/File/File/UploadFiles`} headers={target.headers} data={{ category: 'document' }} accept={['image/*']} maxFileSize={20 * 1024 * 1024} label={`上传“${p.item_name}”照片`} onUploaded={(data) => void attach(p.item_id, data)} />
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function Changes({ order, kind, version }: { order: Row; kind: 'tc' | 'td'; version: number }) {
  const api = useApi()
  const emit = useEmit()
  const [rows, setRows] = useState<Row[] | null>(null)
  useEffect(() => {
    api.get<Row[]>(`${A}/${kind === 'tc' ? 'GetSaOrderTcnoticeList' : 'GetSaOrderTdealList'}`, { query: { order_id: order.id }, timestamp: true, silent: true }).then(setRows, () => setRows([]))
  }, [api, order.id, kind, version])
  if (!rows) return <p role="status">加载中…</p>
  return (
    <div className={scroll}>
      <table className={smallTable} aria-label={kind === 'tc' ? '涉及本订单的产品变更' : '涉及本订单的技术变更'}>
        <thead>
          <tr>
            <th>变更单号</th>
            <th>主题</th>
            <th>生效日期</th>
            <th>涉及零件</th>
            <th>未处理部门</th>
          </tr>
        </thead>
        <tbody>
          {rows.length ? (
            rows.map((c) => (
              <tr key={c.id}>
                <td>
                  <Button variant="text" onClick={() => emit('scm-navigate', { path: `/todo/todoDetail?kind=${kind}&id=${c.id}` })}>
                    {c.change_no}
                  </Button>
                </td>
                <td>
                  <Cut text={c.title} />
                </td>
                <td>{c.effective_date}</td>
                <td>
                  <Cut text={c.parts} />
                </td>
                <td>{c.unhandled ? <StatusTag status={c.unhandled} tone="warning" /> : <StatusTag status="已处理" tone="success" />}</td>
              </tr>
            ))
          ) : (
            <tr>
              <td colSpan={5} className={muted}>
                暂无涉及本订单的变更
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
