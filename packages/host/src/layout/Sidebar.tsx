// The server-driven sidebar: 210px, black with white text; on desktop a closed sidebar is an icon
// rail, on mobile an open one is a drawer over a backdrop that closes it on click.
import { menuIcons } from '@scm/core'
import { useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { Icon } from './icons'
import { menuTrail, visibleChildren, type MenuNode } from './menu'
import type { DeviceMode } from './use-device'

export interface SidebarProps {
  menu: MenuNode[]
  open: boolean
  device: DeviceMode
  activePath: string
  onItem: (path: string) => void
  onOpenChange: (open: boolean) => void
}

const itemBase = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  width: '100%',
  minHeight: '44px',
  px: '4',
  color: 'white',
  bg: 'transparent',
  border: 'none',
  fontSize: 'sm',
  textAlign: 'left',
  cursor: 'pointer',
  textDecoration: 'none',
  _hover: { bg: 'gray.800' },
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.400', outlineOffset: '-2px' },
})
const itemActive = css({ color: 'blue.300', bg: 'gray.900' })
const label = css({ flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })

function groupIcon(node: MenuNode): string {
  return node.icon || menuIcons[node.id] || 'order'
}

export function Sidebar({ menu, open, device, activePath, onItem, onOpenChange }: SidebarProps) {
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set(menuTrail(menu, activePath)))
  const rail = device === 'desktop' && !open

  // the groups holding the current page open as the page changes
  useEffect(() => {
    const trail = menuTrail(menu, activePath)
    if (trail.length) setExpanded((current) => (trail.every((id) => current.has(id)) ? current : new Set([...current, ...trail])))
  }, [menu, activePath])

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  function renderNode(node: MenuNode, depth: number) {
    const children = visibleChildren(node)
    const indent = { paddingLeft: `${16 + depth * 14}px` }
    if (children.length === 0) {
      const active = node.path === activePath
      return (
        <li key={node.id}>
          <a
            href={node.path}
            className={cx(itemBase, active && itemActive)}
            style={indent}
            aria-current={active ? 'page' : undefined}
            title={rail ? node.authName : undefined}
            onClick={(event) => {
              event.preventDefault()
              onItem(node.path)
            }}
          >
            {depth === 0 ? <Icon name={groupIcon(node)} /> : null}
            <span className={rail ? css({ srOnly: true }) : label}>{node.authName}</span>
          </a>
        </li>
      )
    }
    const isOpen = expanded.has(node.id) && !rail
    const listId = `menu-${node.id}`
    return (
      <li key={node.id}>
        <button
          type="button"
          className={itemBase}
          style={indent}
          aria-expanded={isOpen}
          aria-controls={listId}
          title={rail ? node.authName : undefined}
          onClick={() => {
            if (rail) {
              onOpenChange(true)
              setExpanded((current) => new Set([...current, node.id]))
            } else toggle(node.id)
          }}
        >
          {depth === 0 ? <Icon name={groupIcon(node)} /> : null}
          <span className={rail ? css({ srOnly: true }) : label}>{node.authName}</span>
          {rail ? null : (
            <Icon name="chevron" size={12} className={cx(css({ transition: 'transform 0.2s' }), isOpen && css({ transform: 'rotate(90deg)' }))} />
          )}
        </button>
        <ul id={listId} hidden={!isOpen} className={css({ listStyle: 'none', m: 0, p: 0, bg: 'black' })}>
          {children.map((child) => renderNode(child, depth + 1))}
        </ul>
      </li>
    )
  }

  const mobile = device === 'mobile'
  return (
    <>
      {mobile && open ? (
        <div
          data-testid="sidebar-backdrop"
          aria-hidden="true"
          className={css({ position: 'fixed', inset: 0, bg: 'rgba(0,0,0,0.3)', zIndex: 999 })}
          onClick={() => onOpenChange(false)}
        />
      ) : null}
      <nav
        aria-label="主菜单"
        data-open={open ? 'true' : 'false'}
        className={cx(
          css({ bg: 'black', color: 'white', flexShrink: 0, overflowY: 'auto', overflowX: 'hidden', transition: 'width 0.2s, transform 0.2s', height: '100%' }),
          mobile
            ? css({ position: 'fixed', top: 0, left: 0, bottom: 0, width: '210px', zIndex: 1000 })
            : open
              ? css({ width: '210px' })
              : css({ width: '54px' }),
          mobile && !open && css({ transform: 'translateX(-100%)', visibility: 'hidden' }),
        )}
      >
        <ul className={css({ listStyle: 'none', m: 0, p: 0, py: '2' })}>{menu.map((node) => renderNode(node, 0))}</ul>
      </nav>
    </>
  )
}
