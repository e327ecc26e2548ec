import { Hono } from 'hono'
import { asc, eq } from 'drizzle-orm'
import type { AppEnv } from '../../http/context'
import { ok } from '../../http/envelope'
import { signedIn } from '../../http/grants'
import { sysCompany } from '../../identity/org-schema'
import { readParam } from '../../platform/params'
import { sysParam } from '../../platform/schema'

/** Calls the layout makes on start for every user (signedIn: no screen of their own): company info, web config, runtime config. */
export const portalRoutes = new Hono<AppEnv>()

/** Data: [{co_desc, co_addr, co_rep_title, remark}] — the enterprise first. */
portalRoutes.get('/api/SysConfig/GetSys_Company', signedIn, async (c) => {
  const rows = await c
    .get('db')
    .select({ co_desc: sysCompany.coDesc, co_addr: sysCompany.coAddr, co_rep_title: sysCompany.coRepTitle, remark: sysCompany.remark })
    .from(sysCompany)
    .orderBy(asc(sysCompany.id))
  return ok(c, rows)
})

/**
 * Data: the `web` group of sys_param as rows {name, value, remark}: title (page title), home
 * (home page variant: scm | file | gonghua), show_mail (1 shows the header's mail icon and count)…
 */
portalRoutes.get('/api/SysConfig/Getsys_webconfig', signedIn, async (c) => {
  const rows = await c
    .get('db')
    .select({ name: sysParam.paramKey, value: sysParam.paramValue, remark: sysParam.remark })
    .from(sysParam)
    .where(eq(sysParam.paramGroup, 'web'))
    .orderBy(asc(sysParam.paramKey))
  return ok(c, rows)
})

/** Public: the runtime configuration a page loads before anything else (core loadRuntimeConfig). */
portalRoutes.get('/api/test/getconfig', async (c) => {
  const db = c.get('db')
  return ok(c, {
    ApiBase: c.get('config').apiBase,
    title: await readParam(db, 'title', 'SCM 供应链协同平台'),
    home: await readParam(db, 'home', 'scm'),
  })
})
