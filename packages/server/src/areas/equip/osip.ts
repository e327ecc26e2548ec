import { EQUIP_MESSAGES as M, equipMainLogDocument, equipOsipLogDocument, SHIFTS, shiftOf } from '@scm/core/equip'
import { and, desc, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import type { DocumentHooks } from '../../document/hooks'
import { saveWithHooks } from '../../document/hooks'
import { bindDocument } from '../../document/records'
import { accepts, fail, ok, parseBody, requireFn, type AppEnv } from '../../http'
import { dateTimeText } from '../../http/dates'
import { listQuery } from '../../http/list'
import { orgDept } from '../../identity/org-schema'
import { attachFiles, ownUploads } from '../../platform/attachments'
import { getRecord, ResourceError, type Row } from '../../resource/records'
import * as clock from '../../clock'
import { visibleMachine } from './account'
import { mainLogBinding, mainLogHooks, systemBody } from './main-log'
import { rows } from './plans'
import { equipAccount as E, equipMainLog as ML, equipOsipItem as OI, equipOsipLog as OL, equipOsipLogTables, equipType as T } from './schema'
import { workshopRowScope, workshopScope } from './scope'

export const osipBinding = bindDocument(equipOsipLogDocument, equipOsipLogTables)
const lines = equipOsipLogTables.lines!

/** The verdict of a line: a measured value outside the item's limits is 异常 whatever was ticked. */
function verdict(line: { result: string; value: number | null }, item: { lower: number | null; upper: number | null }): string {
  if (line.value != null && ((item.lower != null && line.value < item.lower) || (item.upper != null && line.value > item.upper))) return '异常'
  return line.result
}

export const osipHooks: DocumentHooks = {
  scope: workshopRowScope,
  countLimit: 1000,

  // the machine among the caller's and running; the shift, time and inspector are the server's
  async beforeSave(tx, { body, user }) {
    const machine = await visibleMachine(tx, body.equip_id, user)
    if (machine.status !== '在用') throw new ResourceError('设备不在用，无需点检', 400)
    const at = dateTimeText(clock.now())
    return { workshop_id: machine.workshop_id, ...shiftOf(at), inspected_at: at, inspector: user.UserName, result: '正常' }
  },

  // each item is the machine type's; limits judge measured values; photos become the record's
  // files; an 异常 item raises a breakdown repair (the machine goes 维修) in the same transaction
  async afterSave(tx, { id, created, user }) {
    if (!created) return
    const log = (await getRecord(tx, osipBinding.header, id))!
    const [machine] = await tx.select({ type: E.type_id, name: E.name }).from(E).where(eq(E.id, Number(log.equip_id)))
    const found = await tx
      .select({ id: lines.id, result: lines.result, value: lines.value, photo: lines.photo_file_id, type: OI.type_id, name: OI.name, lower: OI.lower_limit, upper: OI.upper_limit, line_no: lines.line_no })
      .from(lines)
      .innerJoin(OI, eq(OI.id, lines.item_id))
      .where(eq(lines.doc_id, id))
    const bad: string[] = []
    for (const line of found) {
      if (Number(line.type) !== Number(machine!.type)) throw new ResourceError(`第${String(line.line_no)}行：${M.osipItemNotOfMachine}`, 400)
      const value = line.value == null ? null : Number(line.value)
      const judged = verdict({ result: String(line.result), value }, { lower: line.lower == null ? null : Number(line.lower), upper: line.upper == null ? null : Number(line.upper) })
      if (judged !== line.result) await tx.update(lines).set({ result: judged }).where(eq(lines.id, line.id as number))
      if (judged === '异常') bad.push(value == null ? String(line.name) : `${String(line.name)}(${value})`)
    }
    const photos = found.map((l) => Number(l.photo)).filter((n) => Number.isSafeInteger(n) && n > 0)
    if (photos.length) {
      const own = await ownUploads(tx, user.userid, photos)
      if (own.size !== new Set(photos).size) throw new ResourceError('照片不存在，请重新上传', 400)
      await attachFiles(tx, equipOsipLogDocument.docType, id, photos, user)
    }
    if (!bad.length) return
    const repairId = await saveWithHooks(tx, mainLogBinding, mainLogHooks, {
      id: null,
      user,
      body: systemBody({ kind: '故障维修', equip_id: log.equip_id, fault_desc: `点检异常（${String(log.log_no)}）：${bad.join('、')}`.slice(0, 500), source: '点检' }),
    })
    await tx.update(OL).set({ result: '异常', repair_log_id: repairId }).where(eq(OL.id, id))
  },
}

const entryQuery = z.object({ id: z.coerce.number({ error: '请选择设备' }).int('请选择设备').positive('请选择设备') })
const submitBody = z.object({
  equip_id: z.coerce.number({ error: '请选择设备' }).int('请选择设备').positive('请选择设备'),
  remark: z.string().max(200, '备注不能超过200个字符').optional(),
  lines: z
    .array(
      z.object({
        item_id: z.coerce.number({ error: '请选择点检项目' }).int().positive('请选择点检项目'),
        result: z.enum(['正常', '异常'], { error: '请选择每一项的点检结果' }),
        value: z.coerce.number({ error: '测量值须为数字' }).nullable().optional(),
        photo_file_id: z.coerce.number().int().positive().nullable().optional(),
        note: z.string().max(200, '说明不能超过200个字符').optional(),
      }),
      { error: '请填写点检结果' },
    )
    .min(1, '请填写点检结果')
    .max(100),
})
const missedBody = listQuery.extend({
  date_from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '开始日期格式不正确').optional(),
  date_to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '结束日期格式不正确').optional(),
  workshop_id: z.coerce.number().int().positive('车间不正确').optional(),
})

