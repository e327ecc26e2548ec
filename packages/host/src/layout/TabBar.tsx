// The row of open pages (WAI-ARIA tabs): Home first and never closable, a close mark on every other
// tab. Keyboard: ←/→ move between tabs, Enter/Space open one, Delete closes it (the close mark is
// the mouse's way to the same action, so it stays out of the accessibility tree).
import type { KeyboardEvent } from 'react'
import { css, cx } from 'styled-system/css'
import type { PageTab } from '../tabs/tabs'
import { Icon } from './icons'

export interface TabBarProps {
  tabs: PageTab[]
  activePath: string
  onSelect: (tab: PageTab) => void
  onClose: (tab: PageTab) => void
}

export const tabId = (path: string) => `tab-${path}`
export const panelId = (path: string) => `panel-${path}`

const tabStyle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  height: '26px',
  pl: '3',
  pr: '1',
  borderWidth: '1px',
  borderColor: 'gray.200',
  borderRadius: 'sm',
  bg: 'white',
  fontSize: 'xs',
  color: 'gray.700',
  whiteSpace: 'nowrap',
  flexShrink: 0,
})
const activeTab = css({ bg: 'blue.600', borderColor: 'blue.600', color: 'white' })
const selectButton = css({ bg: 'transparent', border: 'none', color: 'inherit', fontSize: 'inherit', cursor: 'pointer', p: 0, pr: '1', _focusVisible: { outline: '2px solid', outlineColor: 'blue.300' } })
const closeMark = css({ display: 'inline-flex', borderRadius: 'full', p: '0.5', cursor: 'pointer', _hover: { bg: 'rgba(0,0,0,0.15)' } })

export function TabBar({ tabs, activePath, onSelect, onClose }: TabBarProps) {
  function onKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const tab = tabs[index]
    if (event.key === 'Delete' && index > 0) {
      event.preventDefault()
      onClose(tab)
    } else if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      const next = (index + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length
      document.getElementById(tabId(tabs[next].path))?.focus()
    }
  }

  return (
    <div
      role="tablist"
      aria-label="已打开的页面"
      className={css({ display: 'flex', gap: '1', alignItems: 'center', px: '2', py: '1', bg: 'gray.50', borderBottomWidth: '1px', borderColor: 'gray.200', overflowX: 'auto', flexShrink: 0 })}
    >
      {tabs.map((tab, index) => {
        const active = tab.path === activePath
        return (
          <div key={tab.path} className={cx(tabStyle, active && activeTab, index === 0 && css({ pr: '3' }))} data-path={tab.path}>
            <button
              type="button"
              role="tab"
              id={tabId(tab.path)}
              aria-selected={active}
              aria-controls={panelId(tab.path)}
              aria-keyshortcuts={index === 0 ? undefined : 'Delete'}
              tabIndex={active ? 0 : -1}
              className={selectButton}
              onClick={() => onSelect(tab)}
              onKeyDown={(event) => onKey(event, index)}
            >
              {tab.title}
            </button>
            {index === 0 ? null : (
              <span aria-hidden="true" title={`关闭 ${tab.title}`} data-close className={closeMark} onClick={() => onClose(tab)}>
                <Icon name="close" size={10} />
              </span>
            )}
          </div>
        )
      })}
    </div>
  )
}
