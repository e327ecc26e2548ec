import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { tabs } from 'styled-system/recipes'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  items: TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  'aria-label'?: string
  /** Keep hidden panels mounted (a screen keeps its three tab states, spec §3). Default true. */
  keepMounted?: boolean
}

// Keys of the WAI-ARIA tabs pattern (automatic activation): the arrows, Home and End move to a tab
// and select it, skipping disabled ones.
const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
}

/** Tabs: one tab in the Tab order, arrows move between tabs, panels stay mounted so each keeps its state. */
export function Tabs({ items, value, defaultValue, onValueChange, keepMounted = true, ...aria }: TabsProps) {
  const cls = tabs()
  const id = useId()
  const [own, setOwn] = useState(defaultValue ?? items.find((item) => !item.disabled)?.value)
  const current = value ?? own
  const tabRefs = useRef(new Map<string, HTMLButtonElement>())
  const enabled = items.filter((item) => !item.disabled)
  const select = (next: string) => {
    if (next === current) return
    setOwn(next)
    onValueChange?.(next)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[e.key]
    if (!move || !enabled.length) return
    e.preventDefault()
    const at = Math.max(0, enabled.findIndex((item) => item.value === current))
    const next = enabled[move(at, enabled.length)]!
    tabRefs.current.get(next.value)?.focus()
    select(next.value)
  }
  const tabId = (item: TabItem) => `${id}-tab-${item.value}`
  const panelId = (item: TabItem) => `${id}-panel-${item.value}`
  return (
    <div className={cls.root}>
      <div className={cls.list} role="tablist" aria-label={aria['aria-label']} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item.value === current
          return (
            <button
              key={item.value}
              ref={(el) => {
                if (el) tabRefs.current.set(item.value, el)
                else tabRefs.current.delete(item.value)
              }}
              type="button"
              role="tab"
              id={tabId(item)}
              className={cls.trigger}
              aria-selected={selected}
              aria-controls={selected || keepMounted ? panelId(item) : undefined}
              data-selected={selected || undefined}
              tabIndex={selected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.value)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {items.map((item) => {
        const selected = item.value === current
        if (!selected && !keepMounted) return null
        return (
          <div
            key={item.value}
            role="tabpanel"
            id={panelId(item)}
            className={cls.content}
            aria-labelledby={tabId(item)}
            tabIndex={0}
            hidden={!selected}
          >
            {item.content}
          </div>
        )
      })}
    </div>
  )
}
