import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Input } from '../ui/input'
import { DateBox } from '../ui/native-boxes'
import { FilterField, onEnter, useFilterDraft } from '../ui/form-field'
import { SearchArea } from '../ui/search-area'
import { Select, type Option } from '../ui/select'
import { useSupplierOptions } from './choices'
import type { ListFilters } from './list-request'

// THE filter bar of the hand-written lists (orders, receipts, mail, bulletins, contracts, account
// queries…), whose calls read each filter as a plain body field. A resource's generated list
// draws the filters its definition declares (resource/filter-fields) in the same SearchArea, with
// the same FilterField, draft and Enter (ui/form-field); kept apart from this bar because those
// calls take {op, value} conditions and the definition's inputs (calendar ranges, number ranges,
// ref lookups) would weigh on every list element here.

/** One filter of a hand-written list; `name` is the body field the server reads. */
export type FilterSpec =
  | { kind: 'text'; name: string; label: string; placeholder?: string }
  | { kind: 'select'; name: string; label: string; options: Option[] }
  | { kind: 'supplier'; name: string; label: string }
  /** From-to dates sent as `<name>_from` / `<name>_to` (YYYY-MM-DD, inclusive). */
  | { kind: 'dateRange'; name: string; label: string }

export interface FilterBarProps {
  specs: FilterSpec[]
  /** Applied filters. */
  value: ListFilters
  onApply: (filters: ListFilters) => void
  /** Buttons after 搜索 / 清空 (导出Excel, 新增…). */
  children?: ReactNode
  label?: string
}

// wraps on a narrow phone rather than widening the page
const rangeGroup = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center', maxW: '100%' })
const rangeLabel = css({ fontSize: '12px', color: 'var(--scm-color-text-regular, #606266)' })

export const statusOptions = (statuses: readonly string[]): Option[] => statuses.map((s) => ({ value: s, label: s }))

function SupplierSelect({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const options = useSupplierOptions()
  return <Select items={options} value={value || null} clearable aria-label={label} placeholder="全部" onValueChange={(v) => onChange(v ?? '')} />
}

/**
 * The filters of a hand-written list inside the one SearchArea: typed filters apply on Enter or
 * 搜索, choices at once; 清空 resets every filter (spec §5: search on Enter or button, clearing
 * also searches).
 */
export function FilterBar({ specs, value, onApply, children, label = '筛选条件' }: FilterBarProps) {
  const [draft, setDraft] = useFilterDraft(value)
  const text = (name: string) => String(draft[name] ?? '')
  const set = (name: string, v: string, applyNow = false) => {
    const next = { ...draft, [name]: v }
    setDraft(next)
    if (applyNow) onApply(next)
  }
  const applyOnEnter = onEnter(() => onApply(draft))
  const clear = () => {
    const empty: ListFilters = {}
    setDraft(empty)
    onApply(empty)
  }

  return (
    <SearchArea aria-label={label} onSearch={() => onApply(draft)} onClear={clear} actions={children}>
      {specs.map((spec) => {
        switch (spec.kind) {
          case 'text':
            return (
              <FilterField key={spec.name} label={spec.label}>
                <Input name={spec.name} value={text(spec.name)} placeholder={spec.placeholder} onValueChange={(v) => set(spec.name, v)} onKeyDown={applyOnEnter} />
              </FilterField>
            )
          case 'select':
            return (
              <FilterField key={spec.name} label={spec.label}>
                <Select items={spec.options} value={text(spec.name) || null} clearable placeholder="全部" aria-label={spec.label} onValueChange={(v) => set(spec.name, v ?? '', true)} />
              </FilterField>
            )
          case 'supplier':
            return (
              <FilterField key={spec.name} label={spec.label}>
                <SupplierSelect label={spec.label} value={text(spec.name)} onChange={(v) => set(spec.name, v, true)} />
              </FilterField>
            )
          case 'dateRange': {
            const from = `${spec.name}_from`
            const to = `${spec.name}_to`
            return (
              <span key={spec.name} className={rangeGroup} role="group" aria-label={spec.label}>
                <span className={rangeLabel}>{spec.label}</span>
                <DateBox label={`${spec.label}起`} value={text(from)} onChange={(v) => set(from, v)} onEnter={applyOnEnter} />
                <span aria-hidden="true">至</span>
                <DateBox label={`${spec.label}止`} value={text(to)} onChange={(v) => set(to, v)} onEnter={applyOnEnter} />
              </span>
            )
          }
        }
      })}
    </SearchArea>
  )
}
