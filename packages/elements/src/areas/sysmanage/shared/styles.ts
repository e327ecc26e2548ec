import { css } from 'styled-system/css'

// Layout classes of the administration screens (/sysmanage, /config, /MySelf); the UI kit's
// recipes style the controls themselves.

export const screen = css({ display: 'flex', flexDirection: 'column', gap: '8px', p: '12px', fontSize: '13px', color: 'var(--scm-color-text, #303133)' })
export const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })
export const subheading = css({ fontSize: '13px', fontWeight: '600', m: '8px 0 4px' })
export const filterBar = css({ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'flex-end' })
export const filterItem = css({ display: 'flex', flexDirection: 'column', gap: '2px', minW: '140px', fontSize: '12px' })
export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' })
export const rowActions = css({ display: 'flex', gap: '2px', justifyContent: 'center', flexWrap: 'wrap' })
export const muted = css({ color: 'var(--scm-color-text-muted, #6b6e73)' })
export const danger = css({ color: 'var(--scm-color-danger, #b83232)' })
export const success = css({ color: 'var(--scm-color-success, #2e7d32)' })
export const formGrid = css({ display: 'grid', gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, gap: '4px 16px' })
export const wide = css({ gridColumn: '1 / -1' })
/** A tree or list on the left, the details of the chosen node on the right; stacked on a phone. */
export const splitPane = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'minmax(220px, 300px) minmax(0, 1fr)' },
  gap: '12px',
  alignItems: 'start',
})
export const panel = css({
  border: '1px solid var(--scm-color-border-light, #ebeef5)',
  borderRadius: '4px',
  p: '8px',
  minW: '0',
  maxH: '70vh',
  overflow: 'auto',
})
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
/** Label/value pairs of a record. */
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
})
export const checkGrid = css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: '4px 12px' })
export const tag = css({
  display: 'inline-block',
  px: '6px',
  borderRadius: '3px',
  fontSize: '12px',
  lineHeight: '18px',
  bg: 'var(--scm-color-bg-subtle, #f0f2f5)',
  '&[data-tone="danger"]': { bg: '#fdecec', color: '#a12a2a' },
  '&[data-tone="success"]': { bg: '#e8f5e9', color: '#1b5e20' },
  '&[data-tone="warning"]': { bg: '#fff4e0', color: '#7a4b00' },
})
/** A control that should not stretch over the whole screen. */
export const narrow = css({ w: '100%', maxW: '360px' })
/** The submit row under a form on a page (not in a dialog). */
export const formActions = css({ display: 'flex', gap: '6px', mt: '8px' })
