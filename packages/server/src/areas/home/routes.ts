import { Hono } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { signedIn } from '../../http/grants'
import { readParam } from '../../platform/params'
import { HOME_VARIANTS, homeWidgets, type HomeVariant } from './service'
import { accepts } from '../../http/call-input'

/**
 * GET /api/Home/GetWidgets?home=file|scm|gonghua → Data {home, widgets: [{id, title, link?, count?,
 * items?: [{label, value?, tone?, time?, link?}]}]}: the caller's home widgets (plugin configuration
 * sys_gadget, per home variant and role) with live data; a supplier's figures are its own. `tone`
 * is the status tags' tone of `value` ('error' overdue, 'warning' due soon…).
 * Without `home` the web config's `home` parameter applies.
 */
export const homeRoutes = new Hono<AppEnv>()

const homeQuery = z.object({
  home: z.enum(HOME_VARIANTS, { error: '首页类型只能是 file、scm 或 gonghua' }).optional(),
})

// signedIn: every user has a home page; the widgets follow his role, a supplier's figures his scope.
homeRoutes.get('/api/Home/GetWidgets', signedIn, accepts({ query: homeQuery }), async (c) => {
  const { home: asked } = homeQuery.parse({ home: c.req.query('home') || undefined })
  const db = c.get('db')
  const configured = await readParam(db, 'home', 'scm')
  const home: HomeVariant = asked ?? ((HOME_VARIANTS as readonly string[]).includes(configured) ? (configured as HomeVariant) : 'scm')
  return ok(c, { home, widgets: await homeWidgets(db, c.get('user'), home) })
})
