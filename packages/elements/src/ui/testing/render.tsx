import { EnvironmentProvider } from '@ark-ui/react/environment'
import type { ReactNode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, type Root } from 'react-dom/client'
import { adoptSharedStyles, whenStylesReady } from '../../runtime/stylesheet'
import { lazyPartsSettled } from '../lazy-part'

// Renders a piece of the kit the way an element does: inside an open shadow root that has
// adopted the Panda stylesheet, with Ark's environment bound to that root so portalled parts
// (dialogs, selects, menus) land inside it.

export interface Rendered {
  host: HTMLElement
  shadow: ShadowRoot
  rerender: (ui: ReactNode) => void
  unmount: () => void
}

const mounted: Rendered[] = []

/**
 * Waits for the shared stylesheet (fetched as a chunk of its own), renders, then waits until the
 * parts fetched after the first paint (Ark selects, dialogs, calendars: ../lazy-part) are drawn.
 */
export async function renderInShadow(ui: ReactNode): Promise<Rendered> {
  await whenStylesReady()
  const host = document.createElement('div')
  host.dataset.testHost = ''
  document.body.append(host)
  const shadow = host.attachShadow({ mode: 'open' })
  adoptSharedStyles(shadow)
  const container = document.createElement('div')
  shadow.append(container)
  const root: Root = createRoot(container)
  const wrap = (node: ReactNode) => <EnvironmentProvider value={() => shadow}>{node}</EnvironmentProvider>
  flushSync(() => root.render(wrap(ui)))
  const rendered: Rendered = {
    host,
    shadow,
    rerender: (next) => flushSync(() => root.render(wrap(next))),
    unmount: () => {
      root.unmount()
      host.remove()
    },
  }
  mounted.push(rendered)
  await partsDrawn()
  return rendered
}

/** Waits for the lazily fetched parts drawn so far, and for React to draw them. */
export async function partsDrawn(): Promise<void> {
  await lazyPartsSettled()
}

/** Unmounts everything rendered by the test (call in afterEach). */
export function cleanup(): void {
  while (mounted.length) mounted.pop()?.unmount()
}
