import { defineSlotRecipe } from '@pandacss/dev'
import { color, focusRing, radius, shadow } from './theme'

// The one page-wide message (core message bus shows one at a time), top centre.
export const toastRecipe = defineSlotRecipe({
  className: 'scm-toast',
  description: 'The one visible message of the page',
  slots: ['root', 'text', 'closeTrigger'],
  base: {
    root: {
      position: 'fixed',
      top: '20px',
      left: '50%',
      transform: 'translateX(-50%)',
      zIndex: 3000,
      display: 'flex',
      alignItems: 'center',
      gap: '10px',
      minWidth: '280px',
      maxWidth: 'calc(100vw - 32px)',
      px: '14px',
      py: '10px',
      border: '1px solid',
      borderRadius: radius,
      boxShadow: shadow,
      fontSize: '13px',
    },
    text: { flex: '1' },
    closeTrigger: {
      bg: 'transparent',
      border: 'none',
      color: 'inherit',
      fontSize: '14px',
      cursor: 'pointer',
      _focusVisible: focusRing,
    },
  },
  variants: {
    type: {
      info: { root: { bg: color.bgSubtle, borderColor: color.borderLight, color: color.text } },
      success: { root: { bg: color.successSoft, borderColor: '#c2e7b0', color: color.success } },
      error: { root: { bg: color.dangerSoft, borderColor: '#fbc4c4', color: color.danger } },
    },
  },
  defaultVariants: { type: 'info' },
  staticCss: ['*'],
})
