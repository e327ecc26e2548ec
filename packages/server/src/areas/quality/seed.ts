import { checkTypeResource, claimDocument, commonProblemResource, problemTypeResource, productTypeResource } from '@scm/core/quality'
import { inArray } from 'drizzle-orm'
import { flowEngine } from '../../platform/flows'
import { seedDocuments } from '../../document/seed'
import { sysUser } from '../../identity/user-schema'
import type { Db } from '../../db'
import { seedResource } from '../../resource/seed'
import { claimHooks } from './claim'
import { claimTables, qasCheckType, qulCommonProblem, qulProblemType, qulProductType } from './schema'

const coded = (names: string[]) => names.map((name, i) => ({ code: String(i + 1).padStart(2, '0'), name, sort_no: i + 1 }))

export async function seedQuality(db: Db): Promise<void> {
  const products = await seedResource(
    db,
    productTypeResource,
    qulProductType,
    coded(['轻型载货汽车', '中重型载货汽车', '轻型客车', '柴油发动机', '汽油发动机', '变速器']),
  )
  const problems = await seedResource(
    db,
    problemTypeResource,
    qulProblemType,
    coded(['尺寸超差', '外观缺陷', '功能失效', '装配不良', '材料不符', '漏油漏水', '异响']),
  )
  const problem = (code: string) => problems.get(code)
  const product = (code: string) => products.get(code)
  await seedResource(db, commonProblemResource, qulCommonProblem, [
    {
      code: '0101',
      name: '缸体主轴承孔径超差',
      problem_type_id: problem('01'),
      product_type_id: product('04'),
      description: '来料缸体主轴承孔径实测 Φ85.032，超出图纸上限 Φ85.025',
      solution: '通知供应商调整精镗刀具补偿，恢复首件三坐标检测，到货加严检验三批',
    },
    {
      code: '0201',
      name: '驾驶室漆面流挂',
      problem_type_id: problem('02'),
      product_type_id: product('01'),
      description: '驾驶室左侧围面漆流挂，长度约 30mm',
      solution: '打磨抛光返修；涂装线调整喷枪出漆量与走枪速度',
    },
    {
      code: '0301',
      name: '起动机不工作',
      problem_type_id: problem('03'),
      product_type_id: product('04'),
      description: '台架试验时起动机无动作，电磁开关无吸合声',
      solution: '更换起动机，故障件返供应商分析电磁开关线圈',
    },
    {
      code: '0401',
      name: '线束插接件未插到位',
      problem_type_id: problem('04'),
      product_type_id: product('03'),
      description: '仪表线束与车身线束对接插头未锁止，导致仪表间歇黑屏',
      solution: '重新插接并确认锁扣到位；工位增加插接后回拉确认',
    },
    {
      code: '0601',
      name: '油底壳结合面渗油',
      problem_type_id: problem('06'),
      product_type_id: product('04'),
      description: '发动机热试后油底壳结合面渗油',
      solution: '按规定顺序与扭矩（25N·m）复紧螺栓，必要时更换密封垫',
    },
    {
      code: '0701',
      name: '变速器二挡异响',
      problem_type_id: problem('07'),
      product_type_id: product('06'),
      description: '路试挂二挡加速时变速器有周期性啸叫',
      solution: '检查二挡齿轮啮合印痕，更换齿轮副',
    },
  ])
  const stage = ['incoming', 'incoming', 'incoming', 'process', 'process', 'final', 'delivery']
  const checks = [
    ['外观检验', '目视检查，对照限度样件'],
    ['尺寸检验', '卡尺、千分尺、三坐标测量'],
    ['材质检验', '查验材质报告，光谱分析抽检'],
    ['性能试验', '按技术条件进行台架试验'],
    ['扭矩检验', '数显扭力扳手复核关键螺栓扭矩'],
    ['淋雨密封试验', '整车淋雨 10 分钟后检查渗漏'],
    ['整车路试', '按路试规范进行 20 公里道路试验'],
  ]
  await seedResource(
    db,
    checkTypeResource,
    qasCheckType,
    checks.map(([name, method], i) => ({ code: String(i + 1).padStart(3, '0'), name, method, check_stage: stage[i] })),
  )
}

/** A full 8D report as a supplier gives it (the Answer action's form). */
const eightD = (team: string, problem: string, containment: string, cause: string, corrective: string, verification: string, prevention: string, closure: string) => ({
  d1_team: team,
  d2_problem: problem,
  d3_containment: containment,
  d4_root_cause: cause,
  d5_corrective: corrective,
  d6_verification: verification,
  d7_prevention: prevention,
  d8_closure: closure,
})

/**
 * Demo claims in every status for several suppliers across 2026, through the claim document's own
 * save, actions and hooks (8D answers, accepted or returned, appeals, settlement, ledger events).
 */
