import { numberInputAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, control, focusRing, invalid, radius } from './theme'

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
    root: { display: 'inline-flex', flexDirection: 'column', gap: '4px', width: '100%', fontSize: '12px' },
    label: { fontSize: '12px', color: color.textRegular },
    control: {
      display: 'flex',
      alignItems: 'stretch',
      bg: color.bg,
      border: '1px solid',
      borderColor: color.border,
      borderRadius: radius,
      overflow: 'hidden',
      _focusWithin: { borderColor: color.primary },
      [invalid]: { borderColor: color.danger },
    },
    input: { flex: '1', minWidth: 0, border: 'none', outline: 'none', bg: 'transparent', color: color.text, textAlign: 'center' },
    decrementTrigger: { ...stepper, borderInlineEnd: '1px solid', borderColor: color.borderLight },
    incrementTrigger: { ...stepper, borderInlineStart: '1px solid', borderColor: color.borderLight },
    valueText: {},
    scrubber: {},
  },
  variants: {
    size: {
      mini: { control: { height: control.mini.height }, input: { fontSize: control.mini.fontSize, px: '6px' } },
      default: { control: { height: control.default.height }, input: { fontSize: control.default.fontSize, px: '8px' } },
    },
  },
  defaultVariants: { size: 'mini' },
  staticCss: ['*'],
})
