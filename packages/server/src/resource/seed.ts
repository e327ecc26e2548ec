import { validateRecord, type ResourceDef } from '@scm/core'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../db'
import { bindResource } from './binding'

/**
 * Inserts demo rows of a resource after checking each with the definition's own rules, so demo
 * data can never hold what the form would refuse. Returns the new ids by `code` (for refs).
 */
export async function seedResource(db: Db, def: ResourceDef, table: PgTable, rows: Record<string, unknown>[]): Promise<Map<string, number>> {
  const binding = bindResource(def, table)
  const values = rows.map((row) => {
    const { value, errors } = validateRecord(def, row)
    if (Object.keys(errors).length) throw new Error(`demo ${def.name} ${JSON.stringify(row)}: ${JSON.stringify(errors)}`)
    return Object.fromEntries(Object.entries(value).map(([name, v]) => [binding.props[name]!, v]))
  })
  const ids = new Map<string, number>()
  if (!values.length) return ids
  const inserted = await db.insert(table).values(values).returning({ id: binding.key })
  rows.forEach((row, i) => ids.set(String(row.code), inserted[i]!.id as number))
  return ids
}
