import { useState } from 'react'
import { formatNumber } from '@scm/core'
import { REVIEW_PATHS, type BomMark } from '@scm/core/review'
import { useLoad } from '../../list/use-load'
import { useCan } from '../../resource/grants'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'
import { FormDialog } from '../../ui/form-dialog'
import { Input } from '../../ui/input'
import { muted, smallTable, subheading } from '../../ui/layout'
import { BomMarkTag, Cut, DETAIL_FN, bar, scroll, type Row } from './review-shared'

// The review detail's BOM tab: the order's BOM tree against the standard, one level per request,
// edited level by level.

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

export function BomTree({ order, locked, reload }: { order: Row; locked: boolean; reload: () => void }) {
  const [version, setVersion] = useState(0)
  return (
    <div>
      <p className={muted}>与标准BOM对比：新增、删除、变更的行已标出；逐级展开。</p>
      <BomLevel order={order} parent={0} parentName="顶层" depth={0} locked={locked} version={version} changed={() => (setVersion((v) => v + 1), reload())} />
    </div>
  )
}

function BomLevel({ order, parent, parentName, depth, locked, version, changed }: { order: Row; parent: number; parentName: string; depth: number; locked: boolean; version: number; changed: () => void }) {
  const can = useCan(DETAIL_FN)
  const [open, setOpen] = useState<Record<number, boolean>>({})
  const [editing, setEditing] = useState(false)
  // a refused read shows an empty level
  const { data: lines } = useLoad(
    (api) => api.get<BomLine[]>(REVIEW_PATHS.bomLevel, { query: { order_id: order.id, parent_mtr_id: parent }, timestamp: true, silent: true }).catch((): BomLine[] => []),
    `${order.id}:${parent}:${version}`,
  )
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
    await api.post(REVIEW_PATHS.saveBom, { order_id: order.id, parent_mtr_id: parent, lines: rows.filter((r) => r.mtr_code.trim()).map((r) => ({ mtr_code: r.mtr_code.trim(), qty: Number(r.qty) })) }, { successMessage: true })
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
