import { css } from 'styled-system/css'

// Layout classes of the administration screens (/sysmanage, /config, /MySelf): the shared ones
// of ui/layout, and the denser form grid and sub-heading of these screens.

export * from '../../../ui/layout'
export const subheading = css({ fontSize: '13px', fontWeight: '600', m: '8px 0 4px' })
export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '4px 16px',
})
