import type { CockpitPeriod, FigureDef } from '@scm/core/cockpit'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { FactsContext } from './facts'
import type { CockpitSettings } from './settings'

/** A figure's target: the administrator's (system parameter cockpit_target_<id>), else its default. */
export function targetOf(def: FigureDef, settings: CockpitSettings): number | null {
  return settings.targets.get(def.id) ?? def.target
}

/** The table the agreement targets are read from: a source of the figures judged by agreement (answers.ts). */
export const AGREEMENT_SOURCES = ['qul_agreement'] as const

/**
 * The PPM targets of the suppliers among `rows` (the figure's supplier breakdown): each one's
 * confirmed technical quality agreement in force on the period's last day (or today, for the
 * period under way), the latest ending first — as the quality ledger and the trace read it.
 */
export async function agreementTargets(db: Db, rows: Record<string, unknown>[], period: CockpitPeriod, base: Omit<FactsContext, 'range'>): Promise<Map<string, number>> {
  const suppliers = [...new Set(rows.map((r) => r.key_supplier).filter((k) => k !== null && k !== undefined).map(Number))].filter(Number.isSafeInteger)
  const own = base.scope.user.supplyid
  if (own != null && !suppliers.includes(own)) suppliers.push(own)
  if (!suppliers.length) return new Map()
  const on = sql`least(${period.to}::date, ${base.today})`
  const result = await db.execute(sql`
    select distinct on (a.supplyid) a.supplyid, a.ppm_target
      from qul_agreement a
     where a.status = '已确认' and ${on} between a.valid_from and a.valid_to
       and a.supplyid in (${sql.join(suppliers.map((s) => sql`${s}`), sql`, `)})
     order by a.supplyid, a.valid_to desc`)
  const found = (result as unknown as { rows: { supplyid: unknown; ppm_target: unknown }[] }).rows
  return new Map(found.filter((r) => r.ppm_target !== null).map((r) => [String(r.supplyid), Number(r.ppm_target)]))
}
