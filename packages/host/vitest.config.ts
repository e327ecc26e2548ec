import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// Unit tests of the host's pure rules (guard, tabs, attributes, header data), the elements' build
// scripts' own (token pruning), and the elements'
// one node test (their folder rules; the elements' other tests run in the browser). The browser
// flows are end-to-end tests: vitest.e2e.config.ts.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'host',
    environment: 'node',
    include: ['src/**/*.test.ts', '../elements/test/layers.test.ts', '../elements/scripts/**/*.test.ts'],
  },
})
