import type { ApiClient } from '@scm/core'
import { useApi } from '../../../runtime'
import type { Me } from './types'
import { useLoad } from './use-load'

const asked = new WeakMap<ApiClient, Promise<Me | null>>()

/** The caller (GET /User/User/GetCurrentUser, first entry), asked once per client. */
export function currentUserOf(api: ApiClient): Promise<Me | null> {
  let me = asked.get(api)
  if (!me) {
    me = api
      .get<Me[]>('/User/User/GetCurrentUser', { timestamp: true, silent: true })
      .then((list) => list[0] ?? null)
      .catch(() => {
        asked.delete(api)
        return null
      })
    asked.set(api, me)
  }
  return me
}

/** Forgets the cached caller (after the profile changed). */
export function forgetCurrentUser(api: ApiClient): void {
  asked.delete(api)
}

export function useMe() {
  const api = useApi()
  return useLoad((a) => currentUserOf(a), api ? 'me' : null)
}

/** The caller's role codes, or undefined while loading. */
export function useCurrentRoles(): string[] | undefined {
  return useMe().data?.roles
}
