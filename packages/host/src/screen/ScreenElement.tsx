// Renders a screen by its custom-element tag, exactly as a third-party page would: the tag, its
// attributes, and listeners for the events the element contract defines. /elements/autoload.js
// loads the element's chunk when the tag appears.
import { createElement, useEffect, useRef } from 'react'

export interface ScreenElementProps {
  tag: string
  attributes: Record<string, string>
  /** scm-navigate {path}: the element asks the portal to open a route. */
  onNavigate?: (path: string) => void
  /** scm-title {title}: the element names what it shows. */
  onTitle?: (title: string) => void
}

function detailOf<T>(event: Event): Partial<T> {
  const detail = (event as CustomEvent).detail
  return detail && typeof detail === 'object' ? (detail as Partial<T>) : {}
}

export function ScreenElement({ tag, attributes, onNavigate, onTitle }: ScreenElementProps) {
  const box = useRef<HTMLDivElement>(null)
  const handlers = useRef({ onNavigate, onTitle })
  handlers.current = { onNavigate, onTitle }

  useEffect(() => {
    const node = box.current
    if (!node) return
    const navigate = (event: Event) => {
      const { path } = detailOf<{ path: string }>(event)
      if (typeof path === 'string' && path) handlers.current.onNavigate?.(path)
    }
    const title = (event: Event) => {
      const { title: text } = detailOf<{ title: string }>(event)
      if (typeof text === 'string') handlers.current.onTitle?.(text)
    }
    node.addEventListener('scm-navigate', navigate)
    node.addEventListener('scm-title', title)
    return () => {
      node.removeEventListener('scm-navigate', navigate)
      node.removeEventListener('scm-title', title)
    }
  }, [])

  return <div ref={box} data-screen={tag}>{createElement(tag, attributes)}</div>
}
