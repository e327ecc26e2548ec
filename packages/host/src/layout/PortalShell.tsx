// Header, sidebar, tab row and the open pages. Every open tab's element stays mounted (hidden when
// inactive) so a cached page keeps its state; past 10 tabs the oldest after Home goes.
import { SESSION_PATHS, clearApiBase, clearSession, screenFor, type CurrentUser } from '@scm/core'
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { Navigate, useLocation, useNavigate } from 'react-router-dom'
import { css } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { api } from '../app/api'
import { systemTitle } from '../app/build-config'
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH } from '../app/guard'
import { canonicalPath, routeEntry, routeTitle } from '../app/route-table'
import { ScreenElement } from '../screen/ScreenElement'
import { screenAttributes } from '../screen/screen-attributes'
import { clearSearchStates, SEARCH_STATE_RESET_PATHS } from '../search-state/search-state'
import { closeTab, homeTab, openTab, retitleTab, tabHref, type PageTab } from '../tabs/tabs'
import { Header } from './Header'
import { menuHolds, type MenuNode } from './menu'
import { readSidebarOpen, writeSidebarOpen } from './sidebar-cookie'
import { Sidebar } from './Sidebar'
import { TabBar } from './TabBar'
import { TabPanel } from './TabPanel'
import { useDevice } from './use-device'
import { useHeaderData } from './use-header-data'
import { lazyPage } from '../app/lazy-page'

const HomePage = lazyPage(() => import('../pages/home/HomePage'))

function allowed(user: CurrentUser | null, roles: string[] | undefined): boolean {
  if (!roles?.length) return true
  const own = Array.isArray(user?.roles) ? (user.roles as string[]) : []
  return roles.some((role) => own.includes(role))
}

export function PortalShell({ menu, user }: { menu: MenuNode[]; user: CurrentUser | null }) {
  const location = useLocation()
  const navigate = useNavigate()
  const device = useDevice()
  const header = useHeaderData()
  const path = canonicalPath(location.pathname)
  const [desktopOpen, setDesktopOpen] = useState(readSidebarOpen)
  const [mobileOpen, setMobileOpen] = useState(false)
  const [tabs, setTabs] = useState<PageTab[]>(() => [homeTab(routeTitle(HOME_PATH))])
  // a remount counter per route: bumping it drops an element's in-memory search state
  const [generations, setGenerations] = useState<Record<string, number>>({})
  const permitted = allowed(user, routeEntry(path)?.roles)
  // a page outside the caller's menu (a typed or stale link) gets a notice, not a screen of refusals
  const granted = useMemo(() => path === HOME_PATH || menuHolds(menu, path, canonicalPath), [menu, path])
  const sidebarOpen = device === 'mobile' ? mobileOpen : desktopOpen

  useEffect(() => {
    if (permitted && granted) setTabs((current) => openTab(current, { path, title: routeTitle(path), search: location.search }))
    setMobileOpen(false)
  }, [path, location.search, permitted, granted])

  const activeTitle = tabs.find((tab) => tab.path === path)?.title ?? routeTitle(path)
  useEffect(() => {
    document.title = activeTitle ? `${activeTitle} - ${systemTitle()}` : systemTitle()
  }, [activeTitle])

  const setSidebarOpen = useCallback(
    (open: boolean) => {
      if (device === 'mobile') setMobileOpen(open)
      else {
        setDesktopOpen(open)
        writeSidebarOpen(open)
      }
    },
    [device],
  )

  const openFromSidebar = (target: string) => {
    clearSearchStates()
    setGenerations((current) => {
      const next = { ...current }
      for (const reset of SEARCH_STATE_RESET_PATHS) if (tabs.some((tab) => tab.path === reset)) next[reset] = (next[reset] ?? 0) + 1
      return next
    })
    navigate(target)
  }

  const close = (tab: PageTab) => {
    const result = closeTab(tabs, tab.path, path)
    setTabs(result.tabs)
    if (result.activate) navigate(tabHref(result.activate))
  }

  async function logout() {
    await api.post(SESSION_PATHS.logout, undefined, { silent: true }).catch(() => undefined)
    clearSession()
    clearApiBase()
    navigate(LOGIN_PATH, { replace: true })
  }

  if (!permitted) return <Navigate to={NOT_FOUND_PATH} replace />

  return (
    <div className={css({ display: 'flex', height: '100vh', overflow: 'hidden', bg: 'gray.50' })}>
      <Sidebar menu={menu} open={sidebarOpen} device={device} activePath={path} onItem={openFromSidebar} onOpenChange={setSidebarOpen} />
      <div className={css({ display: 'flex', flexDirection: 'column', flex: '1', minWidth: 0 })}>
        <Header
          user={user}
          data={header}
          device={device}
          path={path}
          pageTitle={activeTitle}
          sidebarOpen={sidebarOpen}
          onToggleSidebar={() => setSidebarOpen(!sidebarOpen)}
          onOpen={(target) => navigate(target)}
          onLogout={logout}
        />
        <main className={css({ display: 'flex', flexDirection: 'column', flex: '1', minHeight: 0 })}>
          <h1 className={css({ srOnly: true })}>{activeTitle}</h1>
          <TabBar tabs={tabs} activePath={path} onSelect={(tab) => navigate(tabHref(tab))} onClose={close} />
          <div className={css({ position: 'relative', flex: '1', minHeight: 0 })}>
            {granted ? null : <NotGranted title={activeTitle} onHome={() => navigate(HOME_PATH)} />}
            {tabs.map((tab) => {
              const active = tab.path === path
              if (tab.path === HOME_PATH) {
                return (
                  <TabPanel key={tab.path} path={tab.path} active={active}>
                    <Suspense fallback={null}>
                      <HomePage active={active} onOpen={(target) => navigate(target)} />
                    </Suspense>
                  </TabPanel>
                )
              }
              const screen = screenFor(tab.path)
              if (!screen) return null
              return (
                <TabPanel key={`${tab.path}#${generations[tab.path] ?? 0}`} path={tab.path} active={active}>
                  <ScreenElement
                    tag={screen.tag}
                    attributes={{ ...screen.attributes, ...screenAttributes(tab.search) }}
                    onNavigate={(target) => navigate(target)}
                    onTitle={(title) => setTabs((current) => retitleTab(current, tab.path, title))}
                  />
                </TabPanel>
              )
            })}
          </div>
        </main>
      </div>
    </div>
  )
}

const notice = {
  box: css({ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: '3', color: 'gray.600' }),
  heading: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'gray.800' }),
}

function NotGranted({ title, onHome }: { title: string; onHome: () => void }) {
  return (
    <section role="alert" aria-label="无权访问" className={notice.box}>
      <h2 className={notice.heading}>无权访问</h2>
      <p>您没有「{title}」页面的权限，请联系系统管理员授权。</p>
      <button type="button" className={button({ variant: 'primary', size: 'default' })} onClick={onHome}>
        返回首页
      </button>
    </section>
  )
}
