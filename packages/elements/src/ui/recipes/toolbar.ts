import { defineSlotRecipe } from '@pandacss/dev'
import { color } from './theme'

export const toolbarRecipe = defineSlotRecipe({
  className: 'scm-toolbar',
  description: 'List toolbar: action buttons on the left, search on the right',
  slots: ['root', 'actions', 'search', 'searchInput'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '8px', fontSize: '12px', color: color.text },
    actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px' },
    search: { display: 'flex', alignItems: 'center', gap: '6px' },
    searchInput: { width: '200px' },
  },
  staticCss: ['*'],
})
