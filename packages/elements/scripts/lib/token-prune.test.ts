import { describe, expect, it } from 'vitest'
import { pruneUnusedTokens } from './token-prune'

// The sheets of the build lose the theme tokens nothing reads, and nothing else.

const SHEET = [
  '@layer reset, base, tokens, utilities;',
  "@layer base{:root{--made-with-panda:'🐼'}}",
  '@layer tokens{:where(:root,:host){--colors-red:#f00;--colors-blue:#00f;--colors-brand:var(--colors-blue);--spacing-1:4px;--spacing-2:8px}',
  '@media (prefers-color-scheme:dark){:where(:root,:host){--colors-night:#000}}}',
  '@layer utilities{.c_brand{color:var(--colors-brand)}.p_1{padding:var( --spacing-1)}}',
].join('')

describe('pruneUnusedTokens', () => {
  it('keeps the tokens the styles read, directly or through another token, and drops the rest', () => {
    const { css, declared, kept } = pruneUnusedTokens(SHEET)
    expect(css).toContain('--colors-brand:var(--colors-blue)')
    expect(css).toContain('--colors-blue:#00f')
    expect(css).toContain('--spacing-1:4px')
    expect(css).not.toContain('--colors-red')
    expect(css).not.toContain('--spacing-2')
    expect([declared, kept]).toEqual([6, 3])
  })

  it('drops a block of the tokens layer left empty, and keeps every other layer as it was', () => {
    const { css } = pruneUnusedTokens(SHEET)
    expect(css).not.toContain('prefers-color-scheme')
    expect(css).toContain("@layer base{:root{--made-with-panda:'🐼'}}")
    expect(css).toContain('@layer utilities{.c_brand{color:var(--colors-brand)}.p_1{padding:var( --spacing-1)}}')
    expect(css.startsWith('@layer reset, base, tokens, utilities;')).toBe(true)
  })

  it('keeps a token the code names (an inline style reading it)', () => {
    const { css } = pruneUnusedTokens(SHEET, ["<div style={{ color: 'var(--colors-red)' }} />"])
    expect(css).toContain('--colors-red:#f00')
    expect(css).not.toContain('--spacing-2')
  })
})
