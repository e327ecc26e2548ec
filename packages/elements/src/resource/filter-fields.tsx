import { css } from 'styled-system/css'
import { filterFields, operatorLabels, type FieldDef, type FilterCondition, type ResourceDef, type ResourceFilters } from '@scm/core'
import { useApi } from '../runtime'
// the kit fetches the calendar and the number machine itself, after the list's first paint
import { DateRangePicker } from '../ui/date-range-picker'
import { FilterField, onEnter, useFilterDraft } from '../ui/form-field'
import { Input } from '../ui/input'
import { NumberInput } from '../ui/number-input'
import { Select, type Option } from '../ui/select'
import { useRefOptions } from './use-ref-options'

// The filters a resource's definition declares, each with its operator ({op, value}, as the
// generic GetList reads them), drawn in the generated list's SearchArea. Hand-written lists use
// list/filter-bar; both share FilterField, its draft and Enter (ui/form-field).

export interface ResourceFilterFieldsProps {
  def: ResourceDef
  /** Filters as applied to the list. */
  value: ResourceFilters
  /** The filters the screen opened on (a field opened on a list of values keeps a several-choice input). */
  opened?: ResourceFilters
  /** Draft changes; selects and date ranges apply at once, typed text on Enter or 搜索. */
  onChange: (draft: ResourceFilters, applyNow: boolean) => void
  /** Filterable fields left out (the caller's own owner field, see owner-fields.ts). */
  hidden?: ReadonlySet<string>
}

const yesNo: Option[] = [
  { value: 'true', label: '是' },
  { value: 'false', label: '否' },
]
// like the SearchArea it sits in: wraps, and each filter shrinks to the row (see search-area.tsx)
const bar = css({ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'flex-end', minW: 0, '& > *': { maxW: '100%' } })
const rangeBox = css({ display: 'flex', gap: '4px', alignItems: 'center', minW: 0, '& > :not([aria-hidden])': { flex: '1 1 0', minW: 0 } })

/** The operator a field's filter input uses: a range when it can, else its first one. */
export function filterOperatorOf(field: FieldDef): FilterCondition['op'] {
  const ops = field.filter ?? []
  if (ops.includes('between')) return 'between'
  if (field.kind === 'enum' || field.kind === 'ref' || field.kind === 'bool') return ops.includes('eq') ? 'eq' : ops[0]!
  return ops[0]!
}

function RefFilter({ def, name, field, value, set }: FilterInputProps) {
  const options = useRefOptions(useApi(), def, name)
  return <Select items={options} value={value === null || value === undefined ? null : String(value)} clearable aria-label={field.label} onValueChange={(v) => set(v === null ? null : Number(v), true)} />
}

interface FilterInputProps {
  def: ResourceDef
  name: string
  field: FieldDef
  op: FilterCondition['op']
  value: unknown
  set: (value: unknown, applyNow: boolean) => void
  submit: () => void
}

function FilterInput(props: FilterInputProps) {
  const { name, field, op, value, set, submit } = props
  const applyOnEnter = onEnter(submit)
  const range = Array.isArray(value) ? (value as unknown[]) : [null, null]
  switch (field.kind) {
    case 'enum':
      // a list of values (a screen opened on 已交付、服务中): several choices, none = no filter
      if (op === 'in')
        return (
          <Select
            multiple
            items={[...(field.options ?? [])]}
            values={Array.isArray(value) ? (value as string[]) : []}
            value={null}
            clearable
            placeholder="全部"
            aria-label={field.label}
            onValuesChange={(v) => set(v.length ? v : null, true)}
          />
        )
      return <Select items={[...(field.options ?? [])]} value={(value as string) || null} clearable aria-label={field.label} onValueChange={(v) => set(v, true)} />
    case 'bool':
      return <Select items={yesNo} value={value === null || value === undefined ? null : String(value)} clearable aria-label={field.label} onValueChange={(v) => set(v === null ? null : v === 'true', true)} />
    case 'ref':
      return <RefFilter {...props} />
    case 'date':
    case 'datetime':
      if (op === 'between') {
        return (
          <DateRangePicker
            value={[(range[0] as string) || null, (range[1] as string) || null]}
            startLabel={`${field.label}起`}
            endLabel={`${field.label}止`}
            onValueChange={(r) => set([r[0], r[1]], true)}
          />
        )
      }
      return <Input type="date" name={name} value={(value as string) ?? ''} onValueChange={(v) => set(v, false)} onKeyDown={applyOnEnter} />
    case 'number':
    case 'money':
      if (op === 'between') {
        const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v))
        return (
          <span className={rangeBox}>
            <NumberInput value={num(range[0])} aria-label={`${field.label}最小值`} onValueChange={(v) => set([v, range[1] ?? null], false)} />
            <span aria-hidden="true">-</span>
            <NumberInput value={num(range[1])} aria-label={`${field.label}最大值`} onValueChange={(v) => set([range[0] ?? null, v], false)} />
          </span>
        )
      }
      return (
        <NumberInput
          value={value === null || value === undefined || value === '' ? null : Number(value)}
          aria-label={`${field.label}${operatorLabels[op]}`}
          onValueChange={(v) => set(v, false)}
        />
      )
    default:
      return <Input name={name} value={(value as string) ?? ''} placeholder={operatorLabels[op]} onValueChange={(v) => set(v, false)} onKeyDown={applyOnEnter} />
  }
}

/**
 * What a filter's input shows: the value of a condition in the input's own operator, else empty
 * until the user picks.
 */
const valueFor = (condition: FilterCondition | undefined, op: FilterCondition['op']): unknown => (condition?.op === op ? (condition.value ?? null) : null)

/**
 * The operator of a field's input in this list: a choice field the screen opened on a list of
 * values (投诉处理: status `in` [待处理, 处理中]; 客户车辆: 当前位置 已交付、服务中) keeps a several-choice
 * input, so the list says what it is limited to; otherwise the field's own (filterOperatorOf).
 */
const operatorIn = (field: FieldDef, condition: FilterCondition | undefined, opened: FilterCondition | undefined): FilterCondition['op'] =>
  field.kind === 'enum' && field.filter?.includes('in') && (condition ?? opened)?.op === 'in' ? 'in' : filterOperatorOf(field)

/**
 * A filter per filterable field of the definition, with the operators it declares: the fields of
 * the list's one SearchArea (they flow in its row).
 */
export function ResourceFilterFields({ def, value, opened, onChange, hidden }: ResourceFilterFieldsProps) {
  const fields = filterFields(def).filter(([name]) => !hidden?.has(name))
  const [draft, setDraft] = useFilterDraft(value)
  if (!fields.length) return null
  return (
    <div className={bar} role="group" aria-label="筛选条件">
      {fields.map(([name, field]) => {
        const op = operatorIn(field, draft[name], opened?.[name])
        const set = (v: unknown, applyNow: boolean) => {
          const next = { ...draft, [name]: { op, value: v } }
          setDraft(next)
          onChange(next, applyNow)
        }
        return (
          <FilterField key={name} label={field.label}>
            <FilterInput def={def} name={name} field={field} op={op} value={valueFor(draft[name], op)} set={set} submit={() => onChange(draft, true)} />
          </FilterField>
        )
      })}
    </div>
  )
}
