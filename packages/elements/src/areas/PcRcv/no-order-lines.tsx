import { useRef } from 'react'
import { useApi } from '../../runtime'
import { Button } from '../../ui/button'
import { RemoteCombobox } from '../../ui/remote-combobox'
import type { Option } from '../../ui/select'
import { NumberBox, TextBox } from '../order/shared/boxes'
import { materialSearch } from '../order/shared/materials'
import { smallTable } from '../order/shared/styles'
import type { Material } from '@scm/core'

// Lines of a receipt without an order: any material, counted and (unless 免检) its qualified part.

export interface NoOrderLine {
  key: number
  material: Option | null
  unit: string
  qty: string
  qualified: string
  remark: string
}

let nextKey = 1
export const blankNoOrderLine = (): NoOrderLine => ({ key: nextKey++, material: null, unit: '', qty: '', qualified: '', remark: '' })

export function checkNoOrderLines(lines: NoOrderLine[], skipCheck: boolean): string | null {
  if (!lines.length) return '请至少添加一行物料'
  for (const [index, line] of lines.entries()) {
    const n = index + 1
    if (!line.material) return `第${n}行：请选择物料`
    const qty = Number(line.qty)
    if (line.qty.trim() === '' || !Number.isFinite(qty) || qty <= 0) return `第${n}行：收货数量必须大于0`
    if (!skipCheck && line.qualified.trim() !== '') {
      const qualified = Number(line.qualified)
      if (!Number.isFinite(qualified) || qualified < 0) return `第${n}行：合格数量不正确`
      if (qualified > qty) return `第${n}行：合格数量不能大于收货数量`
    }
  }
  return null
}

export function NoOrderLines({ lines, onChange, skipCheck }: { lines: NoOrderLine[]; onChange: (lines: NoOrderLine[]) => void; skipCheck: boolean }) {
  const api = useApi()
  const known = useRef(new Map<string, Material>()).current
  const search = useRef(materialSearch(api, known)).current
  const patch = (key: number, change: Partial<NoOrderLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)))
  return (
    <div>
      <table className={smallTable} aria-label="收货明细">
        <thead>
          <tr>
            <th scope="col">行号</th>
            <th scope="col" style={{ minWidth: '220px' }}>物料</th>
            <th scope="col">单位</th>
            <th scope="col">收货数量</th>
            <th scope="col">合格数量</th>
            <th scope="col">备注</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.key}>
              <td>{index + 1}</td>
              <td>
                <RemoteCombobox
                  search={search}
                  value={line.material}
                  aria-label={`第 ${index + 1} 行物料`}
                  onValueChange={(option) => patch(line.key, { material: option, unit: option ? (known.get(option.value)?.unit ?? '') : '' })}
                />
              </td>
              <td>{line.unit}</td>
              <td>
                <NumberBox label={`第 ${index + 1} 行收货数量`} value={line.qty} onChange={(qty) => patch(line.key, { qty })} />
              </td>
              <td>{skipCheck ? '免检' : <NumberBox label={`第 ${index + 1} 行合格数量`} value={line.qualified} onChange={(qualified) => patch(line.key, { qualified })} />}</td>
              <td>
                <TextBox label={`第 ${index + 1} 行备注`} value={line.remark} onChange={(remark) => patch(line.key, { remark })} />
              </td>
              <td>
                <Button variant="text" aria-label={`删除第 ${index + 1} 行`} disabled={lines.length === 1} onClick={() => onChange(lines.filter((l) => l.key !== line.key))}>
                  删除
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button onClick={() => onChange([...lines, blankNoOrderLine()])} style={{ marginTop: '6px' }}>
        添加物料行
      </Button>
    </div>
  )
}
