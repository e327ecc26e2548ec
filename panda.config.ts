import { defineConfig } from '@pandacss/dev'

// One stylesheet for the whole portal: the elements adopt it into each shadow root, the host into
// the document. Output as .js so tsup/esbuild resolve `styled-system/*` without extra loaders.
export default defineConfig({
  preflight: true,
  include: ['./packages/elements/src/**/*.{ts,tsx}', './packages/host/src/**/*.{ts,tsx}'],
  exclude: [],
  outdir: 'styled-system',
  outExtension: 'js',
  jsxFramework: 'react',
  // :host so that tokens declared on :root also apply inside every shadow root
  cssVarRoot: ':where(:root, :host)',
  theme: { extend: {} },
})
