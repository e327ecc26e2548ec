import { addDays, equipAccountDocument, equipMainItemResource, equipMainLogDocument, equipOsipItemResource, equipTypeResource, SHIFTS } from '@scm/core/equip'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { seedDocuments, type SeedActor } from '../../document/seed'
import { actWithHooks, saveWithHooks } from '../../document/hooks'
import type { CurrentUser } from '../../http'
import { orgDept } from '../../identity/org-schema'
import { sysUser } from '../../identity/user-schema'
import { seedResource } from '../../resource/seed'
import { sysGadget } from '../../platform/widget-schema'
import * as clock from '../../clock'
import { accountBinding, equipAccountHooks } from './account'
import { mainLogBinding, mainLogHooks } from './main-log'
import { osipBinding, osipHooks } from './osip'
import { recordReading, syncItemPlans } from './plans'
import { MAINTAIN_DUE_WIDGET, OVERDUE_ESCALATED_WIDGET } from './reminders'
import { equipAccountTables, equipMainItem, equipMainPlan, equipOsipItem, equipType } from './schema'

const TYPES: [string, number][] = [
  ['数控机床', 90],
  ['加工中心', 90],
  ['焊接机器人', 60],
  ['涂装设备', 30],
  ['检测设备', 180],
  ['起重设备', 30],
  ['空压机', 30],
]

export async function seedEquip(db: Db): Promise<void> {
  await seedResource(
    db,
    equipTypeResource,
    equipType,
    TYPES.map(([name, maintain_cycle], i) => ({ code: String(i + 1).padStart(2, '0'), name, maintain_cycle })),
  )
}

/** The home widgets of the maintaining roles (every database). */
export async function seedEquipGadgets(db: Db): Promise<void> {
  await db
    .insert(sysGadget)
    .values([
      { id: MAINTAIN_DUE_WIDGET, title: '保养提醒', homes: [], roles: ['admin', 'quality', 'technician', 'workshop'], sort: 70 },
      { id: OVERDUE_ESCALATED_WIDGET, title: '超期保养（已升级）', homes: [], roles: ['workshop'], sort: 71 },
    ])
    .onConflictDoNothing()
}

/** type code → maintenance items [name, content, days, hours, mode, lead days, lead hours] */
const MAIN_ITEMS: Record<string, [string, string, number | null, number | null, '固定' | '浮动', number, number][]> = {
  '01': [
    ['导轨润滑保养', '清洁导轨、补充导轨油', 30, null, '固定', 5, 0],
    ['主轴精度检查', '检测主轴跳动与温升', null, 500, '浮动', 0, 50],
  ],
  '02': [
    ['刀库与换刀机构保养', '清洁刀库、检查机械手', 60, 800, '浮动', 7, 80],
    ['冷却液更换', '排空清洗水箱、更换冷却液', 45, null, '固定', 5, 0],
  ],
  '03': [
    ['焊枪与电缆检查', '检查焊枪喷嘴、送丝管与电缆', 15, null, '浮动', 3, 0],
    ['减速机换油', '各轴减速机更换润滑油', 365, 2000, '固定', 15, 100],
  ],
  '04': [['喷房过滤棉更换', '更换顶棉与地棉', 30, null, '浮动', 5, 0]],
  '06': [['钢丝绳与制动器检查', '检查钢丝绳磨损、制动器间隙', 30, null, '固定', 5, 0]],
  '07': [
    ['空滤与油滤更换', '更换空气滤芯、机油滤芯', null, 1000, '浮动', 0, 100],
    ['排污阀检查', '检查自动排污阀', 30, null, '浮动', 5, 0],
  ],
}

