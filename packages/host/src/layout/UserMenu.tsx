// The welcome text as a menu button: 个人中心 and 退出登录 (keyboard: Enter/Space/ArrowDown opens,
// Escape closes, arrows move between items).
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { css } from 'styled-system/css'
import { plainButton } from './header-styles'

export interface UserMenuProps {
  userName: string
  compact: boolean
  onProfile: () => void
  onLogout: () => void
}

const menuItem = css(plainButton, {
  display: 'block',
  width: '100%',
  textAlign: 'left',
  px: '4',
  py: '2',
  fontSize: 'sm',
  color: 'gray.800',
  _focusVisible: { bg: 'gray.100', outline: 'none' },
})

export function UserMenu({ userName, compact, onProfile, onLogout }: UserMenuProps) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', close)
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus()
    return () => document.removeEventListener('mousedown', close)
  }, [open])

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])]
    const index = items.indexOf(document.activeElement as HTMLButtonElement)
    if (event.key === 'Escape') {
      setOpen(false)
      trigger.current?.focus()
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      items[(index + step + items.length) % items.length]?.focus()
    }
  }

  const choose = (action: () => void) => () => {
    setOpen(false)
    action()
  }

  return (
    <div ref={root} className={css({ position: 'relative' })} onKeyDown={open ? onMenuKey : undefined}>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((v) => !v)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            setOpen(true)
          }
        }}
        className={css({ display: 'flex', alignItems: 'center', gap: '1', bg: 'transparent', border: 'none', cursor: 'pointer', fontSize: 'sm', color: 'gray.700', px: '1', py: '1', borderRadius: 'sm', _focusVisible: { outline: '2px solid', outlineColor: 'blue.400' } })}
      >
        <span className={compact ? css({ srOnly: true }) : undefined}>欢迎您，{userName}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div
          id="user-menu"
          role="menu"
          aria-label="用户菜单"
          className={css({ position: 'absolute', right: 0, top: '100%', mt: '1', minWidth: '120px', bg: 'white', borderWidth: '1px', borderColor: 'gray.200', borderRadius: 'sm', boxShadow: 'md', py: '1', zIndex: 1100 })}
        >
          <button type="button" role="menuitem" className={menuItem} onClick={choose(onProfile)}>
            个人中心
          </button>
          <button type="button" role="menuitem" className={menuItem} onClick={choose(onLogout)}>
            退出登录
          </button>
        </div>
      ) : null}
    </div>
  )
}
