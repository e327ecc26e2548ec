import { defineConfig } from '@pandacss/dev'
import { recipes, slotRecipes } from './packages/elements/src/ui/recipes'

// One stylesheet for the whole portal: the elements adopt it into each shadow root, the host into
// the document; a single-file (IIFE) widget carries only the part its own code uses (the build's
// packages/elements/scripts/lib/panda-styles.ts). Output as .js so tsup/esbuild resolve
// `styled-system/*` without extra loaders.
export default defineConfig({
  preflight: true,
  // test fixtures too: the browser tests check that their classes apply inside shadow roots
  include: [
    './packages/elements/src/**/*.{ts,tsx}',
    './packages/elements/test/**/*.tsx',
    './packages/host/src/**/*.{ts,tsx}',
  ],
  exclude: ['**/dist/**'],
  outdir: 'styled-system',
  outExtension: 'js',
  jsxFramework: 'react',
  // :host so that tokens declared on :root also apply inside every shadow root
  cssVarRoot: ':where(:root, :host)',
  theme: { extend: { recipes, slotRecipes } },
})
