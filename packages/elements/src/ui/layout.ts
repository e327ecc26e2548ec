import { css } from 'styled-system/css'

// Layout classes shared by every screen (lists, forms, details); the kit's recipes style the
// controls themselves. An area keeps in its own styles file only what no other area uses.

export const screen = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '8px',
  p: '12px',
  fontSize: '13px',
  color: 'var(--scm-color-text, #303133)',
})
export const heading = css({ fontSize: '15px', fontWeight: '600', m: '0' })
export const filterBar = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '8px 16px',
  alignItems: 'flex-end',
})
export const filterItem = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  minW: '140px',
  fontSize: '12px',
})
export const buttonRow = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '6px',
  alignItems: 'center',
})
export const rowActions = css({
  display: 'flex',
  gap: '2px',
  justifyContent: 'center',
  flexWrap: 'wrap',
})
export const muted = css({ color: 'var(--scm-color-text-muted, #6b6e73)' })
export const danger = css({ color: 'var(--scm-color-danger, #b83232)' })
export const success = css({ color: 'var(--scm-color-success, #2e7d32)' })
export const wide = css({ gridColumn: '1 / -1' })
/** A tree or list on the left, the details of the chosen node on the right; stacked on a phone. */
export const splitPane = css({
  display: 'grid',
  gridTemplateColumns: {
    base: '1fr',
    md: 'minmax(220px, 300px) minmax(0, 1fr)',
  },
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
  gridTemplateColumns: {
    base: 'max-content 1fr',
    md: 'max-content 1fr max-content 1fr',
  },
  gap: '4px 12px',
  m: '0',
  '& dt': { color: 'var(--scm-color-text-muted, #6b6e73)' },
  '& dd': { m: '0' },
})
export const smallTable = css({
  w: '100%',
  borderCollapse: 'collapse',
  fontSize: '12px',
  '& th, & td': {
    border: '1px solid var(--scm-color-border-light, #ebeef5)',
    px: '6px',
    py: '4px',
    textAlign: 'left',
  },
  // headings and figures on one line (数量 not 数/量); text cells may wrap
  '& th': { bg: 'var(--scm-color-bg-subtle, #f5f7fa)', fontWeight: '600', whiteSpace: 'nowrap' },
  '& td[data-num]': { textAlign: 'right', whiteSpace: 'nowrap' },
})
export const checkGrid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: '4px 12px',
})
/** A control that should not stretch over the whole screen. */
export const narrow = css({ w: '100%', maxW: '360px' })
/** The submit row under a form on a page (not in a dialog). */
export const formActions = css({ display: 'flex', gap: '6px', mt: '8px' })
/** A form's fields, two columns from a tablet up: orders, receipts, contracts, bulletins, mail. */
export const formGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '8px 16px',
})
/** A heading inside a form or detail (明细, 附件…). */
export const subheading = css({ fontSize: '13px', fontWeight: '600', m: '12px 0 6px' })
/**
 * The same, tighter, for the administration and personal screens (/sysmanage, /config, /MySelf):
 * many short fields in a dialog.
 */
export const denseFormGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  gap: '4px 16px',
})
export const denseSubheading = css({ fontSize: '13px', fontWeight: '600', m: '8px 0 4px' })
