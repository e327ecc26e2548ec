import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, control, floatingPanel, focusRing, invalid, radius } from './theme'

const trigger = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '6px',
  width: '100%',
  bg: color.bg,
  color: color.text,
  border: '1px solid',
  borderColor: color.border,
  borderRadius: radius,
  cursor: 'pointer',
  textAlign: 'start',
  _focusVisible: focusRing,
  [invalid]: { borderColor: color.danger },
  _disabled: { bg: color.bgSubtle, cursor: 'not-allowed' },
} as const

export const selectRecipe = defineSlotRecipe({
  className: 'scm-select',
  description: 'Select: trigger showing the chosen label, a floating list of options',
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', flexDirection: 'column', gap: '4px', width: '100%', fontSize: '12px' },
    label: { fontSize: '12px', color: color.textRegular },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    trigger,
    valueText: { flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', _placeholderShown: { color: color.textMuted } },
    indicator: { color: color.textMuted, transition: 'transform 0.15s', _open: { transform: 'rotate(180deg)' } },
    clearTrigger: {
      position: 'absolute',
      insetInlineEnd: '22px',
      color: color.textMuted,
      cursor: 'pointer',
      bg: 'transparent',
      border: 'none',
      _focusVisible: focusRing,
    },
    positioner: { zIndex: 2000 },
    content: { ...floatingPanel, py: '4px', maxHeight: '260px', overflowY: 'auto', outline: 'none', minWidth: 'var(--reference-width)' },
    list: {},
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      px: '12px',
      height: '28px',
      cursor: 'pointer',
      color: color.text,
      _highlighted: { bg: color.bgSubtle },
      _selected: { color: color.primary, fontWeight: '600' },
      _disabled: { color: color.textMuted, cursor: 'not-allowed' },
    },
    itemText: {},
    itemIndicator: { color: color.primary },
    itemGroup: {},
    itemGroupLabel: { px: '12px', py: '4px', color: color.textMuted, fontSize: '12px' },
  },
  variants: {
    size: {
      mini: { trigger: control.mini },
      default: { trigger: control.default },
    },
  },
  defaultVariants: { size: 'mini' },
  staticCss: ['*'],
})
