import { numberInput } from 'styled-system/recipes'
import type { ControlSize } from './button'
import { lazyPart } from './lazy-part'

export interface NumberInputProps {
  value: number | null
  onValueChange?: (value: number | null) => void
  min?: number
  max?: number
  step?: number
  /** Decimal places kept (money: 2). */
  precision?: number
  size?: ControlSize
  disabled?: boolean
  readOnly?: boolean
  name?: string
  placeholder?: string
  'aria-label'?: string
  onBlur?: () => void
}

/**
 * Number input with − / + steppers (Ark NumberInput, ./number-input-view, fetched after the first
 * paint; until then the box shows the value). The parent sees a number, or null when empty.
 */
export const NumberInput = lazyPart<NumberInputProps>(
  'NumberInput',
  () => import('./number-input-view').then((m) => m.NumberInputView),
  ({ value, size = 'mini', placeholder }) => {
    const cls = numberInput({ size })
    return (
      <div className={cls.root} aria-busy="true">
        <div className={cls.control}>
          <span className={cls.decrementTrigger} aria-hidden="true">
            −
          </span>
          <span className={cls.input}>{value ?? placeholder ?? ''}</span>
          <span className={cls.incrementTrigger} aria-hidden="true">
            +
          </span>
        </div>
      </div>
    )
  },
)
