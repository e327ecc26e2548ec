import { paginationAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { color, focusRing, radius } from './theme'

const pageButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '26px',
  height: '26px',
  px: '4px',
  bg: color.bg,
  border: '1px solid',
  borderColor: color.borderLight,
  borderRadius: radius,
  color: color.text,
  fontSize: '12px',
  cursor: 'pointer',
  _hover: { _enabled: { color: color.primary } },
  _focusVisible: focusRing,
  _disabled: { color: color.textMuted, cursor: 'not-allowed' },
} as const

// Layout as the spec: sizes, prev, pager, next, then the record range text.
export const paginationRecipe = defineSlotRecipe({
  className: 'scm-pagination',
  description: 'Pagination: page size, prev, pages, next and 显示第 X 到第 Y 条记录',
  slots: [...paginationAnatomy.keys(), 'sizes', 'pager', 'rangeText'],
  base: {
    root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '6px', fontSize: '12px', color: color.textRegular },
    sizes: { width: '100px' },
    pager: { display: 'flex', alignItems: 'center', gap: '4px', listStyle: 'none', m: 0, p: 0 },
    item: { ...pageButton, _selected: { bg: color.primary, borderColor: color.primary, color: '#ffffff' } },
    ellipsis: { px: '4px', color: color.textMuted },
    prevTrigger: pageButton,
    nextTrigger: pageButton,
    rangeText: { marginInlineStart: '6px' },
  },
  staticCss: ['*'],
})
