import { checkLogDocument, processFaultDocument, qualityAgreementDocument, type VehicleCheck } from '@scm/core/quality'
import { keyRouteDocument } from '@scm/core/business'
import { eq, inArray, sql } from 'drizzle-orm'
import * as clock from '../../clock'
import { nowSql } from '../../clock/sql'
import type { Db } from '../../db'
import { seedDocuments, type SeedActor } from '../../document/seed'
import type { CurrentUser } from '../../http'
import { orgDept, orgStation } from '../../identity/org-schema'
import { sysUser } from '../../identity/user-schema'
import { seCustVehicle } from '../../business/vehicle-schema'
import { bindPart, buildVehicle, checkVehicle, recordStep, routeOf, unbindPart } from './flow-card'
import { processFaultHooks, raiseFaultClaim } from './process-fault'
import { saveSnapshot } from './traced-vehicles'
import { checkLogHooks, agreementHooks } from './qas'
import { checkLogTables, keyRouteTables, processFaultTables, qasOnsiteCheckItem, qualityAgreementTables, qulPartBinding } from './trace-schema'
import { qulFaultCode } from './schema'

// Demo production: the assembly shop's stations (org_station under 总装车间), a published key route
// per model, vehicles in every place — on the line, offline in stock, and the after-sales demo
// customers' vehicles (delivered, one in service) — with flow cards binding parts from the demo
// receipts of the three suppliers (one batch that failed incoming inspection), faults in every
// status, a claim raised from one, and a kept trace snapshot. All through the calls' own functions.

/** Production stations of 总装车间 (the shared org_station: a station belongs to its workshop). */
const LINE_STATIONS: [string, string][] = [
  ['010603', '发动机合装'],
  ['010604', '底盘装配'],
  ['010605', '电气装配'],
]

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows
const daysAgo = (n: number, hour = 9) => {
  const d = new Date(clock.nowMs() - n * 86_400_000)
  d.setHours(hour, 0, 0, 0)
  return d
}

