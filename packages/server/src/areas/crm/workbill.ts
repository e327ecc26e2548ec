import { COMPLAINT_SATISFACTION, SLA_HOURS_FIELDS, WORKBILL_MESSAGES as M, workbillDocument, type WorkbillPriority } from '@scm/core/crm'
import { addBusinessHours, businessHoursBetween, parseCalendar, SLA_PARAMS, type BusinessCalendar } from '@scm/core/business'
import { hoursToDuration } from '@scm/core'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { dateTimeText } from '../../http/dates'
import { isStaff } from '../../platform/owner-scope'
import { readParam } from '../../platform/params'
import type { DocumentHooks } from '../../document/hooks'
import { bindDocument } from '../../document/records'
import type { RowScope } from '../../resource/audited'
import { getRecord, ResourceError, type Row } from '../../resource/records'
import { openComplaintFromVisit, scored } from './complaint'
import { pubServiceOutlets, seCustVehicle, seOutletEngineer, seWorkbillType, workbillTables } from './schema'
import * as clock from '../../clock'

export const workbillBinding = bindDocument(workbillDocument, workbillTables)

/** The working calendar of the service department (system parameters). */
export async function serviceCalendar(db: Db): Promise<BusinessCalendar> {
  return parseCalendar(await readParam(db, SLA_PARAMS.days.key, SLA_PARAMS.days.value), await readParam(db, SLA_PARAMS.hours.key, SLA_PARAMS.hours.value))
}

/** A stored wall-clock time (YYYY-MM-DD HH:mm:ss) as a moment. */
const moment = (text: unknown): Date | null => {
  if (!text) return null
  const d = new Date(String(text).replace(' ', 'T'))
  return Number.isNaN(d.getTime()) ? null : d
}

/**
 * An outlet engineer (listed in se_outlet_engineer) sees only the work orders dispatched to his
 * outlet; other staff see all; owners are scoped by the kit (their customer id).
 */
export const outletEngineerScope: RowScope = (user, binding) => {
  if (!isStaff(user)) return undefined
  const E = seOutletEngineer
  const outlet = binding.columns.outlet_id!
  const status = binding.columns.status!
  return sql`(not exists (select 1 from ${E} where ${E.userid} = ${user.userid})
    or (${status} <> '新建' and ${outlet} in (select ${E.outletId} from ${E} where ${E.userid} = ${user.userid})))`
}

/** Response and completion deadlines of a work order reported at `reported`, by its type and priority. */
async function deadlines(tx: Db, typeId: unknown, priority: unknown, reported: Date): Promise<Row> {
  const hours = SLA_HOURS_FIELDS[priority as WorkbillPriority]
  const id = Number(typeId)
  if (!hours || !Number.isSafeInteger(id) || id <= 0) return {}
  const [type] = (await tx.select().from(seWorkbillType).where(eq(seWorkbillType.id, id))) as Row[]
  if (!type) return {}
  const cal = await serviceCalendar(tx)
  return {
    response_due: dateTimeText(addBusinessHours(reported, Number(type[hours.response]), cal)),
    complete_due: dateTimeText(addBusinessHours(reported, Number(type[hours.complete]), cal)),
  }
}

/** The vehicle must be one of the customer's (a customer: his own); its VIN is kept on the work order. */
async function vehicleOf(tx: Db, customerId: unknown, vehicleId: unknown): Promise<Row> {
  const id = Number(vehicleId)
  // the definition's checks answer a missing or malformed value
  if (!Number.isSafeInteger(id) || id <= 0) return {}
  const [vehicle] = await tx.select({ vin: seCustVehicle.vin, customer: seCustVehicle.customer_id }).from(seCustVehicle).where(eq(seCustVehicle.id, id))
  if (!vehicle) return {}
  if (Number(vehicle.customer) !== Number(customerId)) throw new ResourceError(M.vinNotOwned, 400, { vehicle_id: M.vinNotOwned })
  return { vin: vehicle.vin }
}


