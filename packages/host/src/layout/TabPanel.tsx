// One open page. Inactive panels stay mounted but hidden, so an element keeps its state (filters,
// page, half-typed form) while its tab is open; the panel's own scroll offset is put back on return.
import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { css } from 'styled-system/css'
import { panelId, tabId } from './TabBar'

export function TabPanel({ path, active, children }: { path: string; active: boolean; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null)
  const scrollTop = useRef(0)

  useLayoutEffect(() => {
    if (active && box.current) box.current.scrollTop = scrollTop.current
  }, [active])

  return (
    <div
      ref={box}
      id={panelId(path)}
      role="tabpanel"
      aria-labelledby={tabId(path)}
      hidden={!active}
      data-path={path}
      onScroll={(event) => {
        scrollTop.current = event.currentTarget.scrollTop
      }}
      className={css({ position: 'absolute', inset: 0, overflow: 'auto', p: { base: '2', md: '3' } })}
    >
      {children}
    </div>
  )
}
