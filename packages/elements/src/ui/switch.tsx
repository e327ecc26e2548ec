import { Switch as ArkSwitch } from '@ark-ui/react/switch'
import type { ReactNode } from 'react'
import { switchControl } from 'styled-system/recipes'

export interface SwitchProps {
  checked: boolean
  onCheckedChange?: (checked: boolean) => void
  label?: ReactNode
  'aria-label'?: string
  disabled?: boolean
  name?: string
}

/** On/off switch; the hidden input carries role="switch" for screen readers. */
export function Switch({ checked, onCheckedChange, label, disabled, name, ...aria }: SwitchProps) {
  const cls = switchControl()
  return (
    <ArkSwitch.Root
      className={cls.root}
      checked={checked}
      disabled={disabled}
      name={name}
      onCheckedChange={(d) => onCheckedChange?.(d.checked)}
    >
      <ArkSwitch.Control className={cls.control}>
        <ArkSwitch.Thumb className={cls.thumb} />
      </ArkSwitch.Control>
      {label ? <ArkSwitch.Label className={cls.label}>{label}</ArkSwitch.Label> : null}
      <ArkSwitch.HiddenInput role="switch" aria-label={aria['aria-label']} />
    </ArkSwitch.Root>
  )
}
