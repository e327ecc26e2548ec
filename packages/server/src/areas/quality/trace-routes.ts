import { checkLogDocument, claimDocument, onsiteCheckItemResource, processFaultDocument, qualityAgreementDocument } from '@scm/core/quality'
import { VEHICLE_LOCATIONS, keyRouteDocument } from '@scm/core/business'
import { Hono } from 'hono'
import { z } from 'zod'
import { documentArea } from '../../document/routes'
import { accepts, fail, ok, parseBody, parseQuery, requireFn, SUPPLIER_OWNED, type AppEnv } from '../../http'
import { actorOf, writeAudit } from '../../platform/audit'
import { isStaff } from '../../platform/owner-scope'
import { xlsxResponse } from '../../platform/xlsx'
import { flowCardRoutes } from './flow-card-routes'
import { FAULT_STAT_GROUPS, faultStats, processFaultHooks, raiseFaultClaim, type FaultStatGroup } from './process-fault'
import { vehicleTrace } from './trace'
import { saveSnapshot, snapshots, snapshotVehicles, tracedVehicleBatches, tracedVehicles, type TraceScope } from './traced-vehicles'
import { id, optionalText, TRACE_FNS, vinQuery } from './trace-inputs'
import { agreementHooks, checkLogHooks } from './qas'
import { checkLogTables, keyRouteTables, processFaultTables, qasOnsiteCheckItem, qualityAgreementTables } from './trace-schema'
import { resourceArea } from '../../resource/routes'

/**
 * Production quality and traceability:
 *   /api/QulKeyRoute       关键工序路线 (the document kit's calls; mm_key_route)
 *   /api/QulProcessFault   生产过程故障 (the kit's calls; check_infor_fault_dtl) + RaiseClaim, GetStats
 *   /api/QulFlowCard       装配流程卡 (assembly_process_card): flow-card-routes.ts
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

traceRoutes.route('/', flowCardRoutes)

const STATS_FNS = ['QulManage_check_infor_fault_query', processFaultDocument.fn]

// ---- 整车追溯 ----

/** GET /api/QulTrace/ByVin?vin (or engine no): the vehicle's whole trace (staff). */
traceRoutes.get('/api/QulTrace/ByVin', requireFn(TRACE_FNS), accepts({ query: vinQuery }), async (c) => {
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const q = parseQuery(c, vinQuery)
  return ok(c, await vehicleTrace(c.get('db'), q.vin.toUpperCase()))
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
  return ok(c, await tracedVehicles(c.get('db'), c.get('user'), scopeOf(b), { page: b.page, rows: b.rows, where: b.where as Where | undefined }))
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
  return xlsxResponse('追溯车辆', columns, tracedVehicleBatches(c.get('db'), user, scopeOf(b), b.where as Where | undefined))
})

const snapshotBody = z.object({ ...scopeShape, name: z.string({ error: '请输入快照名称' }).trim().min(1, '请输入快照名称').max(100, '快照名称不能超过100个字符') })

/** POST /api/QulTrace/SaveSnapshot {name, …scope}: keeps the scope's vehicles as they are now (staff, button add). */
traceRoutes.post('/api/QulTrace/SaveSnapshot', requireFn(TRACE_FNS, 'add'), accepts({ body: snapshotBody }), async (c) => {
  // a recall scope is the enterprise's: suppliers trace their batches, staff keep snapshots
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const b = await parseBody(c, snapshotBody)
  const { name, ...scope } = b
  return ok(c, await c.get('db').transaction(async (tx) => ({ id: await saveSnapshot(tx, c.get('user'), name, scope as TraceScope) })), '已保存追溯快照')
})

/** GET /api/QulTrace/Snapshots: the snapshots the caller may see. */
traceRoutes.get('/api/QulTrace/Snapshots', requireFn(TRACE_FNS, SUPPLIER_OWNED), async (c) => ok(c, await snapshots(c.get('db'), c.get('user'))))

const snapshotQuery = z.object({ id: id('追溯快照') })

/** GET /api/QulTrace/GetSnapshot?id: one snapshot's vehicles as kept. */
traceRoutes.get('/api/QulTrace/GetSnapshot', requireFn(TRACE_FNS, SUPPLIER_OWNED), accepts({ query: snapshotQuery }), async (c) => {
  const q = parseQuery(c, snapshotQuery)
  return ok(c, await snapshotVehicles(c.get('db'), c.get('user'), q.id))
})

// ---- 生产过程故障: claim draft and statistics ----

const faultId = z.object({ id: id('故障单') })

/** POST /api/QulProcessFault/RaiseClaim {id}: a claim draft from a supplier-charged fault; a second call answers the first draft (staff who may add claims). */
traceRoutes.post('/api/QulProcessFault/RaiseClaim', requireFn(claimDocument.fn, 'add'), accepts({ body: faultId }), async (c) => {
  if (!isStaff(c.get('user'))) return fail(c, '无权限', 403)
  const { id: fault } = await parseBody(c, faultId)
  const answer = await c.get('db').transaction(async (tx) => {
    const raised = await raiseFaultClaim(tx, fault, c.get('user'))
    if (!raised.existing) await writeAudit(tx, actorOf(c), { area: claimDocument.name, action: '新增', target: `${claimDocument.title}（生产过程故障）`, targetId: raised.id })
    return raised
  })
  return ok(c, answer, answer.existing ? '该故障已有索赔单，已打开' : '已生成索赔单草稿')
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
