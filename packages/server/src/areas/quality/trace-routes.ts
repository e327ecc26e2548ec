import { checkLogDocument, claimDocument, onsiteCheckItemResource, processFaultDocument, qualityAgreementDocument, VEHICLE_CHECKS } from '@scm/core/quality'
import { VEHICLE_LOCATIONS, vinRule, keyRouteDocument } from '@scm/core/business'
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { z } from 'zod'
import { documentArea } from '../../document/routes'
import { accepts, fail, ok, parseBody, parseQuery, requireFn, SUPPLIER_OWNED, type AppEnv } from '../../http'
import { dateText, dateTimeText } from '../../http/dates'
import { orgStation } from '../../identity/org-schema'
import { actorOf, writeAudit } from '../../platform/audit'
import { isStaff } from '../../platform/owner-scope'
import { xlsxResponse } from '../../platform/xlsx'
import { ResourceError } from '../../resource/records'
import { seCustVehicle } from '../../business/vehicle-schema'
import { batchOptions, bindPart, buildVehicle, checkVehicle, recordStep, unbindPart } from './flow-card'
import { FAULT_STAT_GROUPS, faultStats, processFaultHooks, raiseFaultClaim, type FaultStatGroup } from './process-fault'
import { saveSnapshot, snapshots, snapshotVehicles, tracedVehicleBatches, tracedVehicles, vehicleTrace, type TraceScope } from './trace'
import { agreementHooks, checkLogHooks } from './qas'
import { checkLogTables, keyRouteTables, processFaultTables, qasOnsiteCheckItem, qualityAgreementTables } from './trace-schema'
import { resourceArea } from '../../resource/routes'

/**
 * Production quality and traceability:
 *   /api/QulKeyRoute       关键工序路线 (the document kit's calls; mm_key_route)
 *   /api/QulProcessFault   生产过程故障 (the kit's calls; check_infor_fault_dtl) + RaiseClaim, GetStats
 *   /api/QulFlowCard       装配流程卡 (assembly_process_card): vehicles, a card, build, record, bind,
 *                          unbind / replace, offline and final check, batch options
 *   /api/QulAgreement      技术质量协议 (the kit's calls; the supplier confirms his own)
 *   /api/QasCheckLog       故障检验记录 (the kit's calls; /qas CheckFaultLogAdd, CheckFaultLogs)
 *   /api/QaOnsiteCheckItem 现场检验项目 (GetList, GetDetail, Save, Del, Export; /qas qaOnsiteCheckitem)
 *   /api/QulTrace          整车追溯 (trace and the three tracing screens): ByVin, GetVehicles, Export,
 *                          snapshots
 */
export const traceRoutes = new Hono<AppEnv>()
traceRoutes.route('/', documentArea(keyRouteDocument, keyRouteTables))
traceRoutes.route('/', documentArea(processFaultDocument, processFaultTables, processFaultHooks))
traceRoutes.route('/', documentArea(qualityAgreementDocument, qualityAgreementTables, agreementHooks))
traceRoutes.route('/', documentArea(checkLogDocument, checkLogTables, checkLogHooks))
traceRoutes.route('/', resourceArea([onsiteCheckItemResource, qasOnsiteCheckItem]))

const CARD_FN = 'QulManage_assembly_process_card'
/** The screens that trace: the whole-vehicle trace, parts, plans and key components. */
const TRACE_FNS = ['QulManage_trace', 'QulManage_parts_traceability', 'QulManage_production_plan_traceability', 'QulManage_traceability_of_key_components', 'qas_QaCardListQuery']
const STATS_FNS = ['QulManage_check_infor_fault_query', processFaultDocument.fn]

async function run<T>(c: Context<AppEnv>, work: () => Promise<T>, message?: string) {
  try {
    return ok(c, await work(), message)
  } catch (error) {
    if (error instanceof ResourceError) return fail(c, error.message, error.status)
    throw error
  }
}

const vin = z.string({ error: '请输入车架号(VIN)' }).trim().toUpperCase().regex(vinRule.pattern!, vinRule.message)
const id = (label: string) => z.coerce.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`).max(2147483647, `请选择${label}`)
const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label}不能超过${max}个字符`).optional()

// ---- 装配流程卡 ----

const vehicleListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(500).default(10),
  searchKey: z.string().trim().max(50).optional(),
  location: z.enum(VEHICLE_LOCATIONS.map((l) => l.value) as [string, ...string[]], { error: '当前位置不正确' }).optional(),
})

/** POST /api/QulFlowCard/GetList {page, rows, searchKey (VIN, plan, model, engine), location}: the vehicles built, newest first. */
traceRoutes.post('/api/QulFlowCard/GetList', requireFn([CARD_FN, ...TRACE_FNS]), accepts({ body: vehicleListQuery }), async (c) => {
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

const vinQuery = z.object({ vin: z.string({ error: '请输入车架号(VIN)或发动机号' }).trim().min(1, '请输入车架号(VIN)或发动机号').max(30, '车架号(VIN)或发动机号不能超过30个字符') })

/** GET /api/QulFlowCard/GetCard?vin: the vehicle's flow card (its route, steps, bindings, checks, faults). */
traceRoutes.get('/api/QulFlowCard/GetCard', requireFn(CARD_FN), accepts({ query: vinQuery }), async (c) => {
  const q = parseQuery(c, vinQuery)
  return run(c, () => vehicleTrace(c.get('db'), q.vin.toUpperCase()))
})

const buildBody = z.object({
  vin,
  model: z.string({ error: '请输入车型' }).trim().min(1, '请输入车型').max(50, '车型不能超过50个字符'),
  configuration: optionalText(100, '配置'),
  plan_no: z.string({ error: '请输入生产计划号' }).trim().min(1, '请输入生产计划号').max(30, '生产计划号不能超过30个字符'),
  engine_no: optionalText(30, '发动机号'),
})

/** POST /api/QulFlowCard/Build {vin, model, configuration, plan_no, engine_no}: the vehicle goes on the line (button add). */
traceRoutes.post('/api/QulFlowCard/Build', requireFn(CARD_FN, 'add'), accepts({ body: buildBody }), async (c) => {
  const input = await parseBody(c, buildBody)
  return run(
    c,
    () =>
      c.get('db').transaction(async (tx) => {
        const vehicleId = await buildVehicle(tx, c.get('user'), input)
        await writeAudit(tx, actorOf(c), { area: 'QulFlowCard', action: '新增', target: `整车上线 ${input.vin}`, targetId: vehicleId, after: input })
        return { id: vehicleId }
      }),
    '车辆已上线',
  )
})

const recordBody = z.object({ vin, route_line_id: id('工序'), result: z.enum(['合格', '不合格'], { error: '请选择检查结果' }), remark: optionalText(500, '备注') })

/** POST /api/QulFlowCard/Record {vin, route_line_id, result, remark}: a key process done at its station (button edit). */
traceRoutes.post('/api/QulFlowCard/Record', requireFn(CARD_FN, 'edit'), accepts({ body: recordBody }), async (c) => {
  const input = await parseBody(c, recordBody)
  return run(c, () => c.get('db').transaction(async (tx) => ({ id: await recordStep(tx, c.get('user'), input) })), '已记录')
})

const partFields = {
  serial_no: optionalText(50, '序列号'),
  rcv_line_id: id('供应商批次').optional().nullable(),
}
const bindBody = z.object({ vin, route_line_id: id('工序'), ...partFields })

/** POST /api/QulFlowCard/Bind {vin, route_line_id, serial_no, rcv_line_id}: binds the key part of a process (button edit). */
traceRoutes.post('/api/QulFlowCard/Bind', requireFn(CARD_FN, 'edit'), accepts({ body: bindBody }), async (c) => {
  const input = await parseBody(c, bindBody)
  return run(c, () => c.get('db').transaction(async (tx) => ({ id: await bindPart(tx, c.get('user'), input) })), '已绑定')
})

const unbindBody = z.object({
  binding_id: id('绑定记录'),
  reason: z.string({ error: '请输入解绑或更换原因' }).trim().min(1, '请输入解绑或更换原因').max(200, '原因不能超过200个字符'),
  replace: z.object(partFields).optional(),
})

/** POST /api/QulFlowCard/Unbind {binding_id, reason, replace?: {serial_no, rcv_line_id}}: unbinds or replaces a part, keeping the old binding (button edit). */
traceRoutes.post('/api/QulFlowCard/Unbind', requireFn(CARD_FN, 'edit'), accepts({ body: unbindBody }), async (c) => {
  const input = await parseBody(c, unbindBody)
  return run(c, () => c.get('db').transaction(async (tx) => ({ id: await unbindPart(tx, c.get('user'), input) })), input.replace ? '已更换' : '已解绑')
})

const checkBody = z.object({ vin, check: z.enum(VEHICLE_CHECKS, { error: '请选择下线或终检' }), remark: optionalText(500, '备注') })

/** POST /api/QulFlowCard/Check {vin, check: 下线|终检, remark}: refused with the missing key parts and open faults (button audit). */
traceRoutes.post('/api/QulFlowCard/Check', requireFn(CARD_FN, 'audit'), accepts({ body: checkBody }), async (c) => {
  const input = await parseBody(c, checkBody)
  return run(c, () => c.get('db').transaction(async (tx) => checkVehicle(tx, c.get('user'), input).then(() => ({ vin: input.vin }))), `${input.check}通过`)
})

const batchQuery = z.object({ mtr_id: id('关键件') })

/** GET /api/QulFlowCard/BatchOptions?mtr_id: the receipt lines (supplier batches) of a key part. */
traceRoutes.get('/api/QulFlowCard/BatchOptions', requireFn(CARD_FN), accepts({ query: batchQuery }), async (c) => {
  const q = parseQuery(c, batchQuery)
  const rows = await batchOptions(c.get('db'), q.mtr_id)
  return ok(c, rows.map((r) => ({ ...r, qty: Number(r.qty), rcv_date: dateText(r.rcv_date) })))
})

// ---- 整车追溯 ----

/** GET /api/QulTrace/ByVin?vin (or engine no): the vehicle's whole trace (staff). */
traceRoutes.get('/api/QulTrace/ByVin', requireFn(TRACE_FNS), accepts({ query: vinQuery }), async (c) => {
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const q = parseQuery(c, vinQuery)
  return run(c, () => vehicleTrace(c.get('db'), q.vin.toUpperCase()))
})

const scopeShape = {
  by: z.enum(['batch', 'serial', 'plan', 'station'], { error: '请选择追溯方式' }),
  value: optionalText(50, '追溯条件'),
  mtr_code: optionalText(30, '零件编码'),
  rcv_line_id: id('供应商批次').optional(),
  station_id: id('工位').optional(),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}/, '开始日期格式错误').optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}/, '结束日期格式错误').optional(),
}
const vehiclesBody = z.object({
  ...scopeShape,
  where: z.enum(VEHICLE_LOCATIONS.map((l) => l.value) as [string, ...string[]], { error: '当前位置不正确' }).optional(),
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(500).default(20),
})

