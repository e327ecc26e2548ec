// The routes of spec §2. This entry part holds only what /login needs: the guard, the public
// pages and / → /home; everything behind sign-in (the route tree, layout, screens, /404 for
// unknown paths) is the lazily loaded PortalRoutes, so the login page stays small.
import { Suspense, useEffect } from 'react'
import { whenConfigured } from '@scm/core'
import { Navigate, Route, Routes, useNavigate } from 'react-router-dom'
import { HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH } from './guard'
import { PageLoading } from './PageLoading'
import { RouteGuard } from './RouteGuard'
import { onSessionExpired } from './session-expiry'
import { lazyPage } from './lazy-page'

/** A page's chunk, drawn once the runtime configuration is in too: its elements and links read the API base as they draw. */
const configured = <M,>(load: () => Promise<M>) => () => Promise.all([load(), whenConfigured()]).then(([page]) => page)

const PortalRoutes = lazyPage(configured(() => import('./PortalRoutes')))
const PublicScreen = lazyPage(configured(() => import('./PublicScreen')))
const GetKeyPage = lazyPage(configured(() => import('../pages/get-key/GetKeyPage')))
// these read no API base as they draw (their calls wait in the client)
const LoginPage = lazyPage(() => import('../pages/login/LoginPage'))
const ResetPwdPage = lazyPage(() => import('../pages/reset-pwd/ResetPwdPage'))
const NotFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'))

export function App() {
  const navigate = useNavigate()
  useEffect(() => onSessionExpired(() => navigate(LOGIN_PATH, { replace: true })), [navigate])

  return (
    <Suspense fallback={<PageLoading />}>
      <Routes>
        <Route element={<RouteGuard />}>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route path="/resetPwd" element={<ResetPwdPage />} />
          <Route path={NOT_FOUND_PATH} element={<NotFoundPage />} />
          <Route path="/getKey" element={<GetKeyPage />} />
          <Route path="/receive/:id" element={<PublicScreen pattern="/receive/:id" />} />
          <Route path="/order/authEmail" element={<PublicScreen pattern="/order/authEmail" />} />
          <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
          <Route path="*" element={<PortalRoutes />} />
        </Route>
      </Routes>
    </Suspense>
  )
}
