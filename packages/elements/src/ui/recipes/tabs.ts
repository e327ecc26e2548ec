import { tabsAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, focusRing } from './theme'

export const tabsRecipe = defineSlotRecipe({
  className: 'scm-tabs',
  description: 'Tabs with an underline on the selected tab',
  slots: tabsAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', fontSize: '12px' },
    list: { position: 'relative', display: 'flex', gap: '4px', borderBottom: '1px solid', borderColor: color.borderLight },
    trigger: {
      px: '12px',
      height: '32px',
      bg: 'transparent',
      border: 'none',
      borderBottom: '2px solid transparent',
      marginBottom: '-1px',
      color: color.textRegular,
      fontSize: '13px',
      cursor: 'pointer',
      _hover: { color: color.primary },
      _selected: { color: color.primary, borderBottomColor: color.primary, fontWeight: '600' },
      _focusVisible: focusRing,
      _disabled: { color: color.textMuted, cursor: 'not-allowed' },
    },
    content: { pt: '10px', _focusVisible: focusRing },
    indicator: {},
  },
  staticCss: ['*'],
})
