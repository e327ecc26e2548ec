import { complaintDocument, customerResource, workbillDocument, workbillTypeResource } from '@scm/core/crm'
import { salesOrderResource, SLA_PARAMS, subtractBusinessHours, vehicleResource } from '@scm/core/business'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { seedDocuments, type SeedActor, type SeedDocument } from '../../document/seed'
import { saleCustomer } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { dateText } from '../../http/dates'
import { sysParam } from '../../platform/schema'
import { sysGadget } from '../../platform/widget-schema'
import { OVERDUE_WORKBILLS_WIDGET } from './widget'
import { seedResource } from '../../resource/seed'
import { complaintHooks } from './complaint'
import { complaintTables, pubServiceOutlets, saOrder, seCustVehicle, seMaintainItem, seOutletEngineer, seServiceItem, seServiceManner, seWorkbillType, workbillTables } from './schema'
import { serviceCalendar, workbillHooks } from './workbill'
import * as clock from '../../clock'

/** The service department's working calendar (system parameters) and its home widget, in every database. */
export async function seedServiceParams(db: Db): Promise<void> {
  const rows = Object.values(SLA_PARAMS).map((p) => ({ paramKey: p.key, paramValue: p.value, paramGroup: 'system', remark: p.description }))
  await db.insert(sysParam).values(rows).onConflictDoNothing()
  await db.insert(sysGadget).values({ id: OVERDUE_WORKBILLS_WIDGET, title: '超期与临期工单', homes: [], roles: ['admin', 'service', 'engineer'], sort: 60 }).onConflictDoNothing()
}

/** Demo customers (besides the platform's C0001/C0002), their sales orders and vehicles, work order types. */
export async function seedCustomers(db: Db): Promise<void> {
  await seedResource(db, customerResource, saleCustomer, [
    { cust_code: 'C0003', cust_name: '芜湖长运客运有限公司', contact: '许文静', phone: '0553-3836120', email: 'xuwj@whcy.example', region: '安徽芜湖', address: '安徽省芜湖市镜湖区赭山东路8号' },
    { cust_code: 'C0004', cust_name: '南京江宁城建物资公司', contact: '顾海波', phone: '025-52117788', email: 'guhb@njjncj.example', region: '江苏南京', address: '江苏省南京市江宁区天元中路128号' },
  ])
  const customers = new Map((await db.select({ id: saleCustomer.customerId, code: saleCustomer.custCode }).from(saleCustomer)).map((c) => [c.code, c.id]))
  const orders: [string, string, string, string, number, string, string, string[]][] = [
    ['SO202603001', 'C0001', 'WJ6120 城市客车', '纯电动 12 米 低地板', 3, '2026-03-02', '2026-05-20', ['LWJ6120E3R0000101', 'LWJ6120E3R0000102', 'LWJ6120E3R0000103']],
    ['SO202605002', 'C0002', 'WJ1180 载货汽车', '柴油 国六 6.8 米厢式', 2, '2026-05-11', '2026-07-15', ['LWJ1180D6R0000201', 'LWJ1180D6R0000202']],
    ['SO202607003', 'C0003', 'WJ6110 公路客车', '柴油 11 米 49 座', 2, '2026-07-06', '2026-09-10', ['LWJ6110D6R0000301', 'LWJ6110D6R0000302']],
    ['SO202609004', 'C0004', 'WJ3250 自卸车', '柴油 6×4 5.6 米货箱', 1, '2026-09-01', '2026-10-28', ['LWJ3250D6R0000401']],
    ['SO202611005', 'C0001', 'WJ6850 城市客车', '纯电动 8.5 米', 4, '2026-11-03', '2027-01-20', []],
  ]
  const orderIds = await seedResource(
    db,
    salesOrderResource,
    saOrder,
    orders.map(([order_no, cust, model, configuration, qty, order_date, delivery_date, vins]) => ({
      code: order_no,
      order_no,
      customer_id: customers.get(cust),
      model,
      configuration,
      qty,
      order_date,
      delivery_date,
      delivered_vins: vins.join(','),
    })),
  )
  const plates: Record<string, string> = { LWJ6120E3R0000101: '皖A·D1201', LWJ6120E3R0000102: '皖A·D1202', LWJ6120E3R0000103: '皖A·D1203', LWJ1180D6R0000201: '鲁A·H8821', LWJ1180D6R0000202: '鲁A·H8822', LWJ6110D6R0000301: '皖B·K3301', LWJ6110D6R0000302: '皖B·K3302', LWJ3250D6R0000401: '苏A·Z4401' }
  await seedResource(
    db,
    vehicleResource,
    seCustVehicle,
    orders.flatMap(([order_no, cust, model, configuration, , , delivery_date, vins]) =>
      vins.map((vin) => ({
        code: vin,
        vin,
        customer_id: customers.get(cust),
        model,
        configuration,
        plate_no: plates[vin] ?? '',
        sa_order_id: orderIds.get(order_no),
        delivery_date,
        warranty_end: `${Number(delivery_date.slice(0, 4)) + 3}${delivery_date.slice(4)}`,
      })),
    ),
  )
  await seedResource(db, workbillTypeResource, seWorkbillType, [
    { code: '01', name: '故障报修', resp_hours_urgent: 2, done_hours_urgent: 8, resp_hours_high: 4, done_hours_high: 16, resp_hours_normal: 8, done_hours_normal: 40 },
    { code: '02', name: '保养预约', resp_hours_urgent: 4, done_hours_urgent: 16, resp_hours_high: 8, done_hours_high: 24, resp_hours_normal: 16, done_hours_normal: 40 },
    { code: '03', name: '道路救援', resp_hours_urgent: 1, done_hours_urgent: 6, resp_hours_high: 2, done_hours_high: 8, resp_hours_normal: 4, done_hours_normal: 16 },
  ])
}

