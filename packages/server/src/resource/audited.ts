import type { Context } from 'hono'
import type { ResourceDef } from '@scm/core'
import type { SQL } from 'drizzle-orm'
import type { AppEnv } from '../http'
import type { CurrentUser } from '../http/context'
import type { ResourceBinding } from './binding'
import type { RecordKey, Row } from './records'
import type { Db } from '../db'

/**
 * A resource's own rule on top of its menu function, run before Save (with the record's key or
 * the given natural key) and Del (with every key): e.g. system parameters that guard security are
 * for administrators only. Throw `refuse(...)` to stop the call.
 */
export type ResourceGuard = (c: Context<AppEnv>, keys: RecordKey[]) => void | Promise<void>

export interface ResourceOptions {
  guard?: ResourceGuard
  /** Mount only these calls (a document mounts its own detail, save and delete). */
  only?: readonly ('list' | 'detail' | 'save' | 'del' | 'export' | 'refOptions')[]
  /** The list counts at most this many matches (a table of millions); the page then says `more`. */
  countLimit?: number
  /**
   * Rows a caller is further limited to, ANDed into every statement like the owner scope (an
   * outlet engineer: the work orders dispatched to his outlet); undefined for no limit.
   */
  rowScope?: RowScope
  /**
   * Run in Save's transaction once the row is written (the area's rows derived from it: a
   * maintenance item's plans per machine); throw ResourceError to refuse: nothing is saved.
   */
  afterSave?: (tx: Db, ctx: { key: RecordKey; created: boolean; row: Row; user: CurrentUser }) => Promise<void>
}

/** A further row limit of the caller (see ResourceOptions.rowScope). */
export type RowScope = (user: CurrentUser, binding: ResourceBinding) => SQL | undefined

/** How the audit log names a record: '系统参数 pwd_min_level', '基础编码 01 千克'. */
export function recordTarget(def: ResourceDef, row: Row | undefined, key: RecordKey): string {
  const parts = [def.key !== 'id' ? row?.[def.key] : undefined, row?.code, row?.name]
    .filter((v) => v !== undefined && v !== null && v !== '')
    .map(String)
  return `${def.title} ${parts.length ? parts.join(' ') : String(key)}`
}