export async function seedTrace(db: Db): Promise<void> {
  const [shop] = await db.select({ id: orgDept.id }).from(orgDept).where(eq(orgDept.deptCode, '0106'))
  if (!shop) return
  await db
    .insert(orgStation)
    .values(LINE_STATIONS.map(([code, name], i) => ({ deptId: shop.id, stationCode: code, stationName: name, sort: 30 + i * 10 })))
    .onConflictDoNothing()
  const stations = new Map(
    (await db.select({ id: orgStation.id, code: orgStation.stationCode }).from(orgStation).where(inArray(orgStation.stationCode, ['010601', '010602', ...LINE_STATIONS.map((s) => s.at(0)!)]))).map((s) => [s.code, s.id]),
  )
  const users = await db
    .select({ userid: sysUser.userid, UserName: sysUser.userName, usercode: sysUser.usercode })
    .from(sysUser)
    .where(inArray(sysUser.usercode, ['qe01', 'admin']))
  const qe = (users.find((u) => u.usercode === 'qe01') ?? users[0]) as SeedActor | undefined
  if (!qe) return
  const me = { usercode: 'qe01', supplyid: null, customerId: null, roles: ['quality'], ...qe } as CurrentUser

  // the key parts: per supplier a material received in the demo receipts; the first of sup1001 a lot
  // that passed incoming inspection, and a material whose lot failed it
  const lots = rowsOf<{ id: number; mtr_id: number; supplyid: number; verdict: string | null }>(
    await db.execute(sql`
      select rl.id, rl.mtr_id, rl.supplyid, i.verdict
        from pc_receipt_line rl
        left join lateral (select q.verdict from qul_inspection q where q.receipt_line_id = rl.id and q.verdict is not null order by q.id desc limit 1) i on true
       order by rl.supplyid, (i.verdict = '合格') desc nulls last, rl.id`),
  )
  const picked: { mtr_id: number; lot: number; failed?: boolean }[] = []
  const take = (pred: (l: (typeof lots)[number]) => boolean, failed = false) => {
    const l = lots.find((x) => pred(x) && !picked.some((p) => p.mtr_id === x.mtr_id))
    if (l) picked.push({ mtr_id: l.mtr_id, lot: l.id, failed })
  }
  take((l) => l.supplyid === 1001 && l.verdict === '合格')
  take((l) => l.verdict === '不合格', true)
  take((l) => l.supplyid === 1002)
  take((l) => l.supplyid === 1003)
  if (picked.length < 2) return
  const slots: { station: string; process: string; check: string; mode: string }[] = [
    { station: '010603', process: '发动机合装', check: '悬置螺栓力矩 110±10 N·m', mode: '批次' },
    { station: '010604', process: '底盘部件装配', check: '紧固力矩与防松标记', mode: '批次' },
    { station: '010605', process: '电气部件装配', check: '插接件到位、功能检测', mode: '序列号' },
    { station: '010601', process: '总装关键件装配', check: '外观与装配到位', mode: '批次' },
  ]
  const lines = picked.map((p, i) => ({
    seq: (i + 1) * 10,
    station_id: stations.get(slots[i]!.station),
    process_name: slots[i]!.process,
    check_item: slots[i]!.check,
    mtr_id: p.mtr_id,
    bind_mode: slots[i]!.mode,
  }))
  lines.push({ seq: 90, station_id: stations.get('010602'), process_name: '整车终检', check_item: '路试、淋雨、四轮定位', mtr_id: undefined as unknown as number, bind_mode: undefined as unknown as string })

  // a published route for every model the demo vehicles are, and a draft of a new model
  const models = rowsOf<{ model: string }>(await db.execute(sql`select distinct model from se_cust_vehicle order by model`)).map((m) => m.model)
  const mainModel = models[0] ?? 'HFC1042 轻卡'
  for (const model of models.length ? models : [mainModel]) {
    await seedDocuments(db, keyRouteDocument, keyRouteTables, [{ values: { model, route_name: `${model} 总装关键工序`, lines }, by: qe, steps: [['Publish', qe]], at: daysAgo(60) }])
  }
  await seedDocuments(db, keyRouteDocument, keyRouteTables, [{ values: { model: 'HFC1180 中卡', route_name: 'HFC1180 中卡 总装关键工序（试制）', lines }, by: qe, at: daysAgo(5) }])

  const route = await routeOf(db, mainModel)
  const serialOf = (vin: string, i: number) => `SN${vin.slice(-6)}${i}`
  /** Records and binds the route's processes up to `upto` (all when undefined). */
  const build = async (vin: string, upto = route.length) => {
    for (const [i, line] of route.slice(0, upto).entries()) {
      await recordStep(db, me, { vin, route_line_id: line.id, result: '合格' })
      if (line.mtr_id) {
        const lot = picked.find((p) => p.mtr_id === line.mtr_id)!
        await bindPart(db, me, { vin, route_line_id: line.id, rcv_line_id: lot.lot, serial_no: line.bind_mode === '序列号' || i === 0 ? serialOf(vin, i) : '' })
      }
    }
  }
  const check = (vin: string, c: VehicleCheck) => checkVehicle(db, me, { vin, check: c })

  // the after-sales customers' vehicles were built here first: on the line weeks before delivery
  const delivered = await db.select({ id: seCustVehicle.id, vin: seCustVehicle.vin, model: seCustVehicle.model, delivery_date: seCustVehicle.delivery_date }).from(seCustVehicle)
  for (const [i, v] of delivered.entries()) {
    const at = daysAgo(90 + i)
    await clock.runAt(at, async () => {
      await db.update(seCustVehicle).set({ location: '在线', plan_no: `PP2026${String(8 + (i % 3)).padStart(2, '0')}-${String(i % 3 + 1).padStart(3, '0')}`, engine_no: `E${String(v.vin).slice(-8)}`, online_at: nowSql() }).where(eq(seCustVehicle.id, v.id))
      const vin = String(v.vin)
      const own = await routeOf(db, String(v.model))
      for (const [j, line] of own.entries()) {
        await recordStep(db, me, { vin, route_line_id: line.id, result: '合格' })
        if (line.mtr_id) {
          const lot = picked.find((p) => p.mtr_id === line.mtr_id)!
          await bindPart(db, me, { vin, route_line_id: line.id, rcv_line_id: lot.lot, serial_no: line.bind_mode === '序列号' ? serialOf(vin, j) : '' })
        }
      }
      await check(vin, '下线')
      await check(vin, '终检')
    })
    // delivered (the second one is in for a repair now)
    await db.update(seCustVehicle).set({ location: i === 1 ? '服务中' : '已交付' }).where(eq(seCustVehicle.id, v.id))
  }

  // new vehicles of the current plan: two offline in stock (one final-checked), three on the line
  const plan = `PP202611-001`
  const fresh = ['LWJ1042H5S0001001', 'LWJ1042H5S0001002', 'LWJ1042H5S0001003', 'LWJ1042H5S0001004', 'LWJ1042H5S0001005']
  for (const [i, vin] of fresh.entries()) {
    await clock.runAt(daysAgo(6 - i), async () => {
      await buildVehicle(db, me, { vin, model: mainModel, configuration: '国六 4.2米厢式', plan_no: plan, engine_no: `E2611${String(i + 1).padStart(4, '0')}` })
      await build(vin, i < 2 ? route.length : i + 0)
      if (i < 2) await check(vin, '下线')
      if (i === 0) await check(vin, '终检')
    })
  }
  // one part replaced on the last vehicle: the old binding kept with who, when and why
  const [replaced] = await db
    .select({ id: qulPartBinding.id, line: qulPartBinding.route_line_id })
    .from(qulPartBinding)
    .innerJoin(seCustVehicle, eq(seCustVehicle.id, qulPartBinding.vehicle_id))
    .where(eq(seCustVehicle.vin, fresh[4]!))
    .orderBy(qulPartBinding.id)
    .limit(1)
  const again = replaced && route.find((l) => l.id === replaced.line)
  if (replaced && again) {
    await clock.runAt(daysAgo(1, 16), () =>
      unbindPart(db, me, { binding_id: replaced.id, reason: '装配时螺纹损伤，换件', replace: { rcv_line_id: picked.find((p) => p.mtr_id === again.mtr_id)!.lot, serial_no: `${serialOf(fresh[4]!, 0)}R` } }),
    )
  }

  // faults in every status
  const codes = (await db.select({ id: qulFaultCode.id }).from(qulFaultCode).limit(4)).map((c) => c.id)
  if (!codes.length) return
  const bindingOf = async (vin: string, supplyid?: number) => {
    const rows = rowsOf<{ id: number; supplyid: number | null }>(
      await db.execute(sql`select b.id, b.supplyid from qul_part_binding b join se_cust_vehicle v on v.id = b.vehicle_id where v.vin = ${vin} and b.unbound_at is null order by b.id`),
    )
    return rows.find((r) => supplyid === undefined || r.supplyid === supplyid)
  }
  const [qualityDept] = await db.select({ id: orgDept.id }).from(orgDept).where(eq(orgDept.deptCode, '0106'))
  const onLine = fresh[3]!
  const b1001 = await bindingOf(onLine, 1001)
  const bDelivered = await bindingOf(String(delivered[0]?.vin ?? fresh[0]), 1002)
  const faultIds = await seedDocuments(
    db,
    processFaultDocument,
    processFaultTables,
    [
      {
        values: { vin: onLine, station_id: stations.get('010603'), fault_code_id: codes[0], description: '发动机悬置支架螺栓孔位偏移，螺栓无法拧入', resp_type: '供应商', binding_id: b1001?.id, supplyid: b1001?.supplyid },
        by: qe,
        at: daysAgo(2, 10),
      },
      {
        values: { vin: fresh[2]!, station_id: stations.get('010604'), fault_code_id: codes[1] ?? codes[0], description: '制动管路卡扣漏装', resp_type: '部门', dept_id: qualityDept?.id },
        by: qe,
        steps: [['Start', qe]],
        at: daysAgo(3, 14),
      },
      {
        values: { vin: fresh[1]!, station_id: stations.get('010605'), fault_code_id: codes[2] ?? codes[0], description: '仪表背光不亮', resp_type: '部门', dept_id: qualityDept?.id },
        by: qe,
        steps: [['Start', qe], ['Close', qe, '', { handling: '重新插接仪表线束，复检合格' }]],
        at: daysAgo(4, 11),
      },
      ...(bDelivered
        ? [
            {
              values: { vin: String(delivered[0]!.vin), station_id: stations.get('010605'), fault_code_id: codes[3] ?? codes[0], description: '零件异响，更换后正常', resp_type: '供应商', binding_id: bDelivered.id, supplyid: bDelivered.supplyid },
              by: qe,
              steps: [['Close', qe, '', { handling: '更换零件，供应商承担' }]] as [string, SeedActor, string, Record<string, unknown>][],
              at: daysAgo(85, 15),
            },
          ]
        : []),
      {
        values: { vin: fresh[2]!, station_id: stations.get('010601'), fault_code_id: codes[0], description: '误录：重复记录', resp_type: '部门', dept_id: qualityDept?.id },
        by: qe,
        steps: [['Void', qe, '重复录入']],
        at: daysAgo(3, 15),
      },
    ],
    processFaultHooks,
  )
  if (bDelivered && faultIds[3]) await clock.runAt(daysAgo(84), () => raiseFaultClaim(db, faultIds[3]!, me))

  // a recall scope kept by name: the lot that failed incoming inspection
  const failed = picked.find((p) => p.failed)
  if (failed) await saveSnapshot(db, me, '不合格批次召回范围', { by: 'batch', rcv_line_id: failed.lot })

  await seedAgreements(db, qe)
  await seedOnsiteChecks(db, qe, stations, fresh)
}

