import { css } from 'styled-system/css'

// Bulletin-only styles; the layout classes are the kit's (ui/layout).

export const topMark = css({
  display: 'inline-block',
  px: '4px',
  mr: '6px',
  lineHeight: '16px',
  fontSize: '12px',
  borderRadius: '3px',
  color: '#b02a2a',
  border: '1px solid #fbc4c4',
  bg: '#fef0f0',
  verticalAlign: 'middle',
})
export const unreadMark = css({
  display: 'inline-block',
  px: '4px',
  ml: '6px',
  lineHeight: '16px',
  fontSize: '12px',
  borderRadius: '3px',
  color: '#1a5bb0',
  border: '1px solid #b3d2f5',
  bg: '#ecf5ff',
  fontWeight: '400',
  verticalAlign: 'middle',
})
export const unreadTitle = css({ fontWeight: '700' })
export const titleLink = css({ bg: 'transparent', border: '0', p: '0', color: 'inherit', font: 'inherit', cursor: 'pointer', textAlign: 'left', _hover: { color: 'var(--scm-color-primary, #2f6fce)', textDecoration: 'underline' } })
export const formGrid = css({ display: 'grid', gridTemplateColumns: '1fr', gap: '8px', maxW: '960px' })
export const inlineFields = css({ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', alignItems: 'flex-end' })
export const choices = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '4px 16px', alignItems: 'center', minH: '28px', fontSize: '12px', '& label': { display: 'inline-flex', alignItems: 'center', gap: '4px', cursor: 'pointer' } })
/** The line under a title in the compact (phone) list: type, publisher, time. */
export const compactMeta = css({ display: 'block', mt: '2px', fontSize: '12px', fontWeight: '400', color: 'var(--scm-color-text-secondary, #909399)' })
