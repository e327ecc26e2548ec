import { fileURLToPath } from 'node:url'
import { playwrightLauncher } from '@web/test-runner-playwright'
import { tsImport } from 'tsx/esm/api'

// Browser tests of the elements: Chromium (Debian's /usr/bin/chromium) through Playwright.
// Run: `npm run test:browser -w packages/elements` (builds the fixture bundle first).
const { bundleTestFiles, fixtureApi } = await tsImport('./test/support/wtr-plugins.ts', import.meta.url)
// the product server under /scm-api/* for the generated resource screens (src/resource)
const { realServerApi } = await tsImport('./test/support/real-server.ts', import.meta.url)

/** Contexts whose page is closed, for the next test file's page. */
const idleContexts = []

/**
 * A page left open on the test server's origin in each context, so that its renderer process lives
 * on between test files and serves the next file's page (Chromium's --process-per-site): the chunks
 * every file loads are compiled in that process once, not once a file in a new process (a third of
 * the suite's Chromium time). Opened when a context's first page reaches the server. It only shows
 * a small file and never takes a key or a click.
 */
function keepRenderer(context, frame) {
  if (context.keeper || frame.parentFrame() || !frame.url().startsWith('http')) return
  context.keeper = context.newPage().then((page) => page.goto(new URL('/packages/elements/package.json', frame.url()).href))
  context.keeper.catch(() => undefined)
}

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
      // a context is reused by the next test file's page once its page is closed: pages of one
      // context share its HTTP cache, so the chunks every file loads (React, Ark, the kits, Panda's
      // sheet) are compiled once, then taken from V8's code cache, not compiled again in a new
      // context per file. Never two pages at once in one context (keys and focus then went astray):
      // as many contexts as files run at a time. A file's session is its page's sessionStorage.
      createBrowserContext: async ({ browser }) => ({
        context: idleContexts.pop() ?? (await browser.newContext()),
        async close() {
          await this.page?.close()
          idleContexts.push(this.context)
        },
      }),
      createPage: async ({ context }) => {
        const page = (context.page = await context.context.newPage())
        page.on('framenavigated', (frame) => keepRenderer(context.context, frame))
        return page
      },
      launchOptions: {
        // npm test's own launcher when it runs this suite at a lower priority (scripts/test.mjs)
        executablePath: process.env.SCM_TEST_CHROMIUM ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          // the pages of one origin in a context share one renderer process (see keepRenderer)
          '--process-per-site',
          // V8's baseline compiler at most: a test page runs its code a few times, and optimising
          // it cost more CPU than it saved (the suite's Chromium time 149 → 119 CPU-s)
          '--js-flags=--max-opt=1',
        ],
      },
    }),
  ],
}
