import { VEHICLE_CHECKS } from '@scm/core/quality'
import { VEHICLE_LOCATIONS } from '@scm/core/business'
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { accepts, ok, parseBody, parseQuery, requireFn, type AppEnv } from '../../http'
import { dateText, dateTimeText } from '../../http/dates'
import { orgStation } from '../../identity/org-schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { seCustVehicle } from '../../business/vehicle-schema'
import { batchOptions, bindPart, buildVehicle, checkVehicle, recordStep, unbindPart } from './flow-card'
import { vehicleTrace } from './trace'
import { CARD_FN, id, optionalText, TRACE_FNS, vin, vinQuery } from './trace-inputs'

/**
 * /api/QulFlowCard 装配流程卡 (assembly_process_card): the vehicles built, a vehicle's card, and the
 * line's steps on it — build, record, bind, unbind / replace, offline and final check, batch options.
 * Mounted by trace-routes.ts in its place among the quality calls.
 */
export const flowCardRoutes = new Hono<AppEnv>()

// ---- 装配流程卡 ----

const vehicleListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(500).default(10),
  searchKey: z.string().trim().max(50).optional(),
  location: z.enum(VEHICLE_LOCATIONS.map((l) => l.value) as [string, ...string[]], { error: '当前位置不正确' }).optional(),
})

