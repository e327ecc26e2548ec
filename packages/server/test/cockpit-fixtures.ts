// Rows a cockpit test builds straight in the database (issue 40 item 4): small fixtures of other
// areas' records, dated where the test wants them, whose figures the test works out by hand.
import { sql, SQL } from 'drizzle-orm'
import type { Db } from '../src/db'

type Row = Record<string, unknown>

/** Inserts one row (values, or SQL such as a subquery) and answers it as stored. */
export async function insertRow(db: Db, table: string, row: Row): Promise<Row> {
  const columns = Object.keys(row)
  const values = columns.map((c) => (row[c] instanceof SQL ? (row[c] as SQL) : sql`${row[c]}`))
  const result = await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(columns.map((c) => sql.identifier(c)), sql`, `)}) values (${sql.join(values, sql`, `)}) returning *`,
  )
  return (result as unknown as { rows: Row[] }).rows[0]!
}

export const idOf = async (db: Db, table: string, row: Row) => Number((await insertRow(db, table, row)).id)

/** A supplier of its own, so its figures are the fixture's alone. */
export async function newSupplier(db: Db, supplyid: number, name: string): Promise<number> {
  await insertRow(db, 'pc_supply', { supplyid, supply_name: name })
  return supplyid
}

/** A department (workshop) of the first company. */
export async function newDept(db: Db, code: string, name: string): Promise<number> {
  return idOf(db, 'org_dept', { company_id: sql`(select min(id) from sys_company)`, dept_code: code, dept_name: name })
}

/** A document history entry (doc_event) at a moment of the test's choosing. */
export async function event(db: Db, docType: string, docId: number, from: string, to: string, at: Date): Promise<void> {
  await insertRow(db, 'doc_event', { doc_type: docType, doc_id: docId, action: to, from_status: from, to_status: to, created_at: at })
}

/** A local wall-clock moment (as the server's clock reads it). */
export const at = (text: string) => new Date(text.replace(' ', 'T'))
