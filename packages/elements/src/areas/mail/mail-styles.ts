import { css } from 'styled-system/css'

// Mail-only styles; the layout classes are the kit's (ui/layout).

export const unreadDot = css({ display: 'inline-block', w: '8px', h: '8px', borderRadius: '50%', bg: 'var(--scm-color-primary, #2f6fce)', mr: '6px', verticalAlign: 'middle' })
export const unreadRow = css({ fontWeight: '700' })
export const linkButton = css({ bg: 'transparent', border: '0', p: '0', color: 'inherit', font: 'inherit', cursor: 'pointer', textAlign: 'left', _hover: { color: 'var(--scm-color-primary, #2f6fce)', textDecoration: 'underline' } })
export const chips = css({ display: 'flex', flexWrap: 'wrap', gap: '4px', alignItems: 'center', minH: '28px' })
export const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2px',
  px: '6px',
  h: '22px',
  borderRadius: '11px',
  bg: 'var(--scm-color-bg-subtle, #f0f2f5)',
  fontSize: '12px',
  '& button': { bg: 'transparent', border: '0', cursor: 'pointer', px: '2px', color: 'var(--scm-color-text-muted, #6b6e73)' },
})
export const mailHeader = css({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', m: '0', '& dt': { color: 'var(--scm-color-text-muted, #6b6e73)' }, '& dd': { m: '0' } })
export const composeGrid = css({ display: 'grid', gridTemplateColumns: '1fr', gap: '8px', maxW: '960px' })
