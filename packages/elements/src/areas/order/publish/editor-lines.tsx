import { useRef } from 'react'
import { useApi } from '../../../runtime'
import { Button } from '../../../ui/button'
import { RemoteCombobox } from '../../../ui/remote-combobox'
import type { Option } from '../../../ui/select'
import { DateBox, NumberBox, TextBox } from '../shared/boxes'
import { formatMoney } from '../shared/format'
import { buyersOf, materialSearch } from '../shared/materials'
import { smallTable } from '../shared/styles'
import type { Material } from '@scm/core'

// The lines of the order form: a material picked from /api/pubtable/getpub_materiel (unit and
// agreed price filled in), the buyer in charge from Getpc_buyerBymtr_id, quantity, price,
// required date.

export interface EditorLine {
  key: number
  material: Option | null
  unit: string
  buyer: string
  qty: string
  unitPrice: string
  requiredDate: string
  remark: string
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

export function EditorLines({ lines, onChange, onAdd }: EditorLinesProps) {
  const api = useApi()
  const known = useRef(new Map<string, Material>()).current
  const search = useRef(materialSearch(api, known)).current

  const patch = (key: number, change: Partial<EditorLine>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)))
  const pickMaterial = async (key: number, option: Option | null) => {
    const material = option ? known.get(option.value) : undefined
    patch(key, { material: option, unit: material?.unit ?? '', unitPrice: material ? String(material.price) : '', buyer: '' })
    if (!material) return
    const buyers = await buyersOf(api, material.mtr_id)
    const inCharge = buyers.find((b) => b.is_default) ?? buyers[0]
    // a later pick may have replaced this one meanwhile; only fill the buyer if it is still chosen
    onChangeBuyer(key, option!.value, inCharge?.UserName ?? '')
  }
  const latest = useRef(lines)
  latest.current = lines
  const onChangeBuyer = (key: number, mtrId: string, buyer: string) =>
    onChange(latest.current.map((line) => (line.key === key && line.material?.value === mtrId ? { ...line, buyer } : line)))

  return (
    <div>
      <table className={smallTable} aria-label="订单物料行">
        <thead>
          <tr>
            <th scope="col">行号</th>
            <th scope="col" style={{ minWidth: '220px' }}>物料</th>
            <th scope="col">单位</th>
            <th scope="col">负责采购员</th>
            <th scope="col">数量</th>
            <th scope="col">单价</th>
            <th scope="col">金额</th>
            <th scope="col">需求日期</th>
            <th scope="col">备注</th>
            <th scope="col">操作</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            <tr key={line.key}>
              <td>{index + 1}</td>
              <td>
                <RemoteCombobox search={search} value={line.material} aria-label={`第 ${index + 1} 行物料`} onValueChange={(option) => void pickMaterial(line.key, option)} />
              </td>
              <td>{line.unit}</td>
              <td>{line.buyer}</td>
              <td>
                <NumberBox label={`第 ${index + 1} 行数量`} value={line.qty} onChange={(qty) => patch(line.key, { qty })} />
              </td>
              <td>
                <NumberBox label={`第 ${index + 1} 行单价`} value={line.unitPrice} onChange={(unitPrice) => patch(line.key, { unitPrice })} />
              </td>
              <td data-num>{formatMoney(lineAmount(line))}</td>
              <td>
                <DateBox label={`第 ${index + 1} 行需求日期`} value={line.requiredDate} onChange={(requiredDate) => patch(line.key, { requiredDate })} />
              </td>
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
      <Button onClick={onAdd} style={{ marginTop: '6px' }}>
        添加物料行
      </Button>
    </div>
  )
}
