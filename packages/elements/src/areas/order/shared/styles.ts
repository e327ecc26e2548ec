import { css } from 'styled-system/css'

// Layout classes of the procurement screens: the shared ones of ui/layout, and the roomier form
// grid and sub-heading of order and receipt forms.

export * from '../../../ui/layout'
export const subheading = css({
  fontSize: '13px',
  fontWeight: '600',
  m: '12px 0 6px',
})
export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '8px 16px',
})
