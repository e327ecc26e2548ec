// Everything behind sign-in: every group of core's route tree redirecting to its default child,
// its built screens inside ONE shared layout (so open tabs stay mounted across groups), and /404
// for the rest. A screen that is not built has no route here, so it lands on /404.
import { screenFor } from '@scm/core'
import { Navigate, Route, Routes } from 'react-router-dom'
import { HOME_PATH, NOT_FOUND_PATH } from './guard'
import { allRouteEntries, nestedAliases } from './route-table'
import { lazyPage } from './lazy-page'

const Layout = lazyPage(() => import('../layout/Layout'))

const entries = allRouteEntries()
const groups = entries.filter((entry) => entry.redirect)
const screenPaths = entries.filter((entry) => !entry.redirect && screenFor(entry.path)).map((entry) => entry.path)

export default function PortalRoutes() {
  return (
    <Routes>
      {groups.map((group) => (
        <Route key={group.path} path={group.path} element={<Navigate to={group.redirect!} replace />} />
      ))}
      {nestedAliases().map(({ from, to }) => (
        <Route key={from} path={from} element={<Navigate to={to} replace />} />
      ))}
      <Route element={<Layout />}>
        <Route path={HOME_PATH} element={null} />
        {screenPaths.map((path) => (
          <Route key={path} path={path} element={null} />
        ))}
      </Route>
      <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
    </Routes>
  )
}