/** POST /api/QulFlowCard/GetList {page, rows, searchKey (VIN, plan, model, engine), location}: the vehicles built, newest first. */
flowCardRoutes.post('/api/QulFlowCard/GetList', requireFn([CARD_FN, ...TRACE_FNS]), accepts({ body: vehicleListQuery }), async (c) => {
  const q = await parseBody(c, vehicleListQuery)
  const V = seCustVehicle
  const where: SQL[] = [sql`${V.plan_no} is not null`]
  if (q.location) where.push(sql`coalesce(${V.location}, '已交付') = ${q.location}`)
  if (q.searchKey) {
    const like = `%${q.searchKey.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    where.push(sql`(${V.vin} ilike ${like} or ${V.plan_no} ilike ${like} or ${V.model} ilike ${like} or ${V.engine_no} ilike ${like})`)
  }
  const db = c.get('db')
  const cond = and(...where)
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: V.id,
        vin: V.vin,
        model: V.model,
        configuration: V.configuration,
        plan_no: V.plan_no,
        engine_no: V.engine_no,
        location: sql<string>`coalesce(${V.location}, '已交付')`,
        station_name: orgStation.stationName,
        online_at: V.online_at,
        offline_date: V.offline_date,
        final_checked_at: V.final_checked_at,
      })
      .from(V)
      .leftJoin(orgStation, eq(orgStation.id, V.station_id))
      .where(cond)
      .orderBy(desc(V.online_at), asc(V.vin))
      .limit(q.rows)
      .offset((q.page - 1) * q.rows),
    db.select({ n: sql<number>`count(*)::int` }).from(V).where(cond),
  ])
  return ok(c, {
    rows: rows.map((r) => ({ ...r, station_name: r.station_name ?? '', online_at: dateTimeText(r.online_at as string), offline_date: dateText(r.offline_date as string), final_checked_at: dateTimeText(r.final_checked_at as string) })),
    total: Number(count?.n ?? 0),
    page: q.page,
  })
})


/** GET /api/QulFlowCard/GetCard?vin: the vehicle's flow card (its route, steps, bindings, checks, faults). */
flowCardRoutes.get('/api/QulFlowCard/GetCard', requireFn(CARD_FN), accepts({ query: vinQuery }), async (c) => {
  const q = parseQuery(c, vinQuery)
  return ok(c, await vehicleTrace(c.get('db'), q.vin.toUpperCase()))
})

const buildBody = z.object({
  vin,
  model: z.string({ error: '请输入车型' }).trim().min(1, '请输入车型').max(50, '车型不能超过50个字符'),
  configuration: optionalText(100, '配置'),
  plan_no: z.string({ error: '请输入生产计划号' }).trim().min(1, '请输入生产计划号').max(30, '生产计划号不能超过30个字符'),
  engine_no: optionalText(30, '发动机号'),
})

/** POST /api/QulFlowCard/Build {vin, model, configuration, plan_no, engine_no}: the vehicle goes on the line (button add). */
flowCardRoutes.post('/api/QulFlowCard/Build', requireFn(CARD_FN, 'add'), accepts({ body: buildBody }), async (c) => {
  const input = await parseBody(c, buildBody)
  const answer = await c.get('db').transaction(async (tx) => {
    const vehicleId = await buildVehicle(tx, c.get('user'), input)
    await writeAudit(tx, actorOf(c), { area: 'QulFlowCard', action: '新增', target: `整车上线 ${input.vin}`, targetId: vehicleId, after: input })
    return { id: vehicleId }
  })
  return ok(c, answer, '车辆已上线')
})

const recordBody = z.object({ vin, route_line_id: id('工序'), result: z.enum(['合格', '不合格'], { error: '请选择检查结果' }), remark: optionalText(500, '备注') })

/** POST /api/QulFlowCard/Record {vin, route_line_id, result, remark}: a key process done at its station (button edit). */
flowCardRoutes.post('/api/QulFlowCard/Record', requireFn(CARD_FN, 'edit'), accepts({ body: recordBody }), async (c) => {
  const input = await parseBody(c, recordBody)
  return ok(c, await c.get('db').transaction(async (tx) => ({ id: await recordStep(tx, c.get('user'), input) })), '已记录')
})

const partFields = {
  serial_no: optionalText(50, '序列号'),
  rcv_line_id: id('供应商批次').optional().nullable(),
}
const bindBody = z.object({ vin, route_line_id: id('工序'), ...partFields })

/** POST /api/QulFlowCard/Bind {vin, route_line_id, serial_no, rcv_line_id}: binds the key part of a process (button edit). */
flowCardRoutes.post('/api/QulFlowCard/Bind', requireFn(CARD_FN, 'edit'), accepts({ body: bindBody }), async (c) => {
  const input = await parseBody(c, bindBody)
  return ok(c, await c.get('db').transaction(async (tx) => ({ id: await bindPart(tx, c.get('user'), input) })), '已绑定')
})

const unbindBody = z.object({
  binding_id: id('绑定记录'),
  reason: z.string({ error: '请输入解绑或更换原因' }).trim().min(1, '请输入解绑或更换原因').max(200, '原因不能超过200个字符'),
  replace: z.object(partFields).optional(),
})

/** POST /api/QulFlowCard/Unbind {binding_id, reason, replace?: {serial_no, rcv_line_id}}: unbinds or replaces a part, keeping the old binding (button edit). */
flowCardRoutes.post('/api/QulFlowCard/Unbind', requireFn(CARD_FN, 'edit'), accepts({ body: unbindBody }), async (c) => {
  const input = await parseBody(c, unbindBody)
  return ok(c, await c.get('db').transaction(async (tx) => ({ id: await unbindPart(tx, c.get('user'), input) })), input.replace ? '已更换' : '已解绑')
})

const checkBody = z.object({ vin, check: z.enum(VEHICLE_CHECKS, { error: '请选择下线或终检' }), remark: optionalText(500, '备注') })

/** POST /api/QulFlowCard/Check {vin, check: 下线|终检, remark}: refused with the missing key parts and open faults (button audit). */
flowCardRoutes.post('/api/QulFlowCard/Check', requireFn(CARD_FN, 'audit'), accepts({ body: checkBody }), async (c) => {
  const input = await parseBody(c, checkBody)
  return ok(c, await c.get('db').transaction(async (tx) => checkVehicle(tx, c.get('user'), input).then(() => ({ vin: input.vin }))), `${input.check}通过`)
})

const batchQuery = z.object({ mtr_id: id('关键件') })

/** GET /api/QulFlowCard/BatchOptions?mtr_id: the receipt lines (supplier batches) of a key part. */
flowCardRoutes.get('/api/QulFlowCard/BatchOptions', requireFn(CARD_FN), accepts({ query: batchQuery }), async (c) => {
  const q = parseQuery(c, batchQuery)
  const rows = await batchOptions(c.get('db'), q.mtr_id)
  return ok(c, rows.map((r) => ({ ...r, qty: Number(r.qty), rcv_date: dateText(r.rcv_date) })))
})