const dayText = (d: Date) => clock.today(d)

/** Agreements of the three suppliers: two confirmed (sup1001's near its end), one awaiting his confirmation. */
async function seedAgreements(db: Db, qe: SeedActor) {
  const sups = await db
    .select({ userid: sysUser.userid, UserName: sysUser.userName, usercode: sysUser.usercode, supplyid: sysUser.supplyid })
    .from(sysUser)
    .where(inArray(sysUser.usercode, ['sup1001', 'sup1002', 'sup1003']))
  const sup = (code: string) => sups.find((u) => u.usercode === code) as SeedActor | undefined
  const now = clock.nowMs()
  const at = (days: number) => dayText(new Date(now + days * 86_400_000))
  const doc = (supplyid: number, title: string, from: number, to: number, ppm: number, rules: string) => ({ supplyid, title, valid_from: at(from), valid_to: at(to), ppm_target: ppm, claim_rules: rules })
  const docs = [
    { values: doc(1001, '2026年度技术质量协议（水泵、气缸垫）', -345, 20, 500, '来料不合格整批退换；生产过程故障按零件单价×数量并承担工时费每小时120元；售后三包费用全额承担'), by: qe, steps: [['Publish', qe]] as [string, SeedActor][], confirm: sup('sup1001') },
    { values: doc(1002, '2026-2027年度技术质量协议（活塞、曲轴）', -120, 245, 300, '批不合格率超过2%时按超出比例扣款；重大质量事故另行协商'), by: qe, steps: [['Publish', qe]] as [string, SeedActor][], confirm: sup('sup1002') },
    { values: doc(1003, '2027年度技术质量协议（起动机）', 10, 375, 800, '来料不合格退换；生产过程故障按零件单价索赔'), by: qe, steps: [['Publish', qe]] as [string, SeedActor][], confirm: undefined },
  ]
  await seedDocuments(
    db,
    qualityAgreementDocument,
    qualityAgreementTables,
    docs.map((d) => ({ values: d.values, by: d.by, steps: d.confirm ? [...d.steps, ['Confirm', d.confirm] as [string, SeedActor]] : d.steps, at: daysAgo(40) })),
    agreementHooks,
  )
}

