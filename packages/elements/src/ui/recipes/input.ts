import { defineRecipe } from '@pandacss/dev'
import { color, control, invalid, radius } from './theme'

// Text inputs and textareas; Ark parts that hold an input (number, combobox, date picker) reuse it.
export const inputRecipe = defineRecipe({
  className: 'scm-input',
  description: 'Text input and textarea, mini by default',
  base: {
    width: '100%',
    minWidth: 0,
    bg: color.bg,
    color: color.text,
    border: '1px solid',
    borderColor: color.border,
    borderRadius: radius,
    outline: 'none',
    transition: 'border-color 0.15s, box-shadow 0.15s',
    _placeholder: { color: color.textMuted },
    _hover: { borderColor: color.textMuted },
    _focusVisible: { borderColor: color.primary, boxShadow: `0 0 0 2px ${color.primarySoft}`, outline: '1px solid', outlineColor: color.primary },
    [invalid]: { borderColor: color.danger },
    _disabled: { bg: color.bgSubtle, color: color.textMuted, cursor: 'not-allowed' },
  },
  variants: {
    size: {
      mini: control.mini,
      default: control.default,
    },
    multiline: {
      true: { height: 'auto', minHeight: '60px', py: '6px', lineHeight: '1.5', resize: 'vertical' },
      false: {},
    },
  },
  defaultVariants: { size: 'mini', multiline: false },
  staticCss: ['*'],
})
