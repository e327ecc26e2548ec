import { comboboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, control, floatingPanel, focusRing, invalid, radius } from './theme'

export const comboboxRecipe = defineSlotRecipe({
  className: 'scm-combobox',
  description: 'Remote-search combobox: typed input, debounced server search, floating results',
  slots: comboboxAnatomy.keys(),
  base: {
    root: { display: 'inline-flex', flexDirection: 'column', gap: '4px', width: '100%', fontSize: '12px' },
    label: { fontSize: '12px', color: color.textRegular },
    control: {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      bg: color.bg,
      border: '1px solid',
      borderColor: color.border,
      borderRadius: radius,
      _focusWithin: { borderColor: color.primary },
      [invalid]: { borderColor: color.danger },
    },
    input: {
      flex: '1',
      minWidth: 0,
      border: 'none',
      outline: 'none',
      bg: 'transparent',
      color: color.text,
      _placeholder: { color: color.textMuted },
    },
    trigger: { px: '6px', color: color.textMuted, bg: 'transparent', border: 'none', cursor: 'pointer', _focusVisible: focusRing },
    clearTrigger: { px: '4px', color: color.textMuted, bg: 'transparent', border: 'none', cursor: 'pointer', _focusVisible: focusRing },
    positioner: { zIndex: 2000 },
    content: { ...floatingPanel, py: '4px', maxHeight: '260px', overflowY: 'auto', minWidth: 'var(--reference-width)' },
    list: {},
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      px: '12px',
      height: '28px',
      cursor: 'pointer',
      _highlighted: { bg: color.bgSubtle },
      _selected: { color: color.primary, fontWeight: '600' },
    },
    itemText: {},
    itemIndicator: { color: color.primary },
    itemGroup: {},
    itemGroupLabel: { px: '12px', color: color.textMuted },
    empty: { px: '12px', py: '6px', color: color.textMuted },
  },
  variants: {
    size: {
      mini: { control: { height: control.mini.height }, input: { fontSize: control.mini.fontSize, px: control.mini.px } },
      default: { control: { height: control.default.height }, input: { fontSize: control.default.fontSize, px: control.default.px } },
    },
  },
  defaultVariants: { size: 'mini' },
  staticCss: ['*'],
})