const byCode = async (db: Db, table: typeof seWorkbillType | typeof seMaintainItem | typeof seServiceManner | typeof seServiceItem | typeof pubServiceOutlets) =>
  new Map<string, number>((await db.select({ id: table.id, code: table.code }).from(table as typeof seWorkbillType)).map((r) => [String(r.code), Number(r.id)]))

/** Work orders in every status (some overdue, one paused) and the complaints they bring, through the calls' own path. */
export async function seedWorkbills(db: Db): Promise<void> {
  const users = await db
    .select({ userid: sysUser.userid, UserName: sysUser.userName, usercode: sysUser.usercode, customerId: sysUser.customerId })
    .from(sysUser)
    .where(inArray(sysUser.usercode, ['svc01', 'eng01', 'cust01', 'cust02']))
  const actor = (code: string): SeedActor => {
    const u = users.find((x) => x.usercode === code)
    if (!u) throw new Error(`demo user ${code} missing`)
    return { userid: u.userid, UserName: u.UserName, customerId: u.customerId }
  }
  const [svc, eng, c1, c2] = ['svc01', 'eng01', 'cust01', 'cust02'].map(actor) as [SeedActor, SeedActor, SeedActor, SeedActor]
  const staff = { ...svc, customerId: null }
  const types = await byCode(db, seWorkbillType)
  const categories = await byCode(db, seMaintainItem)
  const manners = await byCode(db, seServiceManner)
  const items = await byCode(db, seServiceItem)
  const outlets = await byCode(db, pubServiceOutlets)
  await db.insert(seOutletEngineer).values({ userid: eng.userid, outletId: outlets.get('001')! })
  const customers = new Map((await db.select({ id: saleCustomer.customerId, code: saleCustomer.custCode }).from(saleCustomer)).map((c) => [c.code, c.id]))

  const vehicles = new Map((await db.select({ id: seCustVehicle.id, vin: seCustVehicle.vin }).from(seCustVehicle)).map((v) => [String(v.vin), Number(v.id)]))
  const order = (cust: string, vin: string, type: string, priority: string, fault: string, category: string, manner: string, item: string, outlet: string) => ({
    customer_id: customers.get(cust),
    vehicle_id: vehicles.get(vin),
    type_id: types.get(type),
    priority,
    fault_desc: fault,
    maintain_item_id: categories.get(category),
    service_manner_id: manners.get(manner),
    service_item_id: items.get(item),
    outlet_id: outlets.get(outlet),
  })
  const complete = (hours: number, warranty: string, desc: string, lines: Record<string, unknown>[] = []) => ({ labour_hours: hours, warranty, finish_desc: desc, lines })
  const brake = [{ part_code: '3501070-B01', part_name: '制动蹄片总成', qty: 1, faulty_sn: 'ZD2605110087', new_sn: 'ZD2610200312' }]
  const starter = [{ part_code: '3708010-E02', part_name: '起动机', qty: 1, faulty_sn: 'QD2604180021', new_sn: 'QD2610150144' }]
  const filter = [
    { part_code: '1012010-E02', part_name: '机油滤清器', qty: 1, faulty_sn: '', new_sn: '' },
    { part_code: '1109010-E02', part_name: '空气滤清器滤芯', qty: 1, faulty_sn: '', new_sn: '' },
  ]
    // dated back in working days of the service calendar, as their deadlines count: a work order
  // reported three working days ago is overdue by whole days on any weekday and at any hour
  const calendar = await serviceCalendar(db)
  const workDaysAgo = (days: number) => subtractBusinessHours(clock.now(), days * ((calendar.end - calendar.start) / 60), calendar)
  const docs: SeedDocument[] = [
    // 新建: reported by the customer himself, by staff
    { values: order('C0001', 'LWJ6120E3R0000103', '01', '较急', '仪表报动力电池绝缘故障，车辆限功率运行', '03', '01', '0301', '001'), by: c1 },
    { values: order('C0003', 'LWJ6110D6R0000301', '02', '一般', '行驶里程 3 万公里，预约定期保养', '02', '01', '0201', '002'), by: staff },
    // 已派工 (one overdue: reported days ago, nobody started)
    { values: order('C0001', 'LWJ6120E3R0000102', '01', '紧急', '前门气泵不工作，车门无法关闭', '03', '02', '0301', '001'), by: staff, steps: [['Dispatch', staff]], at: workDaysAgo(3) },
    { values: order('C0004', 'LWJ3250D6R0000401', '03', '较急', '高速服务区无法启动，需救援', '03', '04', '0301', '003'), by: staff, steps: [['Dispatch', staff]] },
    // 处理中 (overdue), 待客户 (paused)
    { values: order('C0001', 'LWJ6120E3R0000101', '01', '较急', '制动时有异响，制动距离变长', '03', '01', '0301', '001'), by: c1, steps: [['Dispatch', staff], ['Start', eng]], at: workDaysAgo(4) },
    { values: order('C0002', 'LWJ1180D6R0000201', '01', '一般', '冷车启动困难，需多次打火', '03', '01', '0301', '001'), by: c2, steps: [['Dispatch', staff], ['Start', eng], ['Pause', eng, '起动机需客户确认自费更换报价']] },
    // 已完工, 已验收, 已回访 (a good score and a poor one that opens a complaint), 已取消
    { values: order('C0001', 'LWJ6120E3R0000103', '02', '一般', '首次保养', '01', '01', '0101', '001'), by: c1, steps: [['Dispatch', staff], ['Start', eng], ['Complete', eng, '', complete(1.5, '是', '完成首保，更换机油机滤与空滤', filter)]], at: workDaysAgo(1) },
    { values: order('C0002', 'LWJ1180D6R0000202', '01', '较急', '起动机不转，无法启动', '03', '01', '0301', '001'), by: c2, steps: [['Dispatch', staff], ['Start', eng], ['Complete', eng, '', complete(2, '是', '起动机电磁开关烧蚀，更换起动机总成', starter)], ['Accept', c2]], at: workDaysAgo(2) },
    { values: order('C0001', 'LWJ6120E3R0000101', '01', '一般', '左前轮制动拖滞发热', '03', '01', '0301', '001'), by: c1, steps: [['Dispatch', staff], ['Start', eng], ['Complete', eng, '', complete(3, '是', '制动蹄片磨损不均，更换制动蹄片并调整间隙', brake)], ['Accept', c1], ['Visit', staff, '', { satisfaction: 5, visit_comment: '维修及时，服务态度好' }]], at: workDaysAgo(6) },
    { values: order('C0001', 'LWJ6120E3R0000102', '01', '较急', '空调不制冷', '03', '01', '0301', '001'), by: c1, steps: [['Dispatch', staff], ['Start', eng], ['Complete', eng, '', complete(2.5, '否', '补充冷媒，更换膨胀阀')], ['AcceptForCustomer', staff, '客户电话确认已修复，委托代为验收'], ['Visit', staff, '', { satisfaction: 2, visit_comment: '等待时间太长，两天才修好' }]], at: workDaysAgo(8) },
    { values: order('C0003', 'LWJ6110D6R0000302', '01', '一般', '右后视镜松动', '03', '01', '0301', '002'), by: staff, steps: [['Cancel', staff, '客户已自行处理']] },
  ]
  await seedDocuments(db, workbillDocument, workbillTables, docs, workbillHooks)
  const today = dateText(clock.now())
  const step = (dept: string, handler: string, content: string) => ({ step_date: today, dept, handler, content })
  // complaints entered by a customer and by staff, besides the one the poor visit opened
  await seedDocuments(
    db,
    complaintDocument,
    complaintTables,
    [
      { values: { customer_id: customers.get('C0002'), source: '客户', vin: 'LWJ1180D6R0000201', content: '报修后服务站迟迟未联系，影响车辆运营' }, by: c2 },
      { values: { customer_id: customers.get('C0002'), source: '客户', vin: 'LWJ1180D6R0000202', content: '更换的起动机噪音偏大' }, by: c2, steps: [['Take', staff]] },
      {
        values: { customer_id: customers.get('C0002'), source: '员工', vin: 'LWJ1180D6R0000201', content: '客户反映服务站维修报价不透明' },
        by: staff,
        steps: [
          ['Take', staff],
          ['Resolve', staff, '', { deal_dept: '郑州中牟服务站', deal_result: '向客户出示工时与配件价目表，退还多收工时费 120 元', lines: [step('郑州中牟服务站', '赵志强', '核对结算单，工时按定额重新计算')] }],
        ],
      },
      { values: { customer_id: customers.get('C0004'), source: '员工', content: '客户来电咨询保修政策，误登记为投诉' }, by: staff, steps: [['Close', staff, '非投诉事项']] },
      {
        values: { customer_id: customers.get('C0003'), source: '员工', vin: 'LWJ6110D6R0000301', content: '客户电话反映保养预约后等待时间过长' },
        by: staff,
        steps: [
          ['Take', staff],
          ['Step', staff, '', { lines: [step('售后服务部', '刘志强', '电话回访客户，记录预约与等待经过')] }],
          [
            'Resolve',
            staff,
            '',
            {
              deal_dept: '售后服务部',
              deal_result: '与服务站核实排班，改为次日上午优先接车，并致电客户致歉',
              lines: [step('售后服务部', '刘志强', '电话回访客户，记录预约与等待经过'), step('芜湖鸠江服务站', '王海涛', '调整保养预约排班，预留公交客户专用工位')],
            },
          ],
          ['FollowUp', staff, '', { satisfaction: 4, follow_comment: '客户接受处理结果' }],
        ],
      },
    ],
    complaintHooks,
  )
}
