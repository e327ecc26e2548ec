import { css } from 'styled-system/css'

// Layout classes shared by the procurement screens (the kit's recipes style the controls).

export const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', p: '12px', fontSize: '13px', color: 'var(--scm-color-text, #303133)' })
export const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })
export const subheading = css({ fontSize: '13px', fontWeight: '600', m: '12px 0 6px' })
export const filterBar = css({ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'flex-end' })
export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' })
export const rowActions = css({ display: 'flex', gap: '2px', justifyContent: 'center', flexWrap: 'wrap' })
export const muted = css({ color: 'var(--scm-color-text-muted, #6b6e73)' })
export const danger = css({ color: 'var(--scm-color-danger, #b83232)' })
export const formGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '8px 16px' })
export const nativeSelect = css({
  h: '28px',
  fontSize: '12px',
  px: '6px',
  border: '1px solid var(--scm-color-border, #c8ccd4)',
  borderRadius: '4px',
  bg: 'var(--scm-color-bg, #ffffff)',
  color: 'inherit',
  minW: '120px',
})
/** Label/value pairs of a record (订单信息, 送货单). */
export const facts = css({
  display: 'grid',
  gridTemplateColumns: { base: 'max-content 1fr', md: 'max-content 1fr max-content 1fr' },
  gap: '4px 12px',
  m: '0',
  '& dt': { color: 'var(--scm-color-text-muted, #6b6e73)' },
  '& dd': { m: '0' },
})
export const smallTable = css({
  w: '100%',
  borderCollapse: 'collapse',
  fontSize: '12px',
  '& th, & td': { border: '1px solid var(--scm-color-border-light, #ebeef5)', px: '6px', py: '4px', textAlign: 'left' },
  '& th': { bg: 'var(--scm-color-bg-subtle, #f5f7fa)', fontWeight: '600' },
  '& td[data-num]': { textAlign: 'right' },
})
