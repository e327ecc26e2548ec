import { defineRecipe } from '@pandacss/dev'
import { color, control, focusRing, radius } from './theme'

export const buttonRecipe = defineRecipe({
  className: 'scm-button',
  description: 'Compact button: primary, default, danger and text variants; mini by default',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '4px',
    borderRadius: radius,
    border: '1px solid transparent',
    fontWeight: '500',
    lineHeight: '1',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 0.15s, border-color 0.15s, color 0.15s',
    _focusVisible: focusRing,
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: {
        bg: color.primary,
        borderColor: color.primary,
        color: '#ffffff',
        _hover: { _enabled: { bg: color.primaryHover, borderColor: color.primaryHover } },
      },
      default: {
        bg: color.bg,
        borderColor: color.border,
        color: color.text,
        _hover: { _enabled: { color: color.primary, borderColor: color.primary, bg: color.primarySoft } },
      },
      danger: {
        bg: color.danger,
        borderColor: color.danger,
        color: '#ffffff',
        _hover: { _enabled: { bg: color.dangerHover, borderColor: color.dangerHover } },
      },
      text: {
        bg: 'transparent',
        borderColor: 'transparent',
        color: color.primary,
        px: '4px !important',
        _hover: { _enabled: { textDecoration: 'underline' } },
      },
    },
    size: {
      mini: control.mini,
      default: control.default,
    },
  },
  defaultVariants: { variant: 'default', size: 'mini' },
  staticCss: ['*'],
})
