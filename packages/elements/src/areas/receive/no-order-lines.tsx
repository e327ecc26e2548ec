import { formatQuantity, type Material } from '@scm/core'
import { qualifiedBy } from '@scm/core/business'
import { NumberBox } from '../../ui/native-boxes'
import { MaterialLines, type MaterialColumn, type MaterialLine } from '../../document/material-lines'
import { useLoad } from '../../list/use-load'
import { PackWarning, QualifiedCell } from './receive-lines'
import { RECEIVE_PATHS } from '@scm/core/receive'

// Lines of a receipt without an order: any material, counted and (when the warehouse decides it,
// core qualifiedBy) its qualified part.

export interface NoOrderLine extends MaterialLine, Pick<Material, 'inspection_exempt' | 'inspection_required'> {
  qty: string
  qualified: string
}

let nextKey = 1
export const blankNoOrderLine = (): NoOrderLine => ({
  key: nextKey++,
  material: null,
  unit: '',
  qty: '',
  qualified: '',
  remark: '',
  inspection_exempt: false,
  inspection_required: false,
})

export function checkNoOrderLines(lines: NoOrderLine[], skipCheck: boolean): string | null {
  if (!lines.length) return '请至少添加一行物料'
  for (const [index, line] of lines.entries()) {
    const n = index + 1
    if (!line.material) return `第${n}行：请选择物料`
    const qty = Number(line.qty)
    if (line.qty.trim() === '' || !Number.isFinite(qty) || qty <= 0) return `第${n}行：收货数量必须大于0`
    if (qualifiedBy(skipCheck, line) === 'warehouse' && line.qualified.trim() !== '') {
      const qualified = Number(line.qualified)
      if (!Number.isFinite(qualified) || qualified < 0) return `第${n}行：合格数量不正确`
      if (qualified > qty) return `第${n}行：合格数量不能大于收货数量`
    }
  }
  return null
}

/** The approved pack quantity of the supplier's picked parts ({mtr_id: pack_qty}), as receiving against an order shows it. */
export function usePackQuantities(supplyid: string, lines: NoOrderLine[]): Record<string, number> {
  const ids = [...new Set(lines.map((l) => l.material?.value).filter((v) => v !== undefined && v !== null))].sort().join(',')
  const packs = useLoad(
    (api) => api.get<Record<string, number>>(RECEIVE_PATHS.packQuantities, { query: { supplyid, mtr_ids: ids }, silent: true }),
    supplyid && ids ? `${supplyid}:${ids}` : null,
  )
  return packs.data ?? {}
}

const packOf = (line: NoOrderLine, packs: Record<string, number>) => (line.material ? packs[String(line.material.value)] : undefined)

const columnsOf = (skipCheck: boolean, packs: Record<string, number>): MaterialColumn<NoOrderLine>[] => [
  {
    title: '每包数量',
    cell: (line) => {
      const pack = packOf(line, packs)
      return (
        <span data-field="pack_qty" title={pack ? '已批准包装规格的每包装数量' : '无已批准的包装规格'}>
          {pack ? formatQuantity(pack) : '—'}
        </span>
      )
    },
  },
  {
    title: '收货数量',
    cell: (line, n, patch) => (
      <>
        <NumberBox label={`第 ${n} 行收货数量`} value={line.qty} onChange={(qty) => patch({ qty })} />
        <PackWarning qty={line.qty} packQty={packOf(line, packs)} />
      </>
    ),
  },
  {
    title: '合格数量',
    cell: (line, n, patch) => (
      <QualifiedCell by={qualifiedBy(skipCheck, line)} label={`第 ${n} 行合格数量`} value={line.qualified} onChange={(qualified) => patch({ qualified })} />
    ),
  },
]

export function NoOrderLines({ lines, onChange, skipCheck, packs }: { lines: NoOrderLine[]; onChange: (lines: NoOrderLine[]) => void; skipCheck: boolean; packs: Record<string, number> }) {
  return (
    <MaterialLines
      label="收货明细"
      lines={lines}
      onChange={onChange}
      onAdd={() => onChange([...lines, blankNoOrderLine()])}
      onPick={(key, option, material) =>
        onChange(
          lines.map((line) =>
            line.key === key
              ? {
                  ...line,
                  material: option,
                  unit: material?.unit ?? '',
                  inspection_exempt: material?.inspection_exempt ?? false,
                  inspection_required: material?.inspection_required ?? false,
                }
              : line,
          ),
        )
      }
      columns={columnsOf(skipCheck, packs)}
    />
  )
}
