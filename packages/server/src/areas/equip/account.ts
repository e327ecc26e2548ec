import { documentAction } from '@scm/core'
import { EQUIP_MESSAGES as M, equipAccountDocument } from '@scm/core/equip'
import { and, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Db } from '../../db'
import type { DocumentHooks } from '../../document/hooks'
import { bindDocument, moveDocument, writeEvent } from '../../document/records'
import { accepts, fail, ok, parseBody, requireFn, type AppEnv, type CurrentUser } from '../../http'
import { dateTimeText } from '../../http/dates'
import { sysUser } from '../../identity/user-schema'
import { ResourceError } from '../../resource/records'
import * as clock from '../../clock'
import { recordReading, refreshPlans, syncMachinePlans } from './plans'
import { equipAccount as E, equipAccountTables, equipMainItem as I, equipMainPlan as P, equipReading as R } from './schema'
import { inOneWorkshop, workshopRowScope, workshopScope } from './scope'

export const accountBinding = bindDocument(equipAccountDocument, equipAccountTables)

/** A machine the caller may see (his workshop's for a technician), or 设备不存在. */
export async function visibleMachine(tx: Db, id: unknown, user: CurrentUser) {
  const n = Number(id)
  if (!Number.isSafeInteger(n) || n <= 0) throw new ResourceError(M.noMachine, 404)
  const [machine] = await tx.select().from(E).where(and(eq(E.id, n), workshopScope(user, E.workshop_id)))
  if (!machine) throw new ResourceError(M.noMachine, 404)
  return machine
}

/** The machine's status moved by its repairs (维修 and back), in the caller's transaction, with the log named in its history. */
export async function moveMachine(tx: Db, equipId: number, action: 'Breakdown' | 'Repaired', user: CurrentUser, detail: string, reason = ''): Promise<void> {
  const def = documentAction(equipAccountDocument, action)
  const [machine] = await tx.select({ status: E.status }).from(E).where(eq(E.id, equipId))
  if (!machine || !def.from.includes(String(machine.status))) return
  await moveDocument(tx, accountBinding, def, equipId, { user, detail, reason })
  await refreshPlans(tx, eq(P.equipId, equipId))
}

const replan = { after: async (tx: Db, { id }: { id: number }) => refreshPlans(tx, eq(P.equipId, id)) }

export const equipAccountHooks: DocumentHooks = {
  scope: workshopRowScope,
  // a workshop's technician registers machines of his own workshop only
  async beforeSave(tx, { user }) {
    if (!inOneWorkshop(user)) return {}
    const [me] = await tx.select({ dept: sysUser.deptId }).from(sysUser).where(eq(sysUser.userid, user.userid))
    return { workshop_id: me?.dept ?? null }
  },
  // its plans: the items of its type and its own (a changed type changes them)
  async afterSave(tx, { id }) {
    await syncMachinePlans(tx, id)
  },
  // a stopped or scrapped machine leaves the reminders; enabled again, it is back
  actions: { Stop: replan, Enable: replan, Scrap: replan },
}

const readingBody = z.object({
  id: z.coerce.number({ error: '请选择设备' }).int('请选择设备').positive('请选择设备'),
  hours: z.coerce.number({ error: M.readingInvalid }).min(0, M.readingInvalid).max(1_000_000, M.readingInvalid),
})
const idQuery = z.object({ id: z.coerce.number({ error: '请选择设备' }).int('请选择设备').positive('请选择设备') })

/**
 *   POST /api/EquipAccount/Reading {id, hours}   a running-hours reading (button edit): never below the
 *        current one; the machine's hours-based plans re-read in the same transaction, a history entry
 *   GET  /api/EquipAccount/Plans?id               the machine's plans (item, cycle, next due, last done)
 *        and its last readings
 */
export const accountRoutes = new Hono<AppEnv>()

/**
 * GET <base>/RefOptions?field=equip_id of the logs, checks and items: the machines the caller may
 * see (a technician: his workshop's), answered before the kit's options of every machine; other
 * fields go on to the kit.
 */
const machineOptionsQuery = z.object({ field: z.string() })
for (const [base, fn] of [
  ['/api/EquipMainLog', 'equip_equipMainLog'],
  ['/api/EquipOsipLog', ['equip_equipOsipLog', 'equip_equipOsipLogAdd']],
  ['/api/EquipMainItem', 'equip_equipMainItem'],
] as const) {
  accountRoutes.get(`${base}/RefOptions`, requireFn(fn), accepts({ query: machineOptionsQuery }), async (c, next) => {
    if (c.req.query('field') !== 'equip_id') return next()
    const rows = await c
      .get('db')
      .select({ value: E.id, label: E.name })
      .from(E)
      .where(and(sql`${E.status} <> '报废'`, workshopScope(c.get('user'), E.workshop_id)))
      .orderBy(E.name)
      .limit(1000)
    return ok(c, rows)
  })
}

accountRoutes.post(`${equipAccountDocument.basePath}/Reading`, requireFn(equipAccountDocument.fn, 'edit'), accepts({ body: readingBody }), async (c) => {
  const { id, hours } = await parseBody(c, readingBody)
  const user = c.get('user')
  const answer = await c.get('db').transaction(async (tx) => {
    const read = await recordReading(tx, id, hours, user, workshopScope(user, E.workshop_id))
    await writeEvent(tx, accountBinding, id, { action: '录入运行小时', detail: `${read.before} → ${read.hours} 小时`, user })
    return read
  })
  return ok(c, answer, '录入成功')
})

accountRoutes.get(`${equipAccountDocument.basePath}/Plans`, requireFn(equipAccountDocument.fn), accepts({ query: idQuery }), async (c) => {
  const parsed = idQuery.safeParse(c.req.query())
  if (!parsed.success) return fail(c, '请选择设备', 400)
  const user = c.get('user')
  const db = c.get('db')
  const [machine] = await db.select({ id: E.id }).from(E).where(and(eq(E.id, parsed.data.id), workshopScope(user, E.workshop_id)))
  if (!machine) return fail(c, M.noMachine, 404)
  const today = clock.today()
  const plans = await db
    .select({
      id: P.id,
      item_id: P.itemId,
      item_name: I.name,
      cycle_days: I.cycle_days,
      cycle_hours: I.cycle_hours,
      mode: I.mode,
      next_due_date: P.nextDueDate,
      next_due_hours: P.nextDueHours,
      last_done_at: P.lastDoneAt,
      due: sql<boolean>`coalesce(${P.alertOn} <= ${today}::date, false)`,
    })
    .from(P)
    .innerJoin(I, eq(I.id, P.itemId))
    .where(eq(P.equipId, Number(machine.id)))
    .orderBy(P.id)
  const readings = await db.select({ hours: R.hours, read_at: R.readAt }).from(R).where(eq(R.equipId, Number(machine.id))).orderBy(desc(R.readAt), desc(R.id)).limit(10)
  return ok(c, {
    plans: plans.map((p) => ({ ...p, last_done_at: p.last_done_at ? dateTimeText(p.last_done_at) : '' })),
    readings: readings.map((r) => ({ hours: Number(r.hours), read_at: dateTimeText(r.read_at) })),
  })
})
