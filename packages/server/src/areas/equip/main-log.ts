import { documentAction } from '@scm/core'
import { EQUIP_MESSAGES as M, equipMainLogDocument } from '@scm/core/equip'
import { and, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import type { DocumentHooks } from '../../document/hooks'
import { bindDocument, moveDocument } from '../../document/records'
import type { CurrentUser } from '../../http'
import { dateTimeText } from '../../http/dates'
import { getRecord, ResourceError, type Row } from '../../resource/records'
import * as clock from '../../clock'
import { moveMachine, visibleMachine } from './account'
import { completePlan, recordReading } from './plans'
import { equipMainLog as L, equipMainLogTables } from './schema'
import { workshopRowScope } from './scope'

export const mainLogBinding = bindDocument(equipMainLogDocument, equipMainLogTables)

/** Bodies the server writes itself (a repair a spot check raised): their `source` is believed. */
const systemBodies = new WeakSet<Row>()
/** The machine beforeSave read, for afterSave of the same call (one read a log). */
const machineOf = new WeakMap<Row, Row>()
export function systemBody(body: Row): Row {
  systemBodies.add(body)
  return body
}

export const LOG_COUNT_LIMIT = 1000

export const mainLogHooks: DocumentHooks = {
  scope: workshopRowScope,
  countLimit: LOG_COUNT_LIMIT,

  // the machine among the caller's; its workshop, who and where from are the server's
  async beforeSave(tx, { id, body, user }) {
    const machine = await visibleMachine(tx, body.equip_id, user)
    if (machine.status === '报废') throw new ResourceError(M.notRunning, 400)
    if (body.kind === '保养' && !body.item_id) throw new ResourceError(M.noItem, 400, { item_id: M.noItem })
    const source = systemBodies.has(body) && typeof body.source === 'string' ? body.source : '人工'
    machineOf.set(body, machine)
    return { workshop_id: machine.workshop_id, ...(id === null ? { executor: user.UserName, source } : {}) }
  },

  // recorded maintenance is done at once: its item's next due moves by the cycle (a reading given
  // with it first moves the meter); a breakdown repair puts the machine into 维修
  async afterSave(tx, { id, created, body, user }) {
    if (!created) return
    // a new log is what the body says (checked by the kit and beforeSave): no read of it back
    const equipId = Number(body.equip_id)
    if ((body.kind ?? equipMainLogDocument.fields.kind.default) === '保养') {
      let hours = body.reading_hours == null || body.reading_hours === '' ? null : Number(body.reading_hours)
      const machine = machineOf.get(body) ?? (await visibleMachine(tx, equipId, user))
      const current = Number(machine.running_hours ?? 0)
      if (hours != null && hours > current) await recordReading(tx, equipId, hours, user)
      else hours = current
      const at = dateTimeText(clock.now())
      const due = await completePlan(tx, equipId, Number(body.item_id), { at, hours, logId: id })
      // the due date it answered stays on the log: maintenance done by it or late (the cockpit's PM compliance)
      await moveDocument(tx, mainLogBinding, documentAction(equipMainLogDocument, 'Close'), id, { user, set: { done_at: at, reading_hours: hours, due_date: due } })
      return
    }
    const log = (await getRecord(tx, mainLogBinding.header, id))!
    await moveMachine(tx, equipId, 'Breakdown', user, `维修记录 ${String(log.log_no)}`, String(body.fault_desc ?? log.fault_desc ?? ''))
  },

  actions: {
    // a repair is complete once its result is written; the machine is back 在用 when no other repair is open
    Finish: {
      async before(_tx, { doc }) {
        if (!String(doc.result ?? '').trim()) throw new ResourceError(M.noResult, 400, { result: M.noResult })
        return { set: { done_at: dateTimeText(clock.now()) } }
      },
      async after(tx, { id, doc, user }) {
        if (doc.kind !== '故障维修') return
        await backInUse(tx, Number(doc.equip_id), id, user, String(doc.log_no))
      },
    },
  },
}

async function backInUse(tx: Db, equipId: number, logId: number, user: CurrentUser, logNo: string): Promise<void> {
  const [open] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(L)
    .where(and(eq(L.equip_id, equipId), eq(L.kind, '故障维修'), eq(L.status, '处理中'), ne(L.id, logId)))
  if (open && open.n > 0) return
  await moveMachine(tx, equipId, 'Repaired', user, `维修记录 ${logNo} 完工`)
}
