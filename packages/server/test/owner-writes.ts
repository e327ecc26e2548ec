import { sql } from 'drizzle-orm'
import { BUTTONS, type DeclaredRoute, type OwnerKind } from '../src/http'
import { sysFunction, sysRoleFunction } from '../src/identity/role-schema'
import type { TestApp } from './helpers'
import { mapInBatches } from './route-sweep'

// The pieces of the owner-scope write probe (route-table.test.ts): which routes write, the other
// owner's records as he lists them himself, bodies built from those records, and a fingerprint
// of the whole database to prove that a refused call changed nothing.

/** Reads by the spec's naming: GetList, GetDetail, Export…, Query…; every other POST writes. */
export const isRead = (route: Pick<DeclaredRoute, 'method' | 'path'>) => route.method !== 'POST' || /\/(Get|Export|Query)\w*$/.test(route.path)

/** The folder of a route: `/api/QulClaim/Save` → `/api/QulClaim`. */
export const baseOf = (path: string) => path.slice(0, path.lastIndexOf('/'))

/** Owner-scoped write routes of one kind of owner. */
export const ownerWrites = (routes: DeclaredRoute[], kind: OwnerKind) => routes.filter((r) => r.method === 'POST' && !isRead(r) && r.grant?.owner?.includes(kind))

/** Changes on every authenticated call (last seen), not a change a call makes. */
const UNTRACKED = new Set(['user_session'])

