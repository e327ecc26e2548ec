import { checkTypeResource, claimDocument, commonProblemResource, problemTypeResource, productTypeResource } from '@scm/core'
import { and, eq, inArray } from 'drizzle-orm'
import { approve } from '../wf/engine'
import { wfInstance } from '../wf/schema'
import { seedDocuments } from '../../document/seed'
import { sysUser } from '../../identity/user-schema'
import type { Db } from '../../db'
import { seedResource } from '../../resource/seed'
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

/** Demo claims in every status, through the claim document's own save and actions. */
export async function seedClaims(db: Db): Promise<void> {
  const users = await db.select({ userid: sysUser.userid, UserName: sysUser.userName, usercode: sysUser.usercode, supplyid: sysUser.supplyid }).from(sysUser).where(inArray(sysUser.usercode, ['qe01', 'admin', 'sup1001', 'sup1002']))
  const who = (code: string) => users.find((u) => u.usercode === code)!
  const [qe, admin, s1, s2] = [who('qe01'), who('admin'), who('sup1001'), who('sup1002')]
  const day = (offset: number) => {
    const d = new Date(Date.now() - offset * 86400000)
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
  }
  const line = (mtr_code: string, mtr_name: string, defect: string, qty: number, amount: number) => ({ mtr_code, mtr_name, defect, qty, amount })
  const claim = (supplyid: number, source: string, offset: number, reason: string, lines: ReturnType<typeof line>[]) => ({ supplyid, source, claim_date: day(offset), reason, lines })
  const ids = await seedDocuments(db, claimDocument, claimTables, [
    { values: claim(1001, '来料检验', 2, '制动盘外径超差，整批退货', [line('M-1001', '制动盘', '外径超差 0.3mm', 20, 3600)]), by: qe },
    { values: claim(1001, '来料检验', 6, '缸体主轴承孔径超差', [line('M-1003', '缸体', '孔径超上限 0.007', 5, 12500), line('M-1004', '缸盖', '密封面划伤', 2, 1800.5)]), by: qe, steps: [['Publish', qe]] },
    { values: claim(1001, '生产过程', 12, '线束接插件装配后松脱，停线 2 小时', [line('M-1008', '发动机线束', '接插件锁扣断裂', 12, 8640)]), by: qe, steps: [['Publish', qe], ['Appeal', s1, '锁扣断裂为装配工装压伤，非来料问题']] },
    { values: claim(1002, '售后', 20, '售后三包：水泵早期泄漏', [line('M-1012', '水泵总成', '轴封泄漏', 4, 2960)]), by: qe, steps: [['Publish', qe], ['Accept', s2]] },
    { values: claim(1001, '来料检验', 35, '油封硬度不合格', [line('M-1006', '曲轴油封', '硬度 62HA 低于下限', 300, 4500)]), by: qe, steps: [['Publish', qe], ['Accept', s1], ['Settle', qe]] },
    { values: claim(1002, '生产过程', 28, '变速器换挡拉索卡滞', [line('M-1015', '换挡拉索', '卡滞', 8, 1520)]), by: qe, steps: [['Publish', qe], ['Accept', s2], ['Settle', qe]] },
    { values: claim(1002, '来料检验', 40, '误判：外观色差在限度样板内', [line('M-1013', '散热器面罩', '色差', 10, 900)]), by: qe, steps: [['Publish', qe], ['Withdraw', qe, '复核后色差在限度样板范围内，撤销索赔']] },
  ])
  // the first settlement was approved by the administrator (the flow's end settles it); the other waits in his to-do list
  const [instance] = await db.select({ id: wfInstance.id }).from(wfInstance).where(and(eq(wfInstance.recordType, claimDocument.docType), eq(wfInstance.recordId, String(ids[4]))))
  if (instance) await approve(db, { instanceId: instance.id, user: admin, opinion: '同意结算' })
}
