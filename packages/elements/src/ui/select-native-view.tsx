import { select } from 'styled-system/recipes'
import { fieldControlProps, useField } from './field-context'
import type { SelectProps } from './select'

/**
 * Select's view in the single-file (IIFE) widgets: the browser's own <select> (its list is the
 * platform's, fine on a phone) instead of Ark's select machine and Floating UI. Same props, recipe
 * and texts as ./select-view; the empty first option is the placeholder, and choosing it clears.
 */
export function SelectView({ items, value, onValueChange, placeholder = '请选择', clearable = false, label, size = 'mini', disabled, name, onBlur, className, multiple = false, values, onValuesChange, ...aria }: SelectProps) {
  const cls = select({ size })
  const field = useField()
  const chosen = value ?? ''
  // several choices: the browser's list box (no placeholder option: none chosen is none)
  const several = multiple
    ? { multiple: true, value: values ?? [], onChange: (e: { currentTarget: HTMLSelectElement }) => onValuesChange?.([...e.currentTarget.selectedOptions].map((o) => o.value)) }
    : undefined
  return (
    <div className={className ? `${cls.root} ${className}` : cls.root} data-scope="select" data-part="root">
      {label ? <span className={cls.label}>{label}</span> : null}
      <div className={cls.control}>
        <select
          {...fieldControlProps(field)}
          className={cls.trigger}
          data-scope="select"
          data-part="trigger"
          name={name}
          value={chosen}
          disabled={disabled ?? field?.disabled}
          aria-label={aria['aria-label'] ?? label}
          onChange={(e) => {
            const item = items.find((candidate) => candidate.value === e.currentTarget.value) ?? null
            onValueChange?.(item ? item.value : null, item)
          }}
          onBlur={() => onBlur?.()}
          {...several}
        >
          {several ? null : (
            <option value="" disabled={!clearable && chosen !== ''}>
              {placeholder}
            </option>
          )}
          {items.map((item) => (
            <option key={item.value} value={item.value} disabled={item.disabled}>
              {item.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
