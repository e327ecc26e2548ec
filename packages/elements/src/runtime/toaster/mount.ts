// The page-wide toast: ONE `<scm-toaster>` in document.body however many elements (and bundles)
// the page holds. Its definition is a separate chunk, fetched when the first element connects.

import { messages } from '@scm/core'

export const TOASTER_TAG = 'scm-toaster' as const

const LOADING_KEY = Symbol.for('scm.portal.toaster')
type LoadingHolder = typeof globalThis & { [LOADING_KEY]?: Promise<unknown> }

/** Puts the toaster into the page once and makes sure its element gets defined. */
export function ensureToaster(): void {
  if (typeof document === 'undefined' || !document.body) return
  const holder = globalThis as LoadingHolder
  if (!customElements.get(TOASTER_TAG) && !holder[LOADING_KEY]) {
    // a message shown meanwhile waits for the toast, however slow the page (not a fixed time)
    const arrived = messages.displayComing()
    holder[LOADING_KEY] = import('./toaster-element')
      .then((m) => m.defineToaster())
      .catch((error: unknown) => {
        delete holder[LOADING_KEY] // let a later element try again
        console.error('消息组件加载失败', error)
      })
      .finally(arrived)
  }
  if (!document.querySelector(TOASTER_TAG)) document.body.append(document.createElement(TOASTER_TAG))
}
