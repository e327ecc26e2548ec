// Header: sidebar toggle, breadcrumbs, company name, unread mail → /mail/inbox, avatar →
// /MySelf/personal, 欢迎您，<UserName> with the logout menu.
import type { CurrentUser } from '@scm/core'
import { getApiBase } from '@scm/core'
import { css } from 'styled-system/css'
import { Breadcrumbs } from './Breadcrumbs'
import { plainButton } from './header-styles'
import { Icon } from './icons'
import { UserMenu } from './UserMenu'
import type { DeviceMode } from './use-device'
import type { HeaderData } from './use-header-data'

export interface HeaderProps {
  user: CurrentUser | null
  data: HeaderData
  device: DeviceMode
  path: string
  pageTitle?: string
  sidebarOpen: boolean
  onToggleSidebar: () => void
  onOpen: (path: string) => void
  onLogout: () => void
}

const iconButton = css(plainButton, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  minWidth: '36px',
  height: '36px',
  borderRadius: 'sm',
  color: 'gray.600',
  _focusVisible: { outline: '2px solid', outlineColor: 'blue.400' },
})

function avatarUrl(images: string): string {
  if (!images || /^(https?:|data:|blob:|\/)/.test(images)) return images
  return `${getApiBase()}/${images}`
}

export function Header({ user, data, device, path, pageTitle, sidebarOpen, onToggleSidebar, onOpen, onLogout }: HeaderProps) {
  const mobile = device === 'mobile'
  const userName = user?.UserName || user?.usercode?.toString() || ''
  const avatar = avatarUrl(user?.Images ?? '')
  return (
    <header className={css({ display: 'flex', alignItems: 'center', gap: '2', height: '50px', px: '2', bg: 'white', borderBottomWidth: '1px', borderColor: 'gray.200', flexShrink: 0 })}>
      <button type="button" className={iconButton} aria-label={sidebarOpen ? '收起菜单' : '展开菜单'} aria-expanded={sidebarOpen} onClick={onToggleSidebar}>
        <Icon name="menu" size={20} />
      </button>
      {mobile ? null : <Breadcrumbs path={path} title={pageTitle} />}
      <div className={css({ flex: '1' })} />
      {data.company && !mobile ? (
        <span data-testid="company-name" className={css({ fontSize: 'sm', color: 'gray.700', fontWeight: 'medium', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '320px' })}>
          {data.company}
        </span>
      ) : null}
      {data.mailHidden ? null : (
        <button type="button" className={iconButton} aria-label={`站内信，未读 ${data.unread} 封`} onClick={() => onOpen('/mail/inbox')}>
          <Icon name="mail" size={20} />
          {data.unread > 0 ? (
            <span
              data-testid="unread-count"
              aria-hidden="true"
              className={css({ position: 'absolute', top: '2px', right: '0', minWidth: '16px', height: '16px', px: '1', borderRadius: 'full', bg: 'red.500', color: 'white', fontSize: '10px', lineHeight: '16px', textAlign: 'center' })}
            >
              {data.unread > 99 ? '99+' : data.unread}
            </span>
          ) : null}
        </button>
      )}
      <button type="button" className={iconButton} aria-label="个人资料" onClick={() => onOpen('/MySelf/personal')}>
        {avatar ? (
          <img src={avatar} alt="" width={28} height={28} className={css({ borderRadius: 'full', objectFit: 'cover' })} />
        ) : (
          <span aria-hidden="true" className={css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', width: '28px', height: '28px', borderRadius: 'full', bg: 'blue.600', color: 'white', fontSize: 'sm' })}>
            {userName.slice(0, 1) || <Icon name="user" />}
          </span>
        )}
      </button>
      <UserMenu userName={userName} compact={mobile} onProfile={() => onOpen('/MySelf/personal')} onLogout={onLogout} />
    </header>
  )
}