/** table → fingerprint of its rows (order-independent). */
export async function fingerprint(t: TestApp): Promise<Map<string, string>> {
  const found = await t.db.execute(sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`)
  const names = rowsOf(found)
    .map((r) => String(r.table_name))
    .filter((n) => !UNTRACKED.has(n))
  // each row's 64-bit hash, summed: order-independent without sorting every table's row hashes
  const columns = names.map((n, i) => sql`(select count(*) || ':' || coalesce(sum(hashtextextended(x::text, 0)::numeric), 0) from ${sql.identifier(n)} x) as ${sql.identifier(`t${i}`)}`)
  const [row] = rowsOf(await t.db.execute(sql`select ${sql.join(columns, sql`, `)}`))
  return new Map(names.map((n, i) => [n, String(row![`t${i}`])]))
}

/** Tables whose fingerprint differs. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) => [...after].filter(([n, h]) => before.get(n) !== h).map(([n]) => n)

const rowsOf = (result: unknown): Record<string, unknown>[] => ((result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]))

/**
 * Gives the owners' roles every function an owner-scoped route declares, with every button, so
 * that the owner scope alone (not a missing grant) is what keeps one owner out of another's rows.
 * Answers the undo.
 */
export async function grantOwnersEverything(t: TestApp, routes: DeclaredRoute[], roles: string[]): Promise<() => Promise<void>> {
  const fns = new Set(routes.flatMap((r) => (r.grant?.owner && r.grant.fns !== '*' ? r.grant.fns : [])))
  const known = new Set((await t.db.select({ id: sysFunction.id }).from(sysFunction)).map((f) => f.id).filter((id) => fns.has(id)))
  const before = await t.db.select().from(sysRoleFunction).where(sql`${sysRoleFunction.role} in ${roles}`)
  await t.db.delete(sysRoleFunction).where(sql`${sysRoleFunction.role} in ${roles}`)
  const kept = before.filter((r) => !known.has(r.functionId))
  const granted = roles.flatMap((role) => [...known].map((functionId) => ({ role, functionId, buttons: [...BUTTONS] })))
  await t.db.insert(sysRoleFunction).values([...kept, ...granted])
  return async () => {
    await t.db.delete(sysRoleFunction).where(sql`${sysRoleFunction.role} in ${roles}`)
    if (before.length) await t.db.insert(sysRoleFunction).values(before)
  }
}

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v)
const hasId = (v: unknown): v is Json & { id: string | number } => isObject(v) && (typeof v.id === 'number' || (typeof v.id === 'string' && v.id !== ''))

export type Caller = (method: string, url: string, body?: unknown) => Promise<{ status: number; text: string; json?: { Data?: unknown } }>

/**
 * The records a caller sees in a folder, as he lists them himself: the rows of its owner-scoped
 * list reads (GetList, GetMyList, GetEmailSendRecn…: whatever answers a page of rows), each
 * completed by the folder's GetDetail when it has one (a document's detail: header, lines, files).
 */
export async function recordsIn(base: string, routes: DeclaredRoute[], call: Caller): Promise<Json[]> {
  const reads = routes.filter((r) => baseOf(r.path) === base && r.grant?.owner && isRead(r) && /\/Get\w*$/.test(r.path))
  const detail = reads.find((r) => r.method === 'GET' && r.path === `${base}/GetDetail`)
  const lists = reads.filter((r) => r !== detail)
  // the reads side by side, the rows in the lists' order (two listings of one folder compare equal)
  const pages = await mapInBatches(lists, (list) => (list.method === 'POST' ? call('POST', list.path, { page: 1, rows: 100 }) : call('GET', `${list.path}?page=1&rows=100`)))
  const rows = new Map<string, Json>()
  pages.forEach((r, i) => {
    const found = r.status === 200 && isObject(r.json?.Data) && Array.isArray(r.json.Data.rows) ? r.json.Data.rows : []
    for (const row of found) if (hasId(row) && !rows.has(`${lists[i]!.path} ${row.id}`)) rows.set(`${lists[i]!.path} ${row.id}`, row)
  })
  const ids = [...new Set([...rows.values()].map((row) => String(row.id)))]
  const answers = detail ? await mapInBatches(ids, (id) => call('GET', `${detail.path}?id=${encodeURIComponent(id)}`)) : []
  const details = new Map(answers.map((r, i) => [ids[i]!, r.status === 200 && isObject(r.json?.Data) ? r.json.Data : undefined]))
  return [...rows.values()].map((row) => ({ ...row, ...details.get(String(row.id)) }))
}

/**
 * The ids of the records a caller reaches in a folder. Ids of different tables collide (an order's
 * 16 is also a send record's 16): a probe whose id the caller reaches himself in that folder, in
 * whatever of its lists, would only prove that he may change his own records, so it is left out.
 * Child ids (lines, files) are not counted: a probe names its record by `id` and a child by
 * `<child>_id`, so a line of the caller's that happens to share a number proves nothing either way.
 */
export function idsIn(records: Json[]): Set<string> {
  return new Set(records.filter(hasId).map((record) => String(record.id)))
}

/** Parameters a write call may need beyond the record, the same for every route. */
export interface CallerParams {
  /** Files the caller uploaded himself (attach calls take only those). */
  fileIds: number[]
}

const singular = (name: string) => name.replace(/ies$/, 'y').replace(/s$/, '')

/**
 * Bodies that name one record: its fields (a document's header merged in), `id`/`ids`, and per
 * child list (`lines`, `files`) one child as `<child>_id`/`<child>_ids`, with the usual action
 * parameters (accept, approve, a reason, the caller's uploads).
 */
export function bodiesOf(record: Json, params: CallerParams): Json[] {
  const flat: Json = {}
  const children: [string, Json[]][] = []
  for (const [key, value] of Object.entries(record)) {
    if (isObject(value)) for (const [k, v] of Object.entries(value)) flat[k] ??= v
    else flat[key] = value
    if (Array.isArray(value) && value.some(hasId)) children.push([key, value.filter(hasId)])
  }
  // each child also as `<child>_id` inside its list (lines: [{line_id…}]), as saves of lines take it
  for (const [name, items] of children) flat[name] = items.map((item) => ({ ...item, [`${singular(name)}_id`]: item.id }))
  const base: Json = { action: 'accept', approve: true, reason: '越权探测', file_ids: params.fileIds, ...flat, id: record.id, ids: [record.id] }
  const bodies = [base]
  for (const [name, items] of children) {
    const one = singular(name)
    for (const item of items.slice(0, 2)) bodies.push({ ...base, [`${one}_id`]: item.id, [`${one}_ids`]: [item.id] })
  }
  return bodies
}

/**
 * The same record as a new one: no id, the other owner's fields (his supplier id among them),
 * codes and numbers (texts with a digit, not dates) made new so that uniqueness does not refuse it.
 */
export function creationOf(body: Json): Json {
  const { id: _id, ids: _ids, ...rest } = body
  const fresh = (v: unknown) => (typeof v === 'string' && /\d/.test(v) && !/^\d{4}-\d\d-\d\d/.test(v) ? `${v}N` : v)
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, fresh(v)]))
}

/** One of the caller's own records with every value equal to his owner id replaced by another's. */
export function reassigned(body: Json, mine: unknown, theirs: unknown): Json {
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === mine ? theirs : v]))
}
