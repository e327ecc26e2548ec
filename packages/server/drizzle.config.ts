import { defineConfig } from 'drizzle-kit'

// One migration set for PGlite and PostgreSQL: `npm run db:generate -w packages/server`
// writes SQL into ./drizzle, applied in code at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
})
