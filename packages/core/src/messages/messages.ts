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
}

export const DEFAULT_MESSAGE_DURATION = 3000

function createMessageBus(): MessageBus {
  let shown: PageMessage | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  let duration = DEFAULT_MESSAGE_DURATION
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

  const bus: MessageBus = {
    show(text, type = 'info', options) {
      if (shown || !text) return false
      shown = { id: nextId++, text, type }
      const ms = options?.duration ?? duration
      if (ms > 0) {
        const id = shown.id
        timer = setTimeout(() => {
          if (shown?.id === id) bus.dismiss()
        }, ms)
        // under Node a pending message must not keep the process alive
        ;(timer as { unref?: () => void }).unref?.()
      }
      notify()
      return true
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
