import { documentAction } from '@scm/core'
import { standardDocument } from '@scm/core/quality'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { moveDocument } from '../../document/records'
import { seedDocuments } from '../../document/seed'
import type { CurrentUser } from '../../http'
import { pubMateriel } from '../../identity/partner-schema'
import { sysUser } from '../../identity/user-schema'
import { flowEngine } from '../../platform/flows'
import { qulStandard, qulStandardType } from './schema'
import { reviseStandard, standardBinding, standardTables } from './standard'

type Item = { item_name: string; check_method: string; lower_limit: number | null; upper_limit: number | null; unit: string; key_item: boolean }
const item = (item_name: string, check_method: string, lower_limit: number | null, upper_limit: number | null, unit: string, key_item = false): Item => ({ item_name, check_method, lower_limit, upper_limit, unit, key_item })

/**
 * Demo inspection standards through the document's own save, submit, approval and revision: approved
 * standards of materials demo receipts bring (气缸垫 at level II, AQL 1.0), 水泵总成 revised once
 * (version 1 已替代), a draft and one waiting in approval.
 */
export async function seedStandards(db: Db): Promise<void> {
  await flowEngine().seedDemoFlows(db) // the standard_review flow on data seeded before it existed
  const users = await db.select({ userid: sysUser.userid, UserName: sysUser.userName, usercode: sysUser.usercode }).from(sysUser).where(inArray(sysUser.usercode, ['qe01', 'admin']))
  const qe = users.find((u) => u.usercode === 'qe01')
  const admin = users.find((u) => u.usercode === 'admin')
  if (!qe || !admin) return
  const materials = new Map((await db.select({ id: pubMateriel.mtrId, code: pubMateriel.mtrCode }).from(pubMateriel)).map((m) => [m.code, m.id]))
  const types = new Map((await db.select({ id: qulStandardType.id, code: qulStandardType.code }).from(qulStandardType)).map((t) => [t.code, t.id]))
  const incoming = types.get('01')
  if (!incoming) return
  const standard = (code: string, level: string, aql: string, remark: string, lines: Item[]) => {
    const mtr_id = materials.get(code)
    return mtr_id ? { mtr_id, standard_type_id: incoming, inspection_level: level, aql, remark, lines } : null
  }
  const docs = [
    standard('1003020-E02', 'II', '1.0', '气缸垫来料检验', [
      item('厚度', '千分尺测量', 1.15, 1.25, 'mm', true),
      item('缸孔直径', '游标卡尺测量', 107.8, 108.2, 'mm', true),
      item('外观', '目视检查，无划伤、折痕、锈蚀', null, null, ''),
    ]),
    standard('1307010-E02', 'II', '1.5', '水泵总成来料检验（首版）', [
      item('皮带轮跳动', '百分表测量', 0, 0.15, 'mm', true),
      item('密封性', '气密试验 0.15MPa 保压 30s', null, null, ''),
    ]),
    standard('3701010-E02', 'II', '0.65', '发电机来料检验', [
      item('输出电压', '台架试验 28V 负载', 27.5, 28.5, 'V', true),
      item('额定电流', '台架试验', 70, null, 'A', true),
      item('外观', '目视检查', null, null, ''),
    ]),
    standard('1301010-A01', 'I', '2.5', '散热器总成来料检验（编制中）', [item('芯体尺寸', '卷尺测量', 748, 752, 'mm'), item('气密', '水检 0.2MPa', null, null, '', true)]),
    standard('1004015-E02', 'III', '0.65', '活塞来料检验', [
      item('裙部直径', '外径千分尺', 104.93, 104.95, 'mm', true),
      item('销孔直径', '内径量表', 38.002, 38.008, 'mm', true),
      item('重量', '电子秤', 1180, 1200, 'g'),
    ]),
  ]
  if (docs.some((d) => !d)) return // demo materials not seeded
  const submit = (by = qe): [string, typeof qe][] => [['Submit', by]]
  const ids = await seedDocuments(db, standardDocument, standardTables, [
    { values: docs[0]!, by: qe, steps: submit() },
    { values: docs[1]!, by: qe, steps: submit() },
    { values: docs[2]!, by: qe, steps: submit() },
    { values: docs[3]!, by: qe },
    { values: docs[4]!, by: qe, steps: submit() },
  ])
  const approveOf = (id: number, opinion: string) => approveStandard(db, id, opinion)
  for (const id of [ids[0]!, ids[1]!, ids[2]!]) await approveOf(id, '同意发布')
  // 水泵总成 revised: version 2 tightens the AQL and adds the noise check; approving it replaces version 1
  const user = { ...qe, supplyid: null, customerId: null, roles: ['quality'] } as unknown as CurrentUser
  const revised = await reviseStandard(db, ids[1]!, user)
  await db.update(qulStandard).set({ aql: '1.0', remark: '水泵总成来料检验（第2版：加严 AQL，增加异响检查）' }).where(eq(qulStandard.id, revised))
  await moveDocument(db, standardBinding, documentAction(standardDocument, 'Submit'), revised, { user })
  await approveOf(revised, '同意，替代第1版')
}

/** The approval of a submitted standard by admin, through the wf engine (its end approves the standard). */
export async function approveStandard(db: Db, id: number, opinion: string): Promise<void> {
  const [admin] = await db.select({ userid: sysUser.userid, UserName: sysUser.userName }).from(sysUser).where(eq(sysUser.usercode, 'admin'))
  if (admin) await flowEngine().approveRecord(db, { recordType: standardDocument.docType, recordId: id, user: admin, opinion })
}
