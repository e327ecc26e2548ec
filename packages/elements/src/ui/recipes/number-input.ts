import { numberInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, focusRing, framedControl, framedSizes, invalid } from './theme'

const stepper = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  bg: color.bgSubtle,
  border: 'none',
  color: color.textRegular,
  cursor: 'pointer',
  fontSize: '12px',
  _hover: { color: color.primary },
  _focusVisible: focusRing,
  _disabled: { color: color.textMuted, cursor: 'not-allowed' },
} as const

export const numberInputRecipe = defineSlotRecipe({
  className: 'scm-number-input',
  description: 'Number input with − and + steppers',
  slots: numberInputAnatomy.keys(),
  base: {
    root: framedControl.root,
    label: framedControl.label,
    control: { ...framedControl.frame, display: 'flex', alignItems: 'stretch', overflow: 'hidden', [invalid]: { borderColor: color.danger } },
    input: { ...framedControl.input, textAlign: 'center' },
    decrementTrigger: { ...stepper, borderInlineEnd: '1px solid', borderColor: color.borderLight },
    incrementTrigger: { ...stepper, borderInlineStart: '1px solid', borderColor: color.borderLight },
    valueText: {},
    scrubber: {},
  },
  // the steppers take room, so the centred number keeps less padding
  variants: framedSizes({ mini: '6px', default: '8px' }),
  defaultVariants: { size: 'mini' },
  staticCss: ['*'],
})
