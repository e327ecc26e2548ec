import type { ServerConfig } from './config'
import { syncMenu } from './areas/menu/seed'
import { seedDatabase } from './seed'
import { areas } from './areas'
import type { Database } from './db'
import { migrateDatabase } from './db/migrate'

// Any constant: serialises start-up work of several server processes on one PostgreSQL.
const STARTUP_LOCK_KEY = 736402026

/** Start-up (the app level, above the areas): migrate, add new menu functions and roles, seed what is missing — one process at a time. */
export async function prepareDatabase(database: Database, config: ServerConfig): Promise<{ seeded: string[] }> {
  const work = async () => {
    await migrateDatabase(database)
    await syncMenu(database.db)
    return { seeded: await seedDatabase(database.db, config, areas) }
  }
  if (database.kind === 'pglite') return work() // PGlite: the folder lock already excludes other processes
  const client = await database.pool.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {})
    client.release()
  }
}
