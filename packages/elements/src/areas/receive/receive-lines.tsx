import type { QualifiedBy, ReceivableLine } from '@scm/core/business'
import { NumberBox, TextBox } from '../../ui/native-boxes'
import { formatQuantity } from '@scm/core'
import { packWarning } from '@scm/core/receive'
import { smallTable } from '../../ui/layout'
import { css } from 'styled-system/css'

const packWarningText = css({ color: '#8a5300', fontSize: '12px', mt: '2px', whiteSpace: 'normal' })

// The lines being received: what may still be received, and what the warehouse counts now.


export interface CountedLine {
  qty: string
  qualified: string
  remark: string
}

export const lineKey = (line: ReceivableLine): string => `${line.order_line_id}:${line.batch_line_id ?? ''}`

/**
 * A line's qualified part as core qualifiedBy decides it: 免检 (all of it), 待检 for incoming
 * inspection (no field: the server refuses a count), or the warehouse's count (empty = 待检).
 */
export function QualifiedCell({ by, label, value, onChange }: { by: QualifiedBy; label: string; value: string; onChange: (value: string) => void }) {
  if (by === 'exempt') return <span>免检</span>
  if (by === 'inspection') return <span title="该物料须经来料检验，合格数量由检验判定">待检</span>
  return <NumberBox label={label} value={value} onChange={onChange} />
}

/** Under the lines of both receiving screens (unless the system skips inspection). */
export const INSPECTION_HINT = '显示待检的物料须经来料检验，合格数量由检验判定；其他物料合格数量留空则为待检，填写即为已检'

/** What a saved line says of its qualified part: only a warehouse count, and only when typed. */
export const qualifiedField = (by: QualifiedBy, typed: string): { qualified_qty?: number } =>
  by === 'warehouse' && typed.trim() !== '' ? { qualified_qty: Number(typed) } : {}

export interface ReceiveLinesProps {
  lines: ReceivableLine[]
  counted: Record<string, CountedLine>
  onChange: (key: string, change: Partial<CountedLine>) => void
}

export function ReceiveLines({ lines, counted, onChange }: ReceiveLinesProps) {
  return (
    <table className={smallTable} aria-label="收货明细">
      <thead>
        <tr>
          <th scope="col">行号</th>
          <th scope="col">物料编码</th>
          <th scope="col">物料名称</th>
          <th scope="col">规格</th>
          <th scope="col">单位</th>
          <th scope="col">{lines.some((l) => l.batch_line_id) ? '送货数量' : '确认数量'}</th>
          <th scope="col">已收数量</th>
          <th scope="col">可收数量</th>
          <th scope="col">每包数量</th>
          <th scope="col">本次收货</th>
          <th scope="col">合格数量</th>
          <th scope="col">备注</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const key = lineKey(line)
          const row = counted[key] ?? { qty: '', qualified: '', remark: '' }
          return (
            <tr key={key} data-line-no={line.line_no}>
              <td>{line.line_no}</td>
              <td>{line.mtr_code}</td>
              <td>{line.mtr_name}</td>
              <td>{line.spec}</td>
              <td>{line.unit}</td>
              <td data-num>{formatQuantity(line.batch_line_id ? line.qty : line.confirmed_qty)}</td>
              <td data-num>{formatQuantity(line.received_qty)}</td>
              <td data-num data-field="receivable_qty">{formatQuantity(line.receivable_qty)}</td>
              <td data-num data-field="pack_qty" title={line.pack_qty ? '已批准包装规格的每包装数量' : '无已批准的包装规格'}>
                {line.pack_qty ? formatQuantity(line.pack_qty) : '—'}
              </td>
              <td>
                <NumberBox
                  label={`第 ${line.line_no} 行本次收货数量`}
                  max={line.receivable_qty}
                  value={row.qty}
                  onChange={(qty) => onChange(key, { qty })}
                />
                <PackWarning qty={row.qty} packQty={line.pack_qty} />
              </td>
              <td>
                <QualifiedCell by={line.qualified_by} label={`第 ${line.line_no} 行合格数量`} value={row.qualified} onChange={(qualified) => onChange(key, { qualified })} />
              </td>
              <td>
                <TextBox label={`第 ${line.line_no} 行备注`} value={row.remark} onChange={(remark) => onChange(key, { remark })} />
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** A count that is not a whole number of the approved packs: warned of, not refused (a short last pack happens). */
export function PackWarning({ qty, packQty }: { qty: string; packQty: number | null | undefined }) {
  const warning = qty.trim() === '' ? null : packWarning(Number(qty), packQty)
  if (!warning) return null
  return (
    <div role="status" data-warning="pack" className={packWarningText}>
      {warning}
    </div>
  )
}

/** The first problem the server would refuse, or null (same words as the server). */
export function checkCounts(lines: ReceivableLine[], counted: Record<string, CountedLine>): string | null {
  let any = false
  for (const line of lines) {
    const row = counted[lineKey(line)]
    if (!row || row.qty.trim() === '') continue
    const qty = Number(row.qty)
    if (!Number.isFinite(qty) || qty === 0) continue
    any = true
    if (qty < 0) return `第${line.line_no}行：收货数量必须大于0`
    if (qty > line.receivable_qty) return '收货数量超过可收数量'
    const qualified = row.qualified.trim() === '' ? qty : Number(row.qualified)
    if (!Number.isFinite(qualified) || qualified < 0) return `第${line.line_no}行：合格数量不正确`
    if (qualified > qty) return `第${line.line_no}行：合格数量不能大于收货数量`
  }
  return any ? null : '请至少填写一行收货数量'
}
