import { useEffect, useState } from 'react'
import type { ApiClient } from '@scm/core'
import { useApi } from '../runtime'
import { SESSION_PATHS } from '@scm/core'

// Who is signed in, from GET /User/User/GetCurrentUser (Data is a list; the first entry is the
// caller), asked once per API client and shared by every screen of the element: an element
// embedded on a supplier's page has no host to tell it, and screens differ for a supplier (own
// orders, line answers), a customer and staff (all orders, reviews, file rights).

export interface CurrentUser {
  userid: number
  usercode: string
  UserName: string
  supplyid: number | null
  customerId?: number | null
  Images?: string
  email?: string
  phone?: string
  deptName?: string
  stationName?: string
  roles: string[]
}

const PATH = SESSION_PATHS.currentUser
const asked = new WeakMap<ApiClient, Promise<CurrentUser | null>>()

/** Asks the server now (after a sign-in) and keeps the answer; rejects when the call fails. */
export function loadCurrentUser(api: ApiClient): Promise<CurrentUser | null> {
  const user = api.get<CurrentUser[]>(PATH, { timestamp: true, silent: true }).then((list) => list[0] ?? null)
  asked.set(
    api,
    user.catch(() => {
      asked.delete(api)
      return null
    }),
  )
  return user
}

/** The caller, asked once per client; null when not signed in (a failure is asked again next time). */
export function currentUserOf(api: ApiClient): Promise<CurrentUser | null> {
  return asked.get(api) ?? (loadCurrentUser(api).catch(() => null) as Promise<CurrentUser | null>)
}

/** Forgets the cached caller (after the profile changed). */
export function forgetCurrentUser(api: ApiClient): void {
  asked.delete(api)
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

/** The caller's role codes, or undefined while loading. */
export function useCurrentRoles(): string[] | undefined {
  return useCurrentUser()?.roles
}

export const isSupplier = (user: CurrentUser | null | undefined): boolean => !!user?.supplyid
/** Signed-in staff; false while the caller is still loading, so staff-only parts (the supplier
 * filter and its lookup, which a supplier may not call) are not drawn for a supplier meanwhile. */
export const isStaff = (user: CurrentUser | null | undefined): boolean => !!user && !user.supplyid
