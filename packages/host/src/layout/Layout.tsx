// The shared layout of every signed-in page: a loading state until the menu request succeeds
// (on failure the session is cleared and the user goes to /login), then header, sidebar, tabs,
// breadcrumbs and one panel per open tab.
import { SESSION_PATHS, clearSession, getCurrentUser, setCurrentUser, type CurrentUser } from '@scm/core'
import { useEffect, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { adoptSharedStyles, whenStylesReady } from '../../../elements/src/runtime/stylesheet'
import { api } from '../app/api'
import { LOGIN_PATH } from '../app/guard'
import { PageLoading } from '../app/PageLoading'
import type { MenuNode } from './menu'
import { PortalShell } from './PortalShell'

export default function Layout() {
  // the portal's Panda stylesheet (shared with every element) goes into the document with the
  // layout, not when its module loads: the login page loads it ahead (app/preload.ts) unstyled by it
  adoptSharedStyles(document)
  const navigate = useNavigate()
  const [menu, setMenu] = useState<MenuNode[] | null>(null)
  const [user, setUser] = useState<CurrentUser | null>(getCurrentUser)
  const [styled, setStyled] = useState(false)

  useEffect(() => {
    let current = true
    whenStylesReady().then(() => current && setStyled(true))
    api.get<MenuNode[]>(SESSION_PATHS.menu, { timestamp: true }).then(
      (tree) => {
        if (current) setMenu(Array.isArray(tree) ? tree : [])
      },
      () => {
        if (!current) return
        clearSession()
        navigate(LOGIN_PATH, { replace: true })
      },
    )
    // a session from before a reload keeps its user; otherwise ask once
    if (!getCurrentUser()) {
      api.get(SESSION_PATHS.currentUser, { timestamp: true, silent: true }).then(
        (data) => {
          if (current) setUser(setCurrentUser(data))
        },
        () => undefined,
      )
    }
    return () => {
      current = false
    }
  }, [navigate])

  if (!menu || !styled) return <PageLoading text="正在加载菜单…" />
  return <PortalShell menu={menu} user={user} />
}
