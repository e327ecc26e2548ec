// The SLA settings the marks are measured with (working calendar, warning time in business hours),
// read from the system parameters: by the home widget here, by the screens through GetSlaSettings.
import { SLA_SETTINGS_PATH, workbillDocument } from '@scm/core/crm'
import { SLA_PARAMS, type SlaSettings } from '@scm/core/business'
import { Hono } from 'hono'
import type { Db } from '../../db'
import { CUSTOMER_OWNED, ok, requireFn, type AppEnv } from '../../http'
import { readNumberParam } from '../../platform/params'
import { serviceCalendar } from './workbill'

export async function serviceSlaSettings(db: Db): Promise<SlaSettings> {
  const [calendar, warnHours] = await Promise.all([serviceCalendar(db), readNumberParam(db, SLA_PARAMS.warn.key, Number(SLA_PARAMS.warn.value))])
  return { calendar, warnHours }
}

/** GET /api/SeWorkbill/GetSlaSettings: for whoever may open work orders (a customer his own). */
export const slaSettingsRoutes = new Hono<AppEnv>()
slaSettingsRoutes.get(SLA_SETTINGS_PATH, requireFn(workbillDocument.fn, CUSTOMER_OWNED), async (c) => ok(c, await serviceSlaSettings(c.get('db'))))
