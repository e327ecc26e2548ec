import { useRef } from 'react'
import { useApi } from '../../../runtime'
import type { Option } from '../../../ui/select'
import { DateBox, NumberBox } from '../../../ui/native-boxes'
import { formatAmount, type Material } from '@scm/core'
import { MaterialLines, type MaterialColumn, type MaterialLine } from '../../../document/material-lines'
import { buyersOf } from '../shared/materials'

// The lines of the order form: a material picked from /api/pubtable/getpub_materiel (unit and
// agreed price filled in), the buyer in charge from Getpc_buyerBymtr_id, quantity, price,
// required date.

export interface EditorLine extends MaterialLine {
  buyer: string
  qty: string
  unitPrice: string
  requiredDate: string
}

let nextKey = 1
export const blankLine = (requiredDate: string): EditorLine => ({
  key: nextKey++,
  material: null,
  unit: '',
  buyer: '',
  qty: '',
  unitPrice: '',
  requiredDate,
  remark: '',
})

export const lineAmount = (line: EditorLine): number => {
  const amount = Number(line.qty) * Number(line.unitPrice)
  return Number.isFinite(amount) ? amount : 0
}

export interface EditorLinesProps {
  lines: EditorLine[]
  onChange: (lines: EditorLine[]) => void
  onAdd: () => void
}

const columns: MaterialColumn<EditorLine>[] = [
  { title: '负责采购员', cell: (line) => line.buyer },
  { title: '数量', cell: (line, n, patch) => <NumberBox label={`第 ${n} 行数量`} value={line.qty} onChange={(qty) => patch({ qty })} /> },
  { title: '单价', cell: (line, n, patch) => <NumberBox label={`第 ${n} 行单价`} value={line.unitPrice} onChange={(unitPrice) => patch({ unitPrice })} /> },
  { title: '金额', num: true, cell: (line) => formatAmount(lineAmount(line)) },
  {
    title: '需求日期',
    cell: (line, n, patch) => <DateBox label={`第 ${n} 行需求日期`} value={line.requiredDate} onChange={(requiredDate) => patch({ requiredDate })} />,
  },
]

export function EditorLines({ lines, onChange, onAdd }: EditorLinesProps) {
  const api = useApi()
  const latest = useRef(lines)
  latest.current = lines
  const patch = (key: number, change: Partial<EditorLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)))
  const pickMaterial = async (key: number, option: Option | null, material: Material | undefined) => {
    patch(key, { material: option, unit: material?.unit ?? '', unitPrice: material ? String(material.price) : '', buyer: '' })
    if (!material) return
    const buyers = await buyersOf(api, material.mtr_id)
    const inCharge = buyers.find((b) => b.is_default) ?? buyers[0]
    // a later pick may have replaced this one meanwhile; only fill the buyer if it is still chosen
    onChangeBuyer(key, option!.value, inCharge?.UserName ?? '')
  }
  const onChangeBuyer = (key: number, mtrId: string, buyer: string) =>
    onChange(latest.current.map((line) => (line.key === key && line.material?.value === mtrId ? { ...line, buyer } : line)))

  return (
    <MaterialLines label="订单物料行" lines={lines} onChange={onChange} onAdd={onAdd} onPick={(key, option, material) => void pickMaterial(key, option, material)} columns={columns} />
  )
}
