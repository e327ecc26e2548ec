import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ReactNode } from 'react'
import { checkbox } from 'styled-system/recipes'

export interface CheckboxProps {
  checked: boolean | 'indeterminate'
  onCheckedChange?: (checked: boolean) => void
  /** Visible label; when there is none, give `aria-label` (e.g. "选择第 3 行"). */
  label?: ReactNode
  'aria-label'?: string
  disabled?: boolean
  name?: string
  value?: string
}

export function Checkbox({ checked, onCheckedChange, label, disabled, name, value, ...aria }: CheckboxProps) {
  const cls = checkbox()
  return (
    <ArkCheckbox.Root
      className={cls.root}
      checked={checked}
      disabled={disabled}
      name={name}
      value={value}
      onCheckedChange={(d) => onCheckedChange?.(d.checked === true)}
    >
      <ArkCheckbox.Control className={cls.control}>
        <ArkCheckbox.Indicator className={cls.indicator}>✓</ArkCheckbox.Indicator>
        <ArkCheckbox.Indicator className={cls.indicator} indeterminate>
          −
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      {label ? <ArkCheckbox.Label className={cls.label}>{label}</ArkCheckbox.Label> : null}
      <ArkCheckbox.HiddenInput aria-label={aria['aria-label']} />
    </ArkCheckbox.Root>
  )
}
