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
    // a worker's files share its modules, so its one Chromium and its contexts (test/e2e/browser.ts)
    // serve every file it runs: the portal's scripts are compiled once a worker, not once a file
    isolate: false,
    // a guard against a hung flow, five times past the longest (about 40 s on a quiet machine)
    testTimeout: 300_000,
    // expect.poll waits for what a page shows after a click or a call (an event, not a time): the
    // flows set no wait of their own, and this one is far past what a loaded two-core machine needs,
    // since all of CI's suites run at once. Each look is a round trip to Chromium that reads the
    // page: every 200 ms, not vitest's 50 (beside two busy cores the suite took 350 → 292 CPU-s,
    // and less time, since the looks no longer took the CPU the page needed to get there)
    expect: { poll: { timeout: 60_000, interval: 200 } },
    hookTimeout: 180_000,
  },
})
