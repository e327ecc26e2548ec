import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, focusRing, radius } from './theme'

export const dialogRecipe = defineSlotRecipe({
  className: 'scm-dialog',
  description: 'Modal dialog over a backdrop; the backdrop does not close it',
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: { position: 'fixed', inset: '0', bg: color.backdrop, zIndex: 1900 },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 1901,
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      overflowY: 'auto',
      py: '8vh',
    },
    content: {
      position: 'relative',
      bg: color.bg,
      color: color.text,
      borderRadius: radius,
      boxShadow: '0 4px 24px rgba(0, 0, 0, 0.25)',
      maxWidth: 'calc(100vw - 32px)',
      fontSize: '12px',
      outline: 'none',
      display: 'flex',
      flexDirection: 'column',
    },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: '16px', py: '12px', borderBottom: '1px solid', borderColor: color.borderLight },
    title: { fontSize: '14px', fontWeight: '600', lineHeight: '1.4' },
    description: { color: color.textRegular },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '24px',
      height: '24px',
      bg: 'transparent',
      border: 'none',
      borderRadius: radius,
      fontSize: '16px',
      color: color.textMuted,
      cursor: 'pointer',
      _hover: { color: color.primary },
      _focusVisible: focusRing,
    },
    body: { px: '16px', py: '12px', overflowY: 'auto' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '8px', px: '16px', py: '10px', borderTop: '1px solid', borderColor: color.borderLight },
    trigger: {},
  },
  variants: {
    size: {
      small: { content: { width: '420px' } },
      medium: { content: { width: '640px' } },
      large: { content: { width: '960px' } },
    },
  },
  defaultVariants: { size: 'medium' },
  staticCss: ['*'],
})
