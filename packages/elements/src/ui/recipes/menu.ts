import { menuAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, floatingPanel } from './theme'

export const menuRecipe = defineSlotRecipe({
  className: 'scm-menu',
  description: 'Floating menu (column settings and other option menus)',
  slots: menuAnatomy.keys(),
  base: {
    positioner: { zIndex: 2000 },
    content: { ...floatingPanel, py: '4px', minWidth: '140px', maxHeight: '320px', overflowY: 'auto', outline: 'none' },
    item: {
      display: 'flex',
      alignItems: 'center',
      gap: '6px',
      px: '12px',
      height: '28px',
      cursor: 'pointer',
      outline: 'none',
      _highlighted: { bg: color.bgSubtle, color: color.primary },
      _disabled: { color: color.textMuted, cursor: 'not-allowed' },
    },
    itemIndicator: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '14px',
      height: '14px',
      border: '1px solid',
      borderColor: color.border,
      borderRadius: '2px',
      color: '#ffffff',
      fontSize: '10px',
      _checked: { bg: color.primary, borderColor: color.primary },
    },
    itemText: {},
    itemGroup: {},
    itemGroupLabel: { px: '12px', py: '4px', color: color.textMuted, fontWeight: '600' },
    separator: { height: '1px', bg: color.borderLight, my: '4px', border: 'none' },
    trigger: {},
    triggerItem: {},
    contextTrigger: {},
    indicator: {},
    arrow: {},
    arrowTip: {},
  },
  staticCss: ['*'],
})