/** On-site check items of the line's stations, and two inspection logs (one with a finding). */
async function seedOnsiteChecks(db: Db, qe: SeedActor, stations: Map<string, number>, vins: string[]) {
  const items: [string, string, string, string, boolean][] = [
    ['010603', '悬置螺栓力矩', '力矩扳手', '110±10 N·m', true],
    ['010603', '油管接头密封', '目视、手感', '无渗漏、卡箍到位', false],
    ['010604', '制动管路卡扣', '目视', '卡扣齐全、间距≤300mm', true],
    ['010604', '传动轴螺栓防松标记', '目视', '标记连续', false],
    ['010605', '线束插接', '拉拔检查', '插接到位不松脱', true],
    ['010605', '仪表功能', '上电检查', '指示灯、背光正常', false],
    ['010602', '四轮定位', '定位仪', '前束0~2mm', true],
    ['010602', '淋雨密封', '淋雨房', '无渗漏', false],
  ]
  await db
    .insert(qasOnsiteCheckItem)
    .values(items.map(([station, name, method, standard, key], i) => ({ code: String(1001 + i), name, station_id: stations.get(station)!, check_method: method, standard, key_item: key, sort_no: i + 1, enabled: true })))
    .onConflictDoNothing()
  await seedDocuments(
    db,
    checkLogDocument,
    checkLogTables,
    [
      { values: { vin: vins[0], station_id: stations.get('010602'), remark: '终检前现场检验' }, by: qe, steps: [['Submit', qe]], at: daysAgo(5, 15) },
      {
        values: {
          vin: vins[2],
          station_id: stations.get('010604'),
          lines: [
            { item_name: '制动管路卡扣', standard: '卡扣齐全、间距≤300mm', result: '不合格', finding: '左后卡扣漏装' },
            { item_name: '传动轴螺栓防松标记', standard: '标记连续', result: '合格' },
          ],
        },
        by: qe,
        at: daysAgo(3, 13),
      },
    ],
    checkLogHooks,
  )
}
