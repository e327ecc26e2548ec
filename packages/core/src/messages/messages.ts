// The page-wide message bus. Several bundles on one page (host, element chunks, an IIFE build)
// must share one bus, so it lives on globalThis under a registered Symbol.

export type MessageType = 'error' | 'success' | 'info'

export interface PageMessage {
  id: number
  text: string
  type: MessageType
}

export type MessageListener = (message: PageMessage | null) => void

export interface MessageBus {
  /** Shows a message unless one is already displayed (spec §8); true when it was shown. */
  show(text: string, type?: MessageType, options?: { duration?: number }): boolean
  subscribe(listener: MessageListener): () => void
  current(): PageMessage | null
  dismiss(): void
  /** Milliseconds before a message goes by itself; 0 keeps it until dismissed. */
  setDuration(ms: number): void
  /** A view that shows messages is on the page; returns its removal. */
  attachDisplay(): () => void
  /** The view has put this message on screen: its time starts now. */
  displayed(id: number): void
  /**
   * A view is on its way (its chunk is loading): until the returned function is called, a message
   * waits for it however long the load takes, rather than timing out unseen on a slow page.
   */
  displayComing(): () => void
}

export const DEFAULT_MESSAGE_DURATION = 3000
/** Extra time a message waits while no view is on the page yet (the toast is a chunk of its own,
 *  fetched with the first message; on a slow page it must not time out before it is seen). */
export const DISPLAY_GRACE = 10_000

function createMessageBus(): MessageBus {
  let shown: PageMessage | null = null
  let shownFor = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let duration = DEFAULT_MESSAGE_DURATION
  let displays = 0
  let coming = 0
  /** The current message has been put on screen by a view. */
  let onScreen = false
  let nextId = 1
  const listeners = new Set<MessageListener>()

  const notify = () => {
    for (const listener of [...listeners]) {
      try {
        listener(shown)
      } catch {
        // one broken listener must not silence the others
      }
    }
  }

  const countDown = (id: number, ms: number) => {
    if (timer !== undefined) clearTimeout(timer)
    timer = setTimeout(() => {
      if (shown?.id === id) bus.dismiss()
    }, ms)
    // under Node a pending message must not keep the process alive
    ;(timer as { unref?: () => void }).unref?.()
  }

  /** The time of a message not yet on screen: none while a view is loading, a grace while none is on the page. */
  const awaitView = () => {
    if (!shown || onScreen || shownFor <= 0) return
    if (coming) {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    } else countDown(shown.id, displays > 0 ? shownFor : shownFor + DISPLAY_GRACE)
  }

  const bus: MessageBus = {
    show(text, type = 'info', options) {
      if (shown || !text) return false
      shown = { id: nextId++, text, type }
      shownFor = options?.duration ?? duration
      onScreen = false
      awaitView()
      notify()
      return true
    },
    displayComing() {
      coming++
      awaitView()
      let arrived = false
      return () => {
        if (arrived) return
        arrived = true
        coming--
        awaitView()
      }
    },
    attachDisplay() {
      displays++
      let attached = true
      return () => {
        if (attached) displays--
        attached = false
      }
    },
    displayed(id) {
      if (shown?.id !== id) return
      onScreen = true
      if (shownFor > 0) countDown(id, shownFor)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    current: () => shown,
    dismiss() {
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
      if (!shown) return
      shown = null
      notify()
    },
    setDuration(ms) {
      duration = Math.max(0, ms)
    },
  }
  return bus
}

const BUS_KEY = Symbol.for('scm.portal.messages')
const holder = globalThis as typeof globalThis & { [BUS_KEY]?: MessageBus }

export const messages: MessageBus = (holder[BUS_KEY] ??= createMessageBus())
