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

/** Set while a full-page move to /login carries the message over (the toast would die with the page). */
const PENDING_KEY = 'scm-expired'

export function expireSession(): void {
  // the bus shows nothing if the client already showed this (one message at a time)
  messages.show(UNAUTHORIZED_TEXT, 'error')
  clearSession()
  if (goToLogin) return goToLogin()
  // the router is not up yet (a call answered 401 while the page was still loading)
  try {
    globalThis.sessionStorage?.setItem(PENDING_KEY, '1')
  } catch {
    // no storage: the login page simply shows no message
  }
  globalThis.location?.assign('/login')
}

/** After a full-page move to /login for an ended session: shows its message there once. */
export function showPendingExpiry(): void {
  try {
    if (globalThis.sessionStorage?.getItem(PENDING_KEY) !== '1') return
    globalThis.sessionStorage.removeItem(PENDING_KEY)
  } catch {
    return
  }
  messages.show(UNAUTHORIZED_TEXT, 'error')
}
