import { defineConfig } from 'tsup'

// The production server (`npm start`): src/main.ts and everything it imports, @scm/core's
// TypeScript included, as one ES module run by plain node. Packages from node_modules stay
// imports (they are installed beside it); the migrations (drizzle/) and the built front end are
// found from the package folder at run time (src/db/package-dir.ts), not copied.
export default defineConfig({
  entry: { main: 'src/main.ts' },
  outDir: 'dist',
  format: 'esm',
  platform: 'node',
  target: 'node20',
  skipNodeModulesBundle: true,
  // crypto-js (core's request signing) has no exports map: Node's ES module loader cannot find
  // `crypto-js/md5` without its extension, so that 3 KiB goes into the bundle
  noExternal: [/^@scm\//, /^crypto-js\//],
  sourcemap: true,
  clean: true,
  splitting: false,
})
