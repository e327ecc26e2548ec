import { Hono } from 'hono'
import { screens } from '@scm/core'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { loadGrants, signedIn } from '../../http/grants'
import { openableScreens, userMenu } from './functions'

/** GET /Menu/Menu/GetUserMenuData: the caller's menu tree (menu management calls come with issue 6). */
export const menuRoutes = new Hono<AppEnv>()

// signedIn: the menu is built from the caller's grants, so it has no grant of its own.
menuRoutes.get('/Menu/Menu/GetUserMenuData', signedIn, async (c) => {
  // Read per request: screens registered at runtime (and in tests) show up at once.
  const grants = await loadGrants(c)
  const built = new Set(openableScreens(screens, grants, c.get('routes')).map((s) => s.path))
  return ok(c, await userMenu(c.get('db'), grants, built))
})
