import { useEffect, useState } from 'react'
import type { ApiClient } from '@scm/core'
import { useApi } from '../../../runtime'

// Who is signed in, from GetCurrentUser (Data is a list; the first entry is the caller). Asked
// once per API client: an element embedded on a supplier's page has no host to tell it, and the
// screens differ for a supplier (own orders, line answers) and staff (all orders, reviews).

export interface CurrentUser {
  userid: number
  usercode: string
  UserName: string
  supplyid: number | null
  roles: string[]
}

const users = new WeakMap<ApiClient, Promise<CurrentUser | null>>()

function currentUserOf(api: ApiClient): Promise<CurrentUser | null> {
  let user = users.get(api)
  if (!user) {
    user = api
      .get<CurrentUser[]>('/User/User/GetCurrentUser', { timestamp: true, silent: true })
      .then((list) => list[0] ?? null)
      .catch(() => {
        users.delete(api)
        return null
      })
    users.set(api, user)
  }
  return user
}

/** The caller, or undefined while loading, or null when not signed in. */
export function useCurrentUser(): CurrentUser | null | undefined {
  const api = useApi()
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined)
  useEffect(() => {
    let live = true
    currentUserOf(api).then((found) => live && setUser(found))
    return () => {
      live = false
    }
  }, [api])
  return user
}

export const isSupplier = (user: CurrentUser | null | undefined): boolean => !!user?.supplyid
/** Signed-in staff; false while the caller is still loading, so staff-only parts (the supplier
 * filter and its lookup, which a supplier may not call) are not drawn for a supplier meanwhile. */
export const isStaff = (user: CurrentUser | null | undefined): boolean => !!user && !user.supplyid
