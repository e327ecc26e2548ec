import { defineConfig } from 'drizzle-kit'

// One migration set for PGlite and PostgreSQL: `npm run db:generate -w packages/server`
// writes SQL into ./drizzle, applied in code at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  // every table where it is defined: the platform's and identity's, and each area's (*schema.ts)
  schema: ['./src/**/*schema.ts'],
  out: './drizzle',
})