/** type code → spot-inspection items [name, part, method, standard, lower, upper, unit] */
const OSIP_ITEMS: Record<string, [string, string, string, string, number | null, number | null, string][]> = {
  '01': [
    ['润滑油位', '润滑站', '目视', '油位在上下刻线之间', null, null, ''],
    ['主轴异响', '主轴', '听音', '无异常声响', null, null, ''],
    ['气源压力', '气动三联件', '测量', '0.5～0.7 MPa', 0.5, 0.7, 'MPa'],
  ],
  '02': [
    ['润滑油位', '润滑站', '目视', '油位在上下刻线之间', null, null, ''],
    ['冷却液浓度', '冷却水箱', '测量', '5%～8%', 5, 8, '%'],
  ],
  '03': [
    ['焊枪喷嘴', '焊枪', '目视', '无飞溅堵塞', null, null, ''],
    ['保护气流量', '气瓶减压阀', '测量', '15～20 L/min', 15, 20, 'L/min'],
  ],
  '04': [['喷房风压', '喷房', '测量', '微正压 5～15 Pa', 5, 15, 'Pa']],
  '06': [
    ['制动器', '起升机构', '触摸', '制动可靠无打滑', null, null, ''],
    ['限位开关', '大车/小车', '目视', '动作灵敏', null, null, ''],
  ],
  '07': [
    ['排气压力', '储气罐', '测量', '0.6～0.8 MPa', 0.6, 0.8, 'MPa'],
    ['排气温度', '主机', '测量', '不高于 95 ℃', null, 95, '℃'],
  ],
}

/** [name, type code, workshop dept code, location, model, maker, running hours at registration] */
const MACHINES: [string, string, string, string, string, string, number][] = [
  ['数控车床 CK6150', '01', '0106', '总装车间 A 区 1 号位', 'CK6150', '沈阳机床股份有限公司', 1200],
  ['立式加工中心 VMC850', '02', '0106', '总装车间 A 区 3 号位', 'VMC850', '大连机床集团', 3400],
  ['弧焊机器人 1 号', '03', '0106', '总装车间 焊装线 W1', 'IRB 1600', 'ABB（中国）有限公司', 5200],
  ['弧焊机器人 2 号', '03', '0106', '总装车间 焊装线 W2', 'IRB 1600', 'ABB（中国）有限公司', 4800],
  ['面漆喷房', '04', '0106', '总装车间 涂装线', 'PF-12', '江苏长虹智能装备', 8000],
  ['桥式起重机 10t', '06', '0106', '总装车间 总装跨', 'QD10t-22.5m', '河南卫华重型机械', 2600],
  ['螺杆空压机 1 号', '07', '0106', '总装车间 空压站', 'GA75', '阿特拉斯·科普柯', 9000],
  ['数控车床 CK6136', '01', '0107', '发动机车间 缸体线 OP10', 'CK6136', '沈阳机床股份有限公司', 2100],
  ['卧式加工中心 HMC630', '02', '0107', '发动机车间 缸体线 OP20', 'HMC630', '北京精雕', 6100],
  ['卧式加工中心 HMC500', '02', '0107', '发动机车间 缸盖线 OP30', 'HMC500', '北京精雕', 4300],
  ['三坐标测量机', '05', '0107', '发动机车间 计量室', 'Global S 9.15.8', '海克斯康', 3000],
  ['螺杆空压机 2 号', '07', '0107', '发动机车间 空压站', 'GA55', '阿特拉斯·科普柯', 7000],
  ['旧焊接专机', '03', '0107', '发动机车间 备品区', 'NBC-350', '唐山松下', 15000],
]

