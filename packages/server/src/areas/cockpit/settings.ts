import { CLAIM_8D_DAYS, targetParamKey } from '@scm/core/cockpit'
import { nearFrom, parseCalendar, SLA_PARAMS, type BusinessCalendar } from '@scm/core/business'
import { like, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db'
import { sysParam } from '../../platform/schema'

/** What the figures are measured with, from the system parameters (read once per call). */
export interface CockpitSettings {
  /** the service department's working calendar (crm_work_days, crm_work_hours) */
  calendar: BusinessCalendar
  /** open work orders due up to this moment are about to breach: the SLA warning time in business hours from now */
  nearDue: Date
  /** days a supplier has for his 8D after a claim is published */
  claim8dDays: number
  /** targets set by the administrator (cockpit_target_<figure>), by figure id */
  targets: Map<string, number>
}

/** The table the settings are read from: a source of every figure (answers.ts). */
export const SETTINGS_SOURCES = ['sys_param'] as const

const TARGET_PREFIX = targetParamKey('')

export async function readSettings(db: Db, now: Date): Promise<CockpitSettings> {
  const keys = [SLA_PARAMS.days.key, SLA_PARAMS.hours.key, SLA_PARAMS.warn.key, CLAIM_8D_DAYS.key]
  const rows = await db
    .select({ key: sysParam.paramKey, value: sysParam.paramValue })
    .from(sysParam)
    .where(or(inArray(sysParam.paramKey, keys), like(sysParam.paramKey, `${TARGET_PREFIX}%`)))
  const param = new Map(rows.map((r) => [r.key, r.value]))
  const number = (key: string, fallback: string) => {
    const value = Number(param.get(key) ?? fallback)
    return Number.isFinite(value) ? value : Number(fallback)
  }
  const calendar = parseCalendar(param.get(SLA_PARAMS.days.key) ?? SLA_PARAMS.days.value, param.get(SLA_PARAMS.hours.key) ?? SLA_PARAMS.hours.value)
  const targets = new Map<string, number>()
  for (const [key, value] of param) {
    // a blank or unreadable target leaves the default
    if (key.startsWith(TARGET_PREFIX) && value.trim() !== '' && Number.isFinite(Number(value))) targets.set(key.slice(TARGET_PREFIX.length), Number(value))
  }
  return {
    calendar,
    // core's SLA calendar, as the work-order lists mark 即将超期 (never a second business-hours count)
    nearDue: nearFrom(now, { calendar, warnHours: number(SLA_PARAMS.warn.key, SLA_PARAMS.warn.value) }),
    claim8dDays: Math.max(0, Math.round(number(CLAIM_8D_DAYS.key, CLAIM_8D_DAYS.value))),
    targets,
  }
}
