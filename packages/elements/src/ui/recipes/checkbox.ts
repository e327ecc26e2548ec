import { checkboxAnatomy, switchAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, focusRing, invalid, toggleRoot } from './theme'

export const checkboxRecipe = defineSlotRecipe({
  className: 'scm-checkbox',
  description: 'Checkbox with a visible label, indeterminate supported',
  slots: checkboxAnatomy.keys(),
  base: {
    root: toggleRoot,
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: '14px',
      height: '14px',
      border: '1px solid',
      borderColor: color.border,
      borderRadius: '2px',
      bg: color.bg,
      color: '#ffffff',
      _checked: { bg: color.primary, borderColor: color.primary },
      _indeterminate: { bg: color.primary, borderColor: color.primary },
      _focusVisible: focusRing,
      [invalid]: { borderColor: color.danger },
    },
    indicator: { fontSize: '10px', lineHeight: '1' },
    label: {},
    group: { display: 'flex', flexWrap: 'wrap', gap: '12px' },
  },
  staticCss: ['*'],
})

export const switchRecipe = defineSlotRecipe({
  className: 'scm-switch',
  description: 'On/off switch',
  slots: switchAnatomy.keys(),
  base: {
    root: toggleRoot,
    control: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      width: '32px',
      height: '16px',
      p: '2px',
      borderRadius: '999px',
      bg: color.border,
      transition: 'background-color 0.15s',
      _checked: { bg: color.primary },
      _focusVisible: focusRing,
    },
    thumb: {
      width: '12px',
      height: '12px',
      borderRadius: '999px',
      bg: '#ffffff',
      transition: 'transform 0.15s',
      _checked: { transform: 'translateX(16px)' },
    },
    label: {},
  },
  staticCss: ['*'],
})
