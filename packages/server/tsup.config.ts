import { defineConfig } from 'tsup'

// The production server (`npm start`): src/main.ts and everything it imports, @scm/core's
// TypeScript included, as one ES module run by plain node; the operators' commands beside it
// (`npm run backup` / `restore`, `npm run files:to-s3`), so a machine that runs the portal needs no
// TypeScript loader for them either. Packages from node_modules stay
// imports (they are installed beside it); the migrations (drizzle/) and the built front end are
// found from the package folder at run time (src/db/package-dir.ts), not copied.
export default defineConfig({
  entry: { main: 'src/main.ts', 'backup-main': 'src/backup-main.ts', 'files-to-s3': 'scripts/files-to-s3.ts' },
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