const scopeOf = (b: z.output<typeof vehiclesBody>): TraceScope => ({ by: b.by, value: b.value, mtr_code: b.mtr_code, rcv_line_id: b.rcv_line_id, station_id: b.station_id, from: b.from, to: b.to })
type Where = (typeof VEHICLE_LOCATIONS)[number]['value']

/**
 * POST /api/QulTrace/GetVehicles {by: batch|serial|plan|station, value, mtr_code, rcv_line_id,
 * station_id, from, to, where, page, rows}: the vehicles reached, counted by where they are now,
 * one page. A supplier's user traces his own batches only, without customers' names.
 */
traceRoutes.post('/api/QulTrace/GetVehicles', requireFn(TRACE_FNS, SUPPLIER_OWNED), accepts({ body: vehiclesBody }), async (c) => {
  const b = await parseBody(c, vehiclesBody)
  return run(c, () => tracedVehicles(c.get('db'), c.get('user'), scopeOf(b), { page: b.page, rows: b.rows, where: b.where as Where | undefined }))
})

const EXPORT_COLUMNS = [
  { header: '车架号(VIN)', key: 'vin', width: 22 },
  { header: '车型', key: 'model', width: 14 },
  { header: '生产计划号', key: 'plan_no', width: 16 },
  { header: '当前位置', key: 'location', width: 10 },
  { header: '所在工位', key: 'station_name', width: 12 },
  { header: '下线日期', key: 'offline_date', width: 12 },
  { header: '客户', key: 'customer_name', width: 24 },
  { header: '交付日期', key: 'delivery_date', width: 12 },
  { header: '零件编码', key: 'mtr_code', width: 14 },
  { header: '序列号', key: 'serial_no', width: 16 },
  { header: '批次(收货单)', key: 'rcv_no', width: 18 },
]

