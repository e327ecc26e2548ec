import { defineConfig } from 'vitest/config'

// Node-side suites: core units and the server through HTTP. Browser suites run under
// @web/test-runner, end-to-end flows under playwright (see package.json "test").
export default defineConfig({
  test: {
    projects: ['packages/core', 'packages/server'],
  },
})
