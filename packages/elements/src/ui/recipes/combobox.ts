import { comboboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, floatingPanel, focusRing, framedControl, framedSizes, invalid } from './theme'

export const comboboxRecipe = defineSlotRecipe({
  className: 'scm-combobox',
  description: 'Remote-search combobox: typed input, debounced server search, floating results',
  slots: comboboxAnatomy.keys(),
  base: {
    root: framedControl.root,
    label: framedControl.label,
    control: { ...framedControl.frame, position: 'relative', display: 'flex', alignItems: 'center', [invalid]: { borderColor: color.danger } },
    input: { ...framedControl.input, _placeholder: { color: color.textMuted } },
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
  variants: framedSizes(),
  defaultVariants: { size: 'mini' },
  staticCss: ['*'],
})
