import { NumberBox } from '../../ui/native-boxes'
import { MaterialLines, type MaterialColumn, type MaterialLine } from '../../document/material-lines'

// Lines of a receipt without an order: any material, counted and (unless 免检) its qualified part.

export interface NoOrderLine extends MaterialLine {
  qty: string
  qualified: string
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

const columns: MaterialColumn<NoOrderLine>[] = [
  { title: '收货数量', cell: (line, n, patch) => <NumberBox label={`第 ${n} 行收货数量`} value={line.qty} onChange={(qty) => patch({ qty })} /> },
  { title: '合格数量', cell: (line, n, patch) => <NumberBox label={`第 ${n} 行合格数量`} value={line.qualified} onChange={(qualified) => patch({ qualified })} /> },
]
// 免检 receipts count no qualified part
const skipColumns: MaterialColumn<NoOrderLine>[] = [columns[0]!, { title: '合格数量', cell: () => '免检' }]

export function NoOrderLines({ lines, onChange, skipCheck }: { lines: NoOrderLine[]; onChange: (lines: NoOrderLine[]) => void; skipCheck: boolean }) {
  return (
    <MaterialLines
      label="收货明细"
      lines={lines}
      onChange={onChange}
      onAdd={() => onChange([...lines, blankNoOrderLine()])}
      onPick={(key, option, material) => onChange(lines.map((line) => (line.key === key ? { ...line, material: option, unit: material?.unit ?? '' } : line)))}
      columns={skipCheck ? skipColumns : columns}
    />
  )
}