export async function seedClaims(db: Db): Promise<void> {
  const users = await db
    .select({ userid: sysUser.userid, UserName: sysUser.userName, usercode: sysUser.usercode, supplyid: sysUser.supplyid })
    .from(sysUser)
    .where(inArray(sysUser.usercode, ['qe01', 'admin', 'sup1001', 'sup1002', 'sup1003']))
  const who = (code: string) => users.find((u) => u.usercode === code)!
  const [qe, admin, s1, s2, s3] = [who('qe01'), who('admin'), who('sup1001'), who('sup1002'), who('sup1003')]
  const line = (mtr_code: string, mtr_name: string, defect: string, qty: number, amount: number) => ({ mtr_code, mtr_name, defect, qty, amount })
  const claim = (supplyid: number, source: string, source_no: string, claim_date: string, reason: string, lines: ReturnType<typeof line>[]) => ({ supplyid, source, source_no, claim_date, reason, lines })
  const gasket = eightD(
    '组长：质量部经理周立明；成员：工艺工程师、冲压车间主任、检验班长',
    '2026-09 第3批气缸垫 20 片，密封筋高度 0.42mm，低于图纸下限 0.45mm',
    '库存 1,200 片全数复检，隔离不合格 36 片；在途批次到货前 100% 检验',
    '冲压模具压筋镶块磨损，换模后首件未测量密封筋高度',
    '更换压筋镶块；首件检验增加密封筋高度测量并记录',
    '整改后连续 5 批抽检密封筋高度 0.47–0.49mm，CPK 1.67',
    '模具镶块按 5 万冲次预防性更换，纳入 PFMEA 与控制计划',
    '措施已验证有效，纳入作业指导书，本索赔关闭',
  )
  const pump = eightD(
    '组长：质量部经理周立明；成员：装配车间主任、设计工程师',
    '售后反馈水泵总成运行 3,000 公里内轴封渗漏，共 6 台',
    '在库水泵总成 300 套加做气密性试验，不合格 4 套已隔离',
    '轴封压装工装定位销磨损，压装深度偏差 0.3mm',
    '更换定位销并增加压装位移监控',
    '整改后 500 套气密性试验全部合格',
    '工装点检表增加定位销磨损检查，每班一次',
    '措施有效，同意按索赔金额结算',
  )
  const piston = eightD(
    '组长：质量部长吴桂芳；成员：热处理、机加工程师',
    '活塞销孔圆度 0.012mm，超出 0.008mm 要求，共 15 件',
    '在库活塞 800 件全检销孔圆度，发运前加检',
    '精镗主轴轴承间隙过大，振纹导致圆度超差',
    '更换主轴轴承并复核机床精度',
    '整改后 3 批抽检圆度 0.004–0.006mm',
    '机床精度每季度复检，纳入设备保养计划',
    '问题已关闭',
  )
  const generator = eightD(
    '组长：质量经理郑国庆；成员：电器工程师、测试工程师',
    '发电机输出电压波动 ±1.5V，超出 ±0.5V 要求，共 5 台',
    '在库发电机 120 台全数上台架复测，发运前加测输出电压',
    '调节器供应商更换芯片批次，温漂特性变化',
    '恢复原芯片批次，调节器来料增加高温电压测试',
    '整改后 200 台台架测试输出电压波动 ±0.3V 以内',
    '二级供应商变更须提前报备并做型式试验',
    '措施有效，索赔成立',
  )
  const ids = await seedDocuments(
    db,
    claimDocument,
    claimTables,
    [
      { values: claim(1001, '来料检验', 'IQC-20261118-02', '2026-11-18', '气缸垫密封面压痕，整批退货', [line('1003020-E02', '气缸垫', '密封面压痕', 20, 1936)]), by: qe },
      {
        values: claim(1001, '来料检验', 'IQC-20261028-05', '2026-10-28', '水泵总成皮带轮跳动超差', [line('1307010-E02', '水泵总成', '皮带轮端面跳动 0.25mm', 5, 2060), line('1003020-E02', '气缸垫', '包装破损受潮', 2, 193.6)]),
        by: qe,
        steps: [['Publish', qe]],
      },
      {
        values: claim(1001, '来料检验', 'IQC-20261005-01', '2026-10-05', '气缸垫密封筋高度低于下限', [line('1003020-E02', '气缸垫', '密封筋高度 0.42mm', 20, 1936)]),
        by: qe,
        steps: [['Publish', qe], ['Answer', s1, '', gasket], ['ReturnAnswer', qe, '根本原因分析不充分，请补充模具磨损的验证数据']],
      },
      {
        values: claim(1001, '来料检验', 'IQC-20260915-03', '2026-09-15', '气缸垫密封筋高度超差（第3批）', [line('1003020-E02', '气缸垫', '密封筋高度 0.42mm', 36, 3484.8)]),
        by: qe,
        steps: [['Publish', qe], ['Answer', s1, '', gasket]],
      },
      {
        values: claim(1001, '生产过程', 'WO-202608-0112', '2026-08-20', '水泵总成装配后渗漏，停线 2 小时', [line('1307010-E02', '水泵总成', '结合面渗漏', 12, 8640)]),
        by: qe,
        steps: [['Publish', qe], ['Appeal', s1, '渗漏为总装扭矩不足所致，非来料问题']],
      },
      {
        values: claim(1001, '售后', 'SV-20260709-18', '2026-07-09', '售后三包：水泵早期泄漏', [line('1307010-E02', '水泵总成', '轴封泄漏', 6, 4944)]),
        by: qe,
        steps: [['Publish', qe], ['Answer', s1, '', pump], ['AcceptAnswer', qe]],
      },
      {
        values: claim(1001, '来料检验', 'IQC-20260612-04', '2026-06-12', '气缸垫材质不符', [line('1003020-E02', '气缸垫', '钢板厚度 0.23mm 低于 0.25mm', 50, 4840)]),
        by: qe,
        steps: [['Publish', qe], ['Answer', s1, '', gasket], ['AcceptAnswer', qe], ['Settle', qe]],
      },
      {
        values: claim(1001, '来料检验', 'IQC-20260416-02', '2026-04-16', '水泵总成叶轮裂纹', [line('1307010-E02', '水泵总成', '叶轮裂纹', 10, 4120)]),
        by: qe,
        steps: [['Publish', qe], ['Answer', s1, '', pump], ['AcceptAnswer', qe], ['Settle', qe]],
      },
      {
        values: claim(1001, '来料检验', 'IQC-20260305-07', '2026-03-05', '误判：气缸垫外观色差在限度样板内', [line('1003020-E02', '气缸垫', '色差', 10, 968)]),
        by: qe,
        steps: [['Publish', qe], ['Withdraw', qe, '复核后色差在限度样板范围内，撤销索赔']],
      },
      {
        values: claim(1002, '来料检验', 'IQC-20261102-01', '2026-11-02', '活塞销孔圆度超差', [line('1004015-E02', '活塞', '销孔圆度 0.012mm', 15, 2797.5)]),
        by: qe,
        steps: [['Publish', qe], ['Answer', s2, '', piston]],
      },
      {
        values: claim(1002, '生产过程', 'WO-202610-0087', '2026-10-14', '曲轴键槽位置度超差', [line('1005011-E02', '曲轴', '键槽位置度 0.08mm', 2, 4760)]),
        by: qe,
        steps: [['Publish', qe]],
      },
      {
        values: claim(1002, '售后', 'SV-20260518-06', '2026-05-18', '售后三包：凸轮轴磨损', [line('1006015-E02', '凸轮轴', '凸轮表面早期磨损', 4, 3460)]),
        by: qe,
        steps: [['Publish', qe], ['Answer', s2, '', piston], ['AcceptAnswer', qe], ['Settle', qe]],
      },
      {
        values: claim(1002, '来料检验', 'IQC-20260220-03', '2026-02-20', '活塞环槽尺寸超差', [line('1004015-E02', '活塞', '环槽宽度超差', 8, 1492)]),
        by: qe,
        steps: [['Publish', qe], ['Appeal', s2, '复测数据在公差范围内，申请复检'], ['Withdraw', qe, '联合复检合格，撤销索赔']],
      },
      {
        values: claim(1003, '生产过程', 'WO-202609-0045', '2026-09-03', '起动机电磁开关不吸合', [line('3708010-E02', '起动机', '电磁开关不吸合', 3, 4740)]),
        by: qe,
        steps: [['Publish', qe], ['Appeal', s3, '故障件经我司分析为线束接反，非产品问题']],
      },
      {
        values: claim(1003, '来料检验', 'IQC-20260122-02', '2026-01-22', '发电机输出电压不稳', [line('3701010-E02', '发电机', '输出电压波动 ±1.5V', 5, 6325)]),
        by: qe,
        steps: [['Publish', qe], ['Answer', s3, '', generator], ['AcceptAnswer', qe]],
      },
    ],
    claimHooks,
  )
  // the settlements of April and May were approved by the administrator (the flow's end settles
  // them); June's waits in his to-do list
  const settled = [ids[7], ids[11]].map(String)
  for (const recordId of settled) await flowEngine().approveRecord(db, { recordType: claimDocument.docType, recordId, user: admin, opinion: '同意结算' })
}
