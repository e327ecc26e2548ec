import { checkInforTypeResource, defectCodeResource, faultCodeResource, standardTypeResource } from '@scm/core/quality'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Db } from '../../db'
import { seedResource } from '../../resource/seed'
import { qulCheckInforType, qulDefectCode, qulFaultCode, qulProblemType, qulProductType, qulStandardType } from './schema'

// Demo rows of the incoming-quality code tables (a maker of trucks, light buses and engines).
// Defect codes start with their problem type's code (01 尺寸超差 … 07 异响); fault codes with
// their system's place in the list (01 发动机 … 08 空调系统).

/** Ids of a code table's rows by code (the refs of the rows below). */
async function idsByCode(db: Db, table: PgTable): Promise<(code: string) => number> {
  const rows = (await db.select().from(table)) as { id: number; code: string }[]
  return (code) => {
    const row = rows.find((r) => r.code === code)
    if (!row) throw new Error(`demo ref ${code} missing`)
    return row.id
  }
}

export async function seedInspectionCodes(db: Db): Promise<void> {
  const problem = await idsByCode(db, qulProblemType)
  const product = await idsByCode(db, qulProductType)

  await seedResource(db, standardTypeResource, qulStandardType, [
    { code: '01', name: '外购件来料检验标准', check_stage: 'incoming', remark: '外购零部件到货检验，按物料编制' },
    { code: '02', name: '外协件来料检验标准', check_stage: 'incoming', remark: '外协加工件到货检验，含材质与热处理要求' },
    { code: '03', name: '过程检验标准', check_stage: 'process', remark: '机加、焊装、涂装、总装工序检验' },
    { code: '04', name: '成品检验标准', check_stage: 'final', remark: '发动机热试、整车下线检验' },
    { code: '05', name: '出厂检验标准', check_stage: 'delivery', remark: '整车路试、淋雨与出厂终检' },
  ].map((row, i) => ({ ...row, sort_no: i + 1 })))

  await seedResource(db, checkInforTypeResource, qulCheckInforType, [
    { code: '01', name: '首件检验', remark: '新品、换型或工装调整后首批到货，全尺寸检验' },
    { code: '02', name: '批次检验', remark: '按 GB/T 2828.1 正常检验一次抽样' },
    { code: '03', name: '加严检验', remark: '连续批次不合格后转加严抽样' },
    { code: '04', name: '全数检验', remark: '关键安全件或质量异常期间逐件检验' },
    { code: '05', name: '复检', remark: '不合格批返工、挑选后重新检验' },
    { code: '06', name: '免检放行', remark: '免检供应商凭出厂合格证与检验报告放行', enabled: false },
  ].map((row, i) => ({ ...row, sort_no: i + 1 })))

  const defect = (code: string, name: string, severity: string, description: string) => ({
    code,
    name,
    severity,
    problem_type_id: problem(code.slice(0, 2)),
    description,
  })
  await seedResource(db, defectCodeResource, qulDefectCode, [
    defect('0101', '尺寸超差', 'B', '外形或配合尺寸超出图纸公差'),
    defect('0102', '孔径孔位超差', 'B', '孔径、孔距或位置度超差，影响装配'),
    defect('0103', '形位公差超差', 'B', '平面度、同轴度、垂直度等超差'),
    defect('0201', '表面划伤', 'C', '外观面划痕，长度或深度超出限度样件'),
    defect('0202', '毛刺', 'C', '切边、孔口毛刺未去除，易划伤装配人员或线束'),
    defect('0203', '磕碰伤', 'C', '周转、包装不当造成的压痕、凹坑'),
    defect('0204', '锈蚀', 'B', '表面锈斑、防锈油缺失或镀层脱落'),
    defect('0205', '漆膜缺陷', 'C', '流挂、橘皮、颗粒、色差等涂装缺陷'),
    defect('0301', '功能失效', 'A', '零部件不能实现设计功能，如电机不转、阀门不动作'),
    defect('0302', '性能不达标', 'B', '流量、压力、电阻等性能参数低于技术条件'),
    defect('0401', '漏装', 'A', '零件、紧固件或卡扣漏装'),
    defect('0402', '错装', 'B', '零件型号、方向或位置装错'),
    defect('0403', '焊接不良', 'A', '虚焊、漏焊、焊穿、焊缝气孔等'),
    defect('0404', '紧固力矩不足', 'A', '关键螺栓力矩低于工艺要求'),
    defect('0501', '材质不符', 'A', '材料牌号、硬度或化学成分与图纸不符'),
    defect('0601', '渗漏', 'B', '气密或水密试验渗漏，结合面渗油'),
    defect('0701', '异响', 'C', '运转中出现异常响声'),
  ].map((row, i) => ({ ...row, sort_no: i + 1 })))

  const fault = (code: string, name: string, fault_system: string, severity: string, productCode: string | null, description: string) => ({
    code,
    name,
    fault_system,
    severity,
    product_type_id: productCode ? product(productCode) : null,
    description,
  })
  await seedResource(db, faultCodeResource, qulFaultCode, [
    fault('0101', '发动机启动困难', 'engine', 'B', '04', '冷机或热机启动时间超过 5 秒，或多次启动方能着车'),
    fault('0102', '机油压力过低', 'engine', 'A', '04', '怠速机油压力低于 100kPa，机油压力报警灯亮'),
    fault('0103', '冷却液温度过高', 'engine', 'B', '04', '满载爬坡时水温超过 105℃'),
    fault('0104', '排气冒黑烟', 'engine', 'C', '04', '急加速时排气烟度超标'),
    fault('0105', '怠速抖动', 'engine', 'C', '05', '怠速转速波动超过 ±50r/min'),
    fault('0201', '挂挡困难', 'transmission', 'B', '06', '换挡力大或挂挡时打齿'),
    fault('0202', '变速器漏油', 'transmission', 'B', '06', '壳体结合面或油封处漏油'),
    fault('0301', '钢板弹簧断裂', 'axle', 'A', '02', '前钢板弹簧主片断裂'),
    fault('0401', '制动跑偏', 'brake', 'A', '01', '紧急制动时车辆向一侧跑偏超过规定值'),
    fault('0402', '制动气压不足', 'brake', 'A', '02', '储气筒气压建立时间过长或保压不良'),
    fault('0501', '转向沉重', 'steering', 'B', '01', '原地转向力大于规定值'),
    fault('0601', '仪表黑屏', 'electrical', 'B', '03', '组合仪表间歇黑屏或无显示'),
    fault('0602', '前照灯不亮', 'electrical', 'B', null, '近光或远光灯不亮'),
    fault('0701', '车门关闭不严', 'body', 'C', null, '车门关闭后间隙、面差超差，密封条不贴合'),
    fault('0702', '驾驶室漏雨', 'body', 'B', '01', '淋雨试验时前风窗或顶盖处渗水'),
    fault('0801', '空调不制冷', 'hvac', 'C', null, '空调开启后出风口温度不降'),
  ].map((row, i) => ({ ...row, sort_no: i + 1 })))
}