const ADD_FN = 'equip_equipOsipLogAdd'

/**
 *   GET  /api/EquipOsipLog/Entry?id    the machine's page at the machine (its QR label): the machine,
 *        the current shift (server clock), its spot-inspection items, this shift's checks, open repairs
 *   POST /api/EquipOsipLog/Submit       {equip_id, lines:[{item_id, result, value, photo_file_id, note}]}:
 *        the check of this shift, through the document's save and hooks (an 异常 raises a repair)
 *   POST /api/EquipOsipLog/Missed       {date_from, date_to, workshop_id}: 漏检 — machines in use that had
 *        no check in an ended shift, by shift
 */
export const osipRoutes = new Hono<AppEnv>()
const base = equipOsipLogDocument.basePath

osipRoutes.get(`${base}/Entry`, requireFn(ADD_FN), accepts({ query: entryQuery }), async (c) => {
  const parsed = entryQuery.safeParse(c.req.query())
  if (!parsed.success) return fail(c, '请选择设备', 400)
  const db = c.get('db')
  const user = c.get('user')
  const [machine] = await db
    .select({ id: E.id, asset_no: E.asset_no, name: E.name, model: E.model, status: E.status, location: E.location, running_hours: E.running_hours, type_id: E.type_id, type_name: T.name, workshop_name: orgDept.deptName })
    .from(E)
    .leftJoin(T, eq(T.id, E.type_id))
    .leftJoin(orgDept, eq(orgDept.id, E.workshop_id))
    .where(and(eq(E.id, parsed.data.id), workshopScope(user, E.workshop_id)))
  if (!machine) return fail(c, M.noMachine, 404)
  const shift = shiftOf(dateTimeText(clock.now()))
  const items = await db
    .select({ id: OI.id, name: OI.name, part: OI.part, method: OI.method, standard: OI.standard, lower_limit: OI.lower_limit, upper_limit: OI.upper_limit, unit: OI.unit })
    .from(OI)
    .where(eq(OI.type_id, Number(machine.type_id)))
    .orderBy(OI.sort_no, OI.id)
  const done = await db
    .select({ id: OL.id, log_no: OL.log_no, result: OL.result, inspector: OL.inspector, inspected_at: OL.inspected_at })
    .from(OL)
    .where(and(eq(OL.equip_id, machine.id), eq(OL.shift_date, shift.shift_date), eq(OL.shift, shift.shift)))
    .orderBy(desc(OL.id))
  const repairs = await db
    .select({ id: ML.id, log_no: ML.log_no, fault_desc: ML.fault_desc, created_at: ML.created_at })
    .from(ML)
    .where(and(eq(ML.equip_id, machine.id), eq(ML.kind, '故障维修'), eq(ML.status, '处理中')))
    .orderBy(desc(ML.id))
  return ok(c, {
    machine: { ...machine, running_hours: Number(machine.running_hours ?? 0) },
    shift,
    items,
    done: done.map((d) => ({ ...d, inspected_at: dateTimeText(d.inspected_at as string) })),
    repairs: repairs.map((r) => ({ ...r, created_at: dateTimeText(r.created_at as unknown as string) })),
  })
})