/** POST /api/QulTrace/Export: the same vehicles as .xlsx (button export). */
traceRoutes.post('/api/QulTrace/Export', requireFn(TRACE_FNS, 'export', SUPPLIER_OWNED), accepts({ body: vehiclesBody }), async (c) => {
  const b = await parseBody(c, vehiclesBody)
  const user = c.get('user')
  const columns = isStaff(user) ? EXPORT_COLUMNS : EXPORT_COLUMNS.filter((col) => col.key !== 'customer_name')
  try {
    return await xlsxResponse('追溯车辆', columns, tracedVehicleBatches(c.get('db'), user, scopeOf(b), b.where as Where | undefined))
  } catch (error) {
    if (error instanceof ResourceError) return fail(c, error.message, error.status)
    throw error
  }
})

const snapshotBody = z.object({ ...scopeShape, name: z.string({ error: '请输入快照名称' }).trim().min(1, '请输入快照名称').max(100, '快照名称不能超过100个字符') })

/** POST /api/QulTrace/SaveSnapshot {name, …scope}: keeps the scope's vehicles as they are now (staff, button add). */
traceRoutes.post('/api/QulTrace/SaveSnapshot', requireFn(TRACE_FNS, 'add'), accepts({ body: snapshotBody }), async (c) => {
  // a recall scope is the enterprise's: suppliers trace their batches, staff keep snapshots
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const b = await parseBody(c, snapshotBody)
  const { name, ...scope } = b
  return run(c, () => c.get('db').transaction(async (tx) => ({ id: await saveSnapshot(tx, c.get('user'), name, scope as TraceScope) })), '已保存追溯快照')
})

/** GET /api/QulTrace/Snapshots: the snapshots the caller may see. */
traceRoutes.get('/api/QulTrace/Snapshots', requireFn(TRACE_FNS, SUPPLIER_OWNED), async (c) => ok(c, await snapshots(c.get('db'), c.get('user'))))

const snapshotQuery = z.object({ id: id('追溯快照') })

/** GET /api/QulTrace/GetSnapshot?id: one snapshot's vehicles as kept. */
traceRoutes.get('/api/QulTrace/GetSnapshot', requireFn(TRACE_FNS, SUPPLIER_OWNED), accepts({ query: snapshotQuery }), async (c) => {
  const q = parseQuery(c, snapshotQuery)
  return run(c, () => snapshotVehicles(c.get('db'), c.get('user'), q.id))
})

// ---- 生产过程故障: claim draft and statistics ----

const faultId = z.object({ id: id('故障单') })

/** POST /api/QulProcessFault/RaiseClaim {id}: a claim draft from a supplier-charged fault; a second call answers the first draft (staff who may add claims). */
traceRoutes.post('/api/QulProcessFault/RaiseClaim', requireFn(claimDocument.fn, 'add'), accepts({ body: faultId }), async (c) => {
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const { id: fault } = await parseBody(c, faultId)
  try {
    const answer = await c.get('db').transaction(async (tx) => {
      const raised = await raiseFaultClaim(tx, fault, c.get('user'))
      if (!raised.existing) await writeAudit(tx, actorOf(c), { area: claimDocument.name, action: '新增', target: `${claimDocument.title}（生产过程故障）`, targetId: raised.id })
      return raised
    })
    return ok(c, answer, answer.existing ? '该故障已有索赔单，已打开' : '已生成索赔单草稿')
  } catch (error) {
    if (error instanceof ResourceError) return fail(c, error.message, error.status)
    throw error
  }
})

const statsBody = z.object({
  group: z.enum(Object.keys(FAULT_STAT_GROUPS) as [FaultStatGroup, ...FaultStatGroup[]], { error: '统计维度不正确' }).default('code'),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '开始日期格式错误').optional(),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '结束日期格式错误').optional(),
})

/** POST /api/QulProcessFault/GetStats {group: code|station|supplier, from, to}: the Pareto of faults (a supplier: his own). */
traceRoutes.post('/api/QulProcessFault/GetStats', requireFn(STATS_FNS, SUPPLIER_OWNED), accepts({ body: statsBody }), async (c) => {
  const q = await parseBody(c, statsBody)
  return ok(c, await faultStats(c.get('db'), c.get('user'), q))
})
