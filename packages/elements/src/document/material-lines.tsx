import { useRef, type ReactNode } from 'react'
import { useApi } from '../runtime'
import { Button } from '../ui/button'
import { RemoteCombobox } from '../ui/remote-combobox'
import type { Option } from '../ui/select'
import { TextBox } from '../ui/native-boxes'
import { smallTable } from '../ui/layout'
import type { ApiClient, ListPage, Material } from '@scm/core'
import { LOOKUP_PATHS } from '@scm/core'

// The editable table of material lines that the order form and the receipt without an order
// share: 行号, a material searched on the server, its unit, the form's own columns, 备注, 删除,
// and 添加物料行 under it. What a pick fills in and the own columns are the caller's.

/** The material picker (`/api/pubtable`, staff only). */
export const MATERIAL_PICKER_PATH = LOOKUP_PATHS.material

export const materialLabel = (m: Pick<Material, 'mtr_code' | 'mtr_name' | 'spec'>): string => `${m.mtr_code} ${m.mtr_name}${m.spec ? ` ${m.spec}` : ''}`

/** Searches materials by code/name/spec; remembers what it found so a choice can fill unit and price. */
export function materialSearch(api: ApiClient, known: Map<string, Material>) {
  return async (term: string): Promise<Option[]> => {
    const page = await api.get<ListPage<Material>>(MATERIAL_PICKER_PATH, { query: { searchKey: term, rows: 20 }, silent: true })
    return page.rows.map((m) => {
      known.set(String(m.mtr_id), m)
      return { value: String(m.mtr_id), label: materialLabel(m) }
    })
  }
}

export interface MaterialLine {
  key: number
  material: Option | null
  unit: string
  remark: string
}

export interface MaterialColumn<L> {
  title: string
  /** Right-aligned (amounts). */
  num?: boolean
  cell: (line: L, n: number, patch: (change: Partial<L>) => void) => ReactNode
}

export interface MaterialLinesProps<L extends MaterialLine> {
  /** The table's accessible name. */
  label: string
  lines: L[]
  onChange: (lines: L[]) => void
  onAdd: () => void
  /** A material picked or cleared on a line; `material` is its row from the search. */
  onPick: (key: number, option: Option | null, material: Material | undefined) => void
  /** The form's own columns, between 单位 and 备注. */
  columns: MaterialColumn<L>[]
}

export function MaterialLines<L extends MaterialLine>({ label, lines, onChange, onAdd, onPick, columns }: MaterialLinesProps<L>) {
  const api = useApi()
  const known = useRef(new Map<string, Material>()).current
  const search = useRef(materialSearch(api, known)).current
  const patch = (key: number) => (change: Partial<L>) => onChange(lines.map((line) => (line.key === key ? { ...line, ...change } : line)))
  return (
    <div>
      <table className={smallTable} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">行号</th>
            <th scope="col" style={{ minWidth: '220px' }}>物料</th>
            <th scope="col">单位</th>
            {columns.map((column) => (
              <th key={column.title} scope="col">
                {column.title}
              </th>
            ))}
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
                  onValueChange={(option) => onPick(line.key, option, option ? known.get(option.value) : undefined)}
                />
              </td>
              <td>{line.unit}</td>
              {columns.map((column) => (
                <td key={column.title} data-num={column.num || undefined}>
                  {column.cell(line, index + 1, patch(line.key))}
                </td>
              ))}
              <td>
                <TextBox label={`第 ${index + 1} 行备注`} value={line.remark} onChange={(remark) => patch(line.key)({ remark } as Partial<L>)} />
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
