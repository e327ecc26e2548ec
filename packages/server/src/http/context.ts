import type { Db } from '../db'
import type { Coordination } from '../db/coordination'
import type { ServerConfig } from '../config'
import type { RouteLookup } from './route-grants'

/** The signed-in caller, as auth middleware puts it on the context (`c.get('user')`). */
export interface CurrentUser {
  userid: number
  usercode: string
  UserName: string
  /** Set for a supplier's user: every supplier-owned query is filtered by it (ownerScope). */
  supplyid: number | null
  /** Set for a customer's user: every customer-owned query is filtered by it (ownerScope). */
  customerId: number | null
  roles: string[]
}

/** A function id's granted buttons for the caller; `all` for admin. */
export type Grants = Map<string, Set<string>> | 'all'

export interface AppEnv {
  Variables: {
    db: Db
    config: ServerConfig
    /** What this process says to the others on the database and the locks it holds (db/coordination.ts). */
    coordination: Coordination
    /** Present on every non-public endpoint (auth middleware refuses the call otherwise). */
    user: CurrentUser
    /** SHA-256 of the caller's token (logout, session end). */
    sessionHash: string
    /** The caller's grants, read by authenticate in the same statement as the session. */
    grants: Grants
    /** The app's routes with their declared grants ('POST /x/y' → route), e.g. for the menu. */
    routes: RouteLookup
    /** X-Request-Id of this request, given or made (http/request-id.ts). */
    requestId: string
  }
}
