import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

// End-to-end flows of the portal in Chromium against the real server (issue 4 item 9).
// Needs the build first (`npm run build`); global-setup starts one server per worker, each on a
// fresh data folder: two files run side by side (the flows mostly wait on Chromium and the server).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['test/e2e/**/*.test.ts'],
    globalSetup: ['test/e2e/global-setup.ts'],
    maxWorkers: 2,
    testTimeout: 60_000,
    // expect.poll waits for what a page shows after a click or a call: vitest's 1 s is too short
    // on two cores shared with the other stages
    expect: { poll: { timeout: 20_000 } },
    hookTimeout: 180_000,
  },
})