osipRoutes.post(`${base}/Submit`, requireFn(ADD_FN, 'add'), accepts({ body: submitBody }), async (c) => {
  const body = await parseBody(c, submitBody)
  const user = c.get('user')
  const answer = await c.get('db').transaction(async (tx) => {
    const id = await saveWithHooks(tx, osipBinding, osipHooks, { id: null, body: body as unknown as Row, user, scope: workshopScope(user, OL.workshop_id) })
    const [log] = await tx.select({ id: OL.id, log_no: OL.log_no, result: OL.result, repair_log_id: OL.repair_log_id }).from(OL).where(eq(OL.id, id))
    const [repair] = log?.repair_log_id ? await tx.select({ log_no: ML.log_no }).from(ML).where(eq(ML.id, log.repair_log_id)) : []
    return { ...log, repair_no: repair?.log_no ?? '' }
  })
  return ok(c, answer, answer.result === '异常' ? `点检已提交，已生成维修记录 ${answer.repair_no}` : '点检已提交')
})

/** Shifts that have ended by `now` between two days, as (date, shift) pairs. */
function endedShifts(from: string, to: string, now: string): { date: string; shift: string }[] {
  const out: { date: string; shift: string }[] = []
  for (let d = from; d <= to && out.length < 3 * 92; d = new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)) {
    for (const s of SHIFTS) {
      const end = s.end === 24 ? `${new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)} 00:00:00` : `${d} ${String(s.end).padStart(2, '0')}:00:00`
      if (end <= now) out.push({ date: d, shift: s.name })
    }
  }
  return out
}

osipRoutes.post(`${base}/Missed`, requireFn(equipOsipLogDocument.fn), accepts({ body: missedBody }), async (c) => {
  const q = await parseBody(c, missedBody)
  const now = dateTimeText(clock.now())
  const today = now.slice(0, 10)
  const to = q.date_to ?? today
  const from = q.date_from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10)
  if (from > to) return fail(c, '开始日期不能晚于结束日期', 400)
  const shifts = endedShifts(from, to, now)
  const page = q.page ?? 1
  const size = q.rows ?? 10
  if (!shifts.length) return ok(c, { rows: [], total: 0, page })
  const user = c.get('user')
  const values = sql.join(
    shifts.map((s) => sql`(${s.date}::date, ${s.shift}::text)`),
    sql`, `,
  )
  // machines in use with spot-inspection items, in the shifts after they were registered, that no check covers
  const where = sql`${E.status} = '在用' and exists (select 1 from ${OI} where ${OI.type_id} = ${E.type_id})
      and (${E.commission_date} is null or ${E.commission_date} <= s.d)
      and not exists (select 1 from ${OL} where ${OL.equip_id} = ${E.id} and ${OL.shift_date} = s.d and ${OL.shift} = s.shift)
      ${q.workshop_id ? sql`and ${E.workshop_id} = ${q.workshop_id}` : sql``}
      and ${workshopScope(user, E.workshop_id) ?? sql`true`}`
  const db = c.get('db')
  const [{ n } = { n: 0 }] = rows<{ n: number }>(await db.execute(sql`select count(*)::int as n from (values ${values}) as s(d, shift), ${E} where ${where}`))
  const found = rows<Row>(
    await db.execute(sql`
      select to_char(s.d, 'YYYY-MM-DD') as shift_date, s.shift, ${E.id} as equip_id, ${E.asset_no} as asset_no, ${E.name} as equip_name,
             ${E.location} as location, ${orgDept.deptName} as workshop_name
        from (values ${values}) as s(d, shift) cross join ${E} left join ${orgDept} on ${orgDept.id} = ${E.workshop_id}
       where ${where}
       order by s.d desc, array_position(array['中班','早班','夜班'], s.shift), ${E.asset_no}
       limit ${size} offset ${(page - 1) * size}`),
  )
  return ok(c, { rows: found, total: Number(n), page })
})

