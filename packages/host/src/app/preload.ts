// What the portal draws after sign-in, fetched while the login page waits for its user and the
// sign-in calls: the route tree, the layout, the home page and the shared stylesheet are chunks
// that otherwise come one after another, each a round trip (and, on a phone, a moment of parsing)
// after the one before. Loading runs nothing that draws: the layout adopts the stylesheet when it
// renders, not when its module loads.
import { sharedStyles } from '../../../elements/src/runtime/stylesheet'

let started = false

export function preloadPortal(): void {
  if (started) return
  started = true
  // a chunk that fails here is fetched again when its page needs it (lazyPage's 重试)
  const quietly = (load: Promise<unknown>) => void load.catch(() => undefined)
  quietly(import('./PortalRoutes'))
  quietly(import('../layout/Layout'))
  quietly(import('../pages/home/HomePage'))
  sharedStyles()
}
