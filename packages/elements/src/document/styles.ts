import { css } from 'styled-system/css'

// The document views' few shared styles. Everything wraps instead of widening: a phone (< 600px)
// reads facts, lines, files and history in one column and never scrolls sideways.

export const stack = css({ display: 'grid', gap: '16px', minWidth: 0, fontSize: '13px' })
export const section = css({ display: 'grid', gap: '8px', minWidth: 0 })
export const sectionTitle = css({ fontSize: '14px', fontWeight: '600', m: 0 })
export const buttonRow = css({ display: 'flex', flexWrap: 'wrap', gap: '6px', alignItems: 'center' })
export const muted = css({ color: 'fg.muted' })
export const problem = css({ color: '#b02a2a', m: 0, overflowWrap: 'anywhere' })
