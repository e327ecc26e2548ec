import { fileURLToPath } from 'node:url'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { tsImport } from 'tsx/esm/api'

// Browser tests of the elements: Chromium (Debian's /usr/bin/chromium) through Playwright.
// Run: `npm run test:browser -w packages/elements` (builds the fixture bundle first).
const { bundleTestFiles, fixtureApi } = await tsImport('./test/support/wtr-plugins.ts', import.meta.url)
// the product server under /scm-api/* for the generated resource screens (src/resource)
const { realServerApi } = await tsImport('./test/support/real-server.ts', import.meta.url)

let sharedContext

const here = (path) => fileURLToPath(new URL(path, import.meta.url))

export default {
  // the repository root, so node_modules, styled-system and the fixture build are all served
  rootDir: here('../..'),
  files: [here('src/**/*.test.tsx'), here('test/**/*.test.tsx')],
  concurrency: 2,
  nodeResolve: true,
  plugins: [bundleTestFiles()],
  middleware: [fixtureApi(), realServerApi()],
  // a guard against a hung test, not a speed check (a busy machine stretches a long test past 15 s,
  // and a test's waits may each last WAIT_MS)
  testFramework: { config: { timeout: 180000 } },
  testsFinishTimeout: 900000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      // one context for every test file's page: the pages share its HTTP cache, so the chunks every
      // file loads (React, Ark, the kits, Panda's sheet) are compiled once, then taken from V8's code
      // cache, not compiled again in a new context per file. A file's session is its page's
      // sessionStorage, which pages never share; what wtr closes is the file's page.
      createBrowserContext: async ({ browser }) => ({ shared: (sharedContext ??= browser.newContext()), close() { return this.page?.close() } }),
      createPage: async ({ context }) => (context.page = await (await context.shared).newPage()),
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
        ],
      },
    }),
  ],
}
