import { getToken } from '@scm/core'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { guardRedirect } from './guard'

/** Spec §2 "Navigation guard", applied to every route before anything renders. */
export function RouteGuard() {
  const { pathname } = useLocation()
  const target = guardRedirect(pathname, Boolean(getToken()))
  return target ? <Navigate to={target} replace /> : <Outlet />
}
