import { dueText, REMINDER_STATES, WORKSHOP_SUPERVISOR_ROLE } from '@scm/core/equip'
import { sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { Db } from '../../db'
import { Binds, runStatement, type Bind } from '../../db/statements'
import { accepts, ok, parseBody, requireFn, type AppEnv, type CurrentUser } from '../../http'
import { listQuery } from '../../http/list'
import { orgDept } from '../../identity/org-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { xlsxResponse } from '../../platform/xlsx'
import { registerWidgetSource } from '../../platform/widgets'
import { isStaff } from '../../platform/owner-scope'
import * as clock from '../../clock'
import { equipAccount as E, equipMainItem as I, equipMainPlan as P } from './schema'
import { inOneWorkshop, workshopScope } from './scope'

// 保养提醒 (/equip/equipMainItemWran): the plans whose `alert_on` has come — due within their lead
// time (临期) or past their due date or reading (超期, and for how long), by the server's clock. One
// index range over equip_main_plan (by workshop, or all), never a nightly job. Overdue rows name the
// workshop's supervisor they escalate to; his home page lists them.

export const REMINDER_FN = 'equip_equipMainItemWran'
export const REMINDER_BASE = '/api/EquipMainItemWran'
/** The reminder list counts at most this many (past it: 超过 1000 条). */
export const COUNT_LIMIT = 1000

export interface ReminderQuery {
  workshop_id?: number
  state?: '超期' | '临期'
  searchKey?: string
  page: number
  rows: number
}

export const reminderBody = listQuery.extend({
  workshop_id: z.coerce.number({ error: '车间不正确' }).int('车间不正确').positive('车间不正确').optional(),
  state: z.enum(['超期', '临期'], { error: '提醒状态只能是 超期 或 临期' }).optional(),
})

// overdue_on is what refreshPlans keeps: the day after the due date, or the day a reading passed the due reading
const overdue = (today: SQL) => sql`(${P.overdueOn} <= ${today}::date)`

function reminderWhere(user: CurrentUser, q: Omit<ReminderQuery, 'page' | 'rows'>, today: SQL, bind: Bind): SQL {
  const parts: SQL[] = [sql`${P.alertOn} <= ${today}::date`]
  if (q.workshop_id) parts.push(sql`${P.workshopId} = ${bind(q.workshop_id)}`)
  const scope = workshopScope(user, P.workshopId, bind)
  if (scope) parts.push(scope)
  if (q.state === '超期') parts.push(overdue(today))
  if (q.state === '临期') parts.push(sql`(${P.overdueOn} is null or ${P.overdueOn} > ${today}::date)`)
  if (q.searchKey) {
    const like = bind(`%${q.searchKey.replace(/[\\%_]/g, (m) => `\\${m}`)}%`)
    parts.push(sql`(${E.name} ilike ${like} or ${E.asset_no} ilike ${like} or ${I.name} ilike ${like})`)
  }
  return sql.join(parts, sql` and `)
}

/**
 * The details of the plans `ids` (a select of equip_main_plan ids) names, led by those ids (a nested
 * loop of key lookups, whatever a generic plan guesses of their number). The workshops' supervisors
 * are gathered once per statement (a few rows of the role index), not once per row of the page.
 */
function reminderSelect(today: SQL, counted: SQL, ids: SQL) {
  const od = overdue(today)
  return sql`
    select ${counted} as counted, ${P.id} as id, ${P.equipId} as equip_id, ${E.asset_no} as asset_no, ${E.name} as equip_name, ${E.location} as location,
           ${P.workshopId} as workshop_id, ${orgDept.deptName} as workshop_name, ${P.itemId} as item_id, ${I.name} as item_name,
           to_char(${P.nextDueDate}, 'YYYY-MM-DD') as next_due_date, ${P.nextDueHours}::float8 as next_due_hours,
           coalesce(${E.running_hours}, 0)::float8 as running_hours,
           case when ${od} then '超期' else '临期' end as state,
           case when ${od} then greatest(case when ${P.nextDueDate} < ${today}::date then ${today}::date - ${P.nextDueDate} end,
                                         case when ${P.hoursDueAt} is not null then ${today}::date - ${P.hoursDueAt}::date end) end as overdue_days,
           case when ${P.hoursDueAt} is not null then (coalesce(${E.running_hours}, 0) - ${P.nextDueHours})::float8 end as over_hours,
           case when ${P.nextDueDate} >= ${today}::date then ${P.nextDueDate} - ${today}::date end as days_left,
           case when ${P.nextDueHours} is not null and coalesce(${E.running_hours}, 0) < ${P.nextDueHours} then (${P.nextDueHours} - coalesce(${E.running_hours}, 0))::float8 end as hours_left,
           case when ${od} then supervisors.names end as escalated_to
      from (${ids}) ids join ${P} on ${P.id} = ids.id join ${E} on ${E.id} = ${P.equipId} join ${I} on ${I.id} = ${P.itemId}
      left join ${orgDept} on ${orgDept.id} = ${P.workshopId}
      left join (select ${sysUser.deptId} as dept_id, string_agg(${sysUser.userName}, '、' order by ${sysUser.userid}) as names from ${sysUserRole}
                 join ${sysUser} on ${sysUser.userid} = ${sysUserRole.userid} where ${sysUserRole.role} = ${sql.raw(`'${WORKSHOP_SUPERVISOR_ROLE}'`)} group by ${sysUser.deptId}
      ) supervisors on supervisors.dept_id = ${P.workshopId}`
}

type ReminderRow = {
  overdue_days: number | null
  over_hours: number | null
  days_left: number | null
  hours_left: number | null
  escalated_to: string | null
} & Record<string, unknown>

const present = (r: ReminderRow): ReminderRow & { due_text: string; escalated_to: string } => {
  const num = (v: unknown) => (v == null ? null : Number(v))
  const row = { ...r, overdue_days: num(r.overdue_days), over_hours: num(r.over_hours), days_left: num(r.days_left), hours_left: num(r.hours_left), escalated_to: r.escalated_to ?? '' }
  return { ...row, due_text: dueText(row) }
}

/** One page of reminders, most urgent first (the day each entered the reminders), and their count. */
export async function listReminders(db: Db, user: CurrentUser, q: ReminderQuery) {
  // the day is written into the statement, not bound: with it bound, PostgreSQL cannot tell how much
  // of the alert index a generic plan reads and plans every call afresh (1 ms, as much as the query);
  // written, the text changes once a day and each day's statement is planned once per connection
  const day = clock.today()
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`)
  const today = sql.raw(`'${day}'`)
  // its size and place written too (integers the body's shape checked): bound, a generic plan guesses
  // a tenth of the range and hashes the whole plan table to join twenty rows
  const [limit, offset] = [Math.trunc(q.rows), Math.trunc((q.page - 1) * q.rows)]
  // every other value bound: the statement is built and compiled once per shape and day, then only run
  const b = new Binds()
  const where = reminderWhere(user, q, today, b.bind)
  const shape = [q.state ?? '', q.searchKey ? 's' : '', q.workshop_id ? 'w' : '', inOneWorkshop(user) ? 'own' : isStaff(user) ? 'all' : 'none', day].join(':')
  const joins = q.searchKey ? sql`join ${E} on ${E.id} = ${P.equipId} join ${I} on ${I.id} = ${P.itemId}` : sql``
  // counted up to COUNT_LIMIT (the page then says 超过): a plant's reminders are read page by page.
  // 临期 are the plans that entered the reminders last: counted from that end of the index, so the
  // overdue ones before them are not read
  const counted = () =>
    sql`(select count(*)::int from (select 1 from ${P} ${joins} where ${where} ${q.state === '临期' ? sql`order by ${P.alertOn} desc` : sql``} limit ${sql.raw(String(COUNT_LIMIT + 1))}) t)`
  // the page's ids from the reminder index alone (the rows it skips are never fetched), then their
  // details; the page carries its count: one statement
  const page = await runStatement<ReminderRow & { counted: number }>(db, `reminders:${shape}:${limit}:${offset}`, b, () => {
    const pageIds = sql`select ${P.id} from ${P} ${joins} where ${where} order by ${P.alertOn}, ${P.id} limit ${sql.raw(String(limit))} offset ${sql.raw(String(offset))}`
    return sql`${reminderSelect(today, counted(), pageIds)} order by ${P.alertOn}, ${P.id}`
  })
  const n = page.length
    ? Number(page[0]!.counted)
    : q.page > 1
      ? Number((await runStatement<{ n: number }>(db, `reminders-count:${shape}`, b, () => sql`select ${counted()} as n`))[0]?.n ?? 0)
      : 0
  return { rows: page.map(({ counted: _, ...r }) => present(r)), total: Math.min(n, COUNT_LIMIT), page: q.page, ...(n > COUNT_LIMIT ? { more: true } : {}) }
}

export const reminderRoutes = new Hono<AppEnv>()

reminderRoutes.post(`${REMINDER_BASE}/GetList`, requireFn(REMINDER_FN), accepts({ body: reminderBody }), async (c) => {
  const q = await parseBody(c, reminderBody)
  return ok(c, await listReminders(c.get('db'), c.get('user'), { ...q, page: q.page ?? 1, rows: q.rows ?? 10 }))
})

const EXPORT_COLUMNS = [
  { header: '提醒状态', key: 'state', width: 10 },
  { header: '资产编号', key: 'asset_no', width: 18 },
  { header: '设备名称', key: 'equip_name', width: 18 },
  { header: '所属车间', key: 'workshop_name', width: 12 },
  { header: '保养项目', key: 'item_name', width: 18 },
  { header: '下次保养日期', key: 'next_due_date', width: 14 },
  { header: '下次保养读数(小时)', key: 'next_due_hours', width: 16, kind: 'qty' as const },
  { header: '当前运行小时', key: 'running_hours', width: 14, kind: 'qty' as const },
  { header: '到期情况', key: 'due_text', width: 22 },
  { header: '升级至', key: 'escalated_to', width: 14 },
]
const EXPORT_MAX = 50_000

reminderRoutes.post(`${REMINDER_BASE}/Export`, requireFn(REMINDER_FN, 'export'), accepts({ body: reminderBody }), async (c) => {
  const q = await parseBody(c, reminderBody)
  const db = c.get('db')
  const user = c.get('user')
  async function* batches() {
    const size = 1000
    for (let page = 1; page * size <= EXPORT_MAX; page++) {
      const { rows: found } = await listReminders(db, user, { ...q, page, rows: size })
      if (found.length) yield found
      if (found.length < size) return
    }
  }
  return xlsxResponse('保养提醒', EXPORT_COLUMNS, batches())
})

/** Home widgets: the caller's reminders (his workshop's for a technician), and the overdue ones escalated to a supervisor. */
export const MAINTAIN_DUE_WIDGET = 'equipMaintainDue'
export const OVERDUE_ESCALATED_WIDGET = 'equipOverdueEscalated'
const LIST = '/equip/equipMainItemWran'

const widgetOf = (state?: '超期') => async ({ db, user }: { db: Db; user: CurrentUser }) => {
  const { rows: found, total } = await listReminders(db, user, { state, page: 1, rows: 5 })
  return {
    count: total,
    link: LIST,
    items: found.map((r) => ({
      label: `${String(r.equip_name)} · ${String(r.item_name)}`,
      value: r.due_text,
      // 超期 error, 临期 warning: the reminder states' own tones
      tone: REMINDER_STATES.find((s) => s.value === r.state)?.tone,
      link: `/equip/equipAccount?id=${String(r.equip_id)}`,
    })),
  }
}
registerWidgetSource(MAINTAIN_DUE_WIDGET, widgetOf())
registerWidgetSource(OVERDUE_ESCALATED_WIDGET, widgetOf('超期'))
