// One place that ends a session the server no longer accepts: a 401 from the host's own calls
// or an element's scm-unauthorized event. The router registers how to reach /login.
import { clearSession, messages } from '@scm/core'

export const UNAUTHORIZED_TEXT = '登录失效，请登录'

let goToLogin: (() => void) | null = null

/** The router's way to /login; returns the unregister function. */
export function onSessionExpired(handler: () => void): () => void {
  goToLogin = handler
  return () => {
    if (goToLogin === handler) goToLogin = null
  }
}

export function expireSession(): void {
  // the bus shows nothing if the client already showed this (one message at a time)
  messages.show(UNAUTHORIZED_TEXT, 'error')
  clearSession()
  if (goToLogin) goToLogin()
  else globalThis.location?.assign('/login')
}