const at = (day: string, hour = 10) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`)

/**
 * The demo plant's machines in both workshops and every status, their maintenance items (by days
 * and by hours) with plans due soon and overdue, months of maintenance and repair logs, and spot
 * checks of the last days with some shifts missed (漏检) — all through the calls' own hooks.
 */
export async function seedEquipDemo(db: Db): Promise<void> {
  const users = await db.select({ userid: sysUser.userid, UserName: sysUser.userName, usercode: sysUser.usercode }).from(sysUser).where(inArray(sysUser.usercode, ['qe01', 'tech01', 'admin']))
  const by = (code: string): CurrentUser => {
    const u = users.find((x) => x.usercode === code) ?? users[0]!
    return { userid: u.userid, UserName: u.UserName, usercode: u.usercode, supplyid: null, customerId: null, roles: [] }
  }
  const qe = by('qe01')
  const tech = by('tech01')
  const types = new Map((await db.select({ id: equipType.id, code: equipType.code }).from(equipType)).map((t) => [String(t.code), t.id as number]))
  const depts = new Map((await db.select({ id: orgDept.id, code: orgDept.deptCode }).from(orgDept)).map((d) => [d.code, d.id]))
  const today = clock.today()
  const start = addDays(today, -120)

  for (const [code, items] of Object.entries(OSIP_ITEMS)) {
    await seedResource(
      db,
      equipOsipItemResource,
      equipOsipItem,
      items.map(([name, part, method, standard, lower_limit, upper_limit, unit], i) => ({ code: `${code}${String(i + 1).padStart(2, '0')}`, type_id: types.get(code), name, part, method, standard, lower_limit, upper_limit, unit, sort_no: (i + 1) * 10 })),
    )
  }

  // machines registered four months ago, with their first reading
  const machineIds: number[] = []
  for (const [name, type, workshop, location, model, maker, hours] of MACHINES) {
    const [id] = await seedDocuments(
      db,
      equipAccountDocument,
      equipAccountTables,
      [{ values: { name, type_id: types.get(type), workshop_id: depts.get(workshop), dept_id: depts.get(workshop), keeper_id: workshop === '0106' ? tech.userid : qe.userid, location, model, maker, commission_date: addDays(start, -400) }, by: qe, at: at(start) }],
      equipAccountHooks,
    )
    machineIds.push(id!)
    await clock.runAt(at(start, 11), () => recordReading(db, id!, hours, qe))
  }

  // maintenance items of the types (plans for every machine of the type, due a cycle from four months ago)
  for (const [code, items] of Object.entries(MAIN_ITEMS)) {
    for (const [i, [name, content, cycle_days, cycle_hours, mode, lead_days, lead_hours]] of items.entries()) {
      const itemCode = `${code}${String(i + 1).padStart(2, '0')}`
      const ids = await clock.runAt(at(start, 12), () =>
        seedResource(db, equipMainItemResource, equipMainItem, [{ code: itemCode, name, content, type_id: types.get(code), cycle_days, cycle_hours, mode, lead_days, lead_hours }]),
      )
      await clock.runAt(at(start, 12), () => syncItemPlans(db, ids.get(itemCode)!))
    }
  }

  const log = (values: Record<string, unknown>, who: CurrentUser, when: Date) => clock.runAt(when, () => saveWithHooks(db, mainLogBinding, mainLogHooks, { id: null, body: values, user: who }))
  const act = (id: number, name: string, who: CurrentUser, when: Date, reason = '') =>
    clock.runAt(when, () => actWithHooks(db, mainLogBinding, mainLogHooks, mainLogBinding.def.actions.find((a) => a.name === name)!, { id, user: who, reason }))

  // maintenance done over the months: per plan ahead of time, near its lead time (临期) or late (超期)
  const plans = await db.select({ equipId: equipMainPlan.equipId, itemId: equipMainPlan.itemId }).from(equipMainPlan).orderBy(equipMainPlan.equipId, equipMainPlan.itemId)
  const items = new Map((await db.select().from(equipMainItem)).map((i) => [i.id as number, i]))
  for (const [j, plan] of plans.entries()) {
    const item = items.get(plan.itemId)!
    const cycle = Number(item.cycle_days ?? 0)
    const scenario = j % 3
    if (cycle > 0 && cycle < 120) {
      const lead = Number(item.lead_days ?? 0)
      const offset = scenario === 0 ? Math.floor(cycle / 3) : scenario === 1 ? cycle - Math.max(1, Math.floor(lead / 2)) : cycle + 3 + (j % 5)
      const last = addDays(today, -offset)
      if (last > start) {
        const earlier = addDays(last, -cycle)
        if (earlier > start) await log({ kind: '保养', equip_id: plan.equipId, item_id: plan.itemId, work_hours: 1.5, cost: 120, result: '已按规程完成保养', parts: '' }, tech, at(earlier, 9))
        await log({ kind: '保养', equip_id: plan.equipId, item_id: plan.itemId, work_hours: 2, cost: 260 + j * 10, parts: scenario === 2 ? '' : '润滑油 4L', result: '保养完成，运行正常' }, tech, at(last, 9))
      }
    } else if (Number(item.cycle_hours ?? 0) > 0) {
      await log({ kind: '保养', equip_id: plan.equipId, item_id: plan.itemId, work_hours: 3, cost: 680, parts: '滤芯 1 套', result: '更换完成' }, tech, at(addDays(today, -30), 14))
    }
  }

  // this week's readings: some machines' hours-based items come within their lead or past their due
  for (const [i, id] of machineIds.entries()) {
    const [due] = await db
      .select({ hours: equipMainPlan.nextDueHours })
      .from(equipMainPlan)
      .where(eq(equipMainPlan.equipId, id))
      .orderBy(equipMainPlan.nextDueHours)
      .limit(1)
    const [machine] = await db.select({ hours: accountBinding.header.columns.running_hours! }).from(accountBinding.header.table).where(eq(accountBinding.header.key, id))
    const current = Number((machine as { hours: unknown }).hours ?? 0)
    const target = due?.hours != null ? Number(due.hours) + [-200, -30, 25][i % 3]! : current + 60
    await clock.runAt(at(addDays(today, -1), 18), () => recordReading(db, id, Math.max(current + 10, target), tech))
  }

  // a breakdown repaired last month, one still in repair (维修), one machine stopped, one scrapped
  const repaired = await log({ kind: '故障维修', equip_id: machineIds[1], fault_desc: '主轴异响、加工面振纹', parts: '主轴轴承 2 套', work_hours: 6, cost: 3860, result: '更换主轴前轴承，试切合格' }, tech, at(addDays(today, -40), 10))
  await act(repaired, 'Finish', tech, at(addDays(today, -39), 16))
  await log({ kind: '故障维修', equip_id: machineIds[9], fault_desc: '工作台交换报警 E2041，无法交换' }, tech, at(addDays(today, -1), 15))
  const move = (id: number, name: string, reason: string, when: Date) =>
    clock.runAt(when, () => actWithHooks(db, accountBinding, equipAccountHooks, accountBinding.def.actions.find((a) => a.name === name)!, { id, user: qe, reason }))
  await move(machineIds[10]!, 'Stop', '计量室改造，暂停使用', at(addDays(today, -10)))
  await move(machineIds[12]!, 'Scrap', '超过使用年限，精度无法恢复', at(addDays(today, -20)))

  // spot checks: the last four days, every shift, some missed (漏检); one found a fault (a repair, finished)
  const running = MACHINES.map((m, i) => ({ i, id: machineIds[i]!, type: m[1] })).filter((m) => OSIP_ITEMS[m.type] && ![9, 10, 12].includes(m.i))
  const osipItems = await db.select({ id: equipOsipItem.id, type: equipOsipItem.type_id, lower: equipOsipItem.lower_limit, upper: equipOsipItem.upper_limit }).from(equipOsipItem)
  const nowMs = clock.nowMs()
  for (let d = 4; d >= 0; d--) {
    const day = addDays(today, -d)
    for (const [s, shift] of SHIFTS.entries()) {
      const when = at(day, shift.start + 1)
      if (when.getTime() > nowMs) continue
      for (const m of running) {
        if ((m.i + d * 3 + s) % 7 === 0) continue // 漏检
        const lines = osipItems
          .filter((it) => it.type === types.get(m.type))
          .map((it) => ({ item_id: it.id, result: '正常', value: it.lower != null || it.upper != null ? Number(it.lower ?? 0) + (Number(it.upper ?? Number(it.lower ?? 0) + 1) - Number(it.lower ?? 0)) / 2 : null }))
        // three days ago the lathe's air pressure was low: the check raised a repair, fixed within the hour
        const fault = d === 3 && s === 1 && m.i === 0
        if (fault) lines[lines.length - 1] = { ...lines[lines.length - 1]!, value: 0.42 }
        const checked = await clock.runAt(when, () => saveWithHooks(db, osipBinding, osipHooks, { id: null, body: { equip_id: m.id, lines }, user: tech }))
        if (fault) {
          const [raised] = await db.select({ repair: osipBinding.header.columns.repair_log_id! }).from(osipBinding.header.table).where(eq(osipBinding.header.key, checked))
          const repairId = Number((raised as { repair: unknown }).repair)
          await db.update(mainLogBinding.header.table).set({ result: '更换气源减压阀，压力恢复 0.6 MPa', work_hours: 1, cost: 180, parts: '减压阀 1 个' }).where(eq(mainLogBinding.header.key, repairId))
          await act(repairId, 'Finish', tech, new Date(when.getTime() + 3_600_000))
        }
      }
    }
  }
}