/** Years of work orders run to millions: a list counts at most this many (超过 1000 条), as the quality ledger does. */
export const WORKBILL_COUNT_LIMIT = 1000

export const workbillHooks: DocumentHooks = {
  scope: outletEngineerScope,
  countLimit: WORKBILL_COUNT_LIMIT,

  // the vehicle among the customer's; the deadlines from the type and priority, from the report time
  async beforeSave(tx, { id, body, user }) {
    const vehicle = await vehicleOf(tx, user.customerId ?? body.customer_id, body.vehicle_id)
    const before = id === null ? undefined : await getRecord(tx, workbillBinding.header, id)
    const reported = moment(before?.reported_at) ?? clock.now()
    return { ...vehicle, ...(id === null ? { reported_at: dateTimeText(reported) } : {}), ...(await deadlines(tx, body.type_id, body.priority, reported)) }
  },

  actions: {
    Dispatch: {
      async before(tx, { doc }) {
        if (!doc.outlet_id) throw new ResourceError(M.noOutlet, 400)
        const [outlet] = await tx.select({ name: pubServiceOutlets.name }).from(pubServiceOutlets).where(eq(pubServiceOutlets.id, Number(doc.outlet_id)))
        return { detail: `派往${outlet?.name ?? ''}` }
      },
    },
    // the engineer takes it on: the response, measured against its deadline in business hours
    Start: {
      async before(tx, { doc, user }) {
        const at = clock.now()
        const due = moment(doc.response_due)
        const took = businessHoursBetween(moment(doc.reported_at) ?? at, at, await serviceCalendar(tx))
        const late = due && at > due ? '，响应超期' : ''
        return { set: { engineer: user.UserName, engineer_id: user.userid, responded_at: dateTimeText(at) }, detail: `响应用时${hoursToDuration(took)}${late}` }
      },
    },
    // waiting for the customer stops the completion clock …
    Pause: {
      async before() {
        return { set: { paused_at: dateTimeText(clock.now()) }, detail: '等待客户，完工计时暂停' }
      },
    },
    // … and resuming extends the deadline by the business hours it waited
    Resume: {
      async before(tx, { doc }) {
        const at = clock.now()
        const cal = await serviceCalendar(tx)
        const waited = businessHoursBetween(moment(doc.paused_at) ?? at, at, cal)
        const due = moment(doc.complete_due)
        const moved = due ? dateTimeText(addBusinessHours(due, waited, cal)) : null
        return {
          set: { paused_at: null, paused_hours: Number(doc.paused_hours ?? 0) + waited, ...(moved ? { complete_due: moved } : {}) },
          detail: `暂停${hoursToDuration(waited)}${moved ? `，完工期限顺延至 ${moved}` : ''}`,
        }
      },
    },
    // labour, warranty and the parts replaced (the document's lines) come with the form
    Complete: {
      async before(_tx, { doc, body }) {
        const hours = Number(body.labour_hours)
        if (!(hours > 0) || hours > 999) throw new ResourceError(M.labourHours, 400, { labour_hours: M.labourHours })
        const at = clock.now()
        const due = moment(doc.complete_due)
        const qty = (Array.isArray(body.lines) ? (body.lines as Row[]) : []).reduce((n, p) => n + (Number(p?.qty) || 0), 0)
        return {
          set: { completed_at: dateTimeText(at) },
          detail: `工时${hours}小时${qty ? `，更换零件${qty}件` : ''}${due && at > due ? '，完工超期' : ''}`,
        }
      },
    },
    Accept: { before: accepted },
    AcceptForCustomer: { before: accepted },
    // a poor score (≤ 2) opens a complaint by itself, in the same transaction
    Visit: {
      before: scored,
      async after(tx, { id, body, user }) {
        if (Number(body.satisfaction) > COMPLAINT_SATISFACTION) return
        const doc = await getRecord(tx, workbillBinding.header, id)
        if (doc) await openComplaintFromVisit(tx, doc, user)
      },
    },
  },
}

async function accepted() {
  return { set: { accepted_at: dateTimeText(clock.now()) } }
}

