import type { DocumentDef } from '@scm/core'
import * as clock from '../clock'
import type { Db } from '../db'
import type { CurrentUser } from '../http/context'
import { actWithHooks, saveWithHooks, type DocumentHooks } from './hooks'
import { bindDocument } from './records'
import type { DocumentTables } from './table'

/** Who does a demo step: enough of a user for numbering, history and scope. */
export type SeedActor = Pick<CurrentUser, 'userid' | 'UserName'> & Partial<CurrentUser>

export interface SeedDocument {
  /** header fields and `lines` as a Save call takes them */
  values: Record<string, unknown>
  by: SeedActor
  /** actions taken in turn after saving: [action name, who, reason?, the call's body (an action's form)?] */
  steps?: [action: string, by: SeedActor, reason?: string, body?: Record<string, unknown>][]
  /** when it happened (default now): saved and moved on the clock of that moment, stamps and deadlines alike */
  at?: Date
}

/**
 * Demo documents through the same save and actions a user's calls go through (validation,
 * numbering, totals, history, the area's action hooks), so demo rows are never in a state the portal could not produce.
 */
export async function seedDocuments(db: Db, def: DocumentDef, tables: DocumentTables, docs: SeedDocument[], hooks: DocumentHooks = {}): Promise<number[]> {
  const b = bindDocument(def, tables)
  const asUser = (a: SeedActor) => ({ usercode: '', supplyid: null, customerId: null, roles: [], ...a }) as CurrentUser
  const ids: number[] = []
  const write = async (doc: SeedDocument) => {
    const id = await saveWithHooks(db, b, hooks, { id: null, body: doc.values, user: asUser(doc.by) })
    for (const [name, by, reason, body] of doc.steps ?? []) {
      const action = def.actions.find((a) => a.name === name)
      if (!action) throw new Error(`${def.name}: no action ${name}`)
      await actWithHooks(db, b, hooks, action, { id, body, user: asUser(by), reason: reason ?? '' })
    }
    return id
  }
  for (const doc of docs) ids.push(await (doc.at ? clock.runAt(doc.at, () => write(doc)) : write(doc)))
  return ids
}
