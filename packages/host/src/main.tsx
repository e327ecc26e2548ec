// The portal's entry (bundled by the elements build into /elements/host.js, sharing the one React
// chunk with every element): page-wide event handling, runtime configuration, then routes. The
// Panda stylesheet is adopted by the layout (src/layout/Layout.tsx), not here: /login stays small.
import { loadRuntimeConfig, messages } from '@scm/core'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { ensureToaster } from '../../elements/src/runtime/toaster/mount'
import { App } from './app/App'
import { systemTitle } from './app/build-config'
import { installPageEvents } from './app/page-events'
import { showPendingExpiry } from './app/session-expiry'

installPageEvents()
showPendingExpiry()
document.title = systemTitle()
// the toast element is its own chunk: fetch it when a message needs showing (every message asks:
// once the element is defined this does nothing, and a chunk that failed to load is tried again)
messages.subscribe((message) => {
  if (message) ensureToaster()
})
if (messages.current()) ensureToaster()

// The API base must be known before the first call: the client waits for this read (core's
// whenConfigured), and so do the pages that read the base as they draw (App.tsx); the login page
// is drawn at once, a round trip sooner.
loadRuntimeConfig().catch((error: unknown) => {
  messages.show(error instanceof Error ? error.message : '网络错误，链接超时', 'error')
})
createRoot(document.getElementById('app')!).render(
  <BrowserRouter>
    <App />
  </BrowserRouter>,
)
