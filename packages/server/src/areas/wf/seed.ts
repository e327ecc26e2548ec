import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { orgStation } from '../../identity/org-schema'
import { sysUser } from '../../identity/user-schema'
import { wfFlow, wfFlowStep } from './schema'

/** Demo flows the later areas use: work instructions, price reviews, claims and inspection standards (idempotent). */
export async function seedWfDemo(db: Db): Promise<void> {
  const stations = await db.select({ id: orgStation.id, code: orgStation.stationCode }).from(orgStation).where(inArray(orgStation.stationCode, ['010301', '010101']))
  const station = (code: string) => String(stations.find((s) => s.code === code)?.id ?? '')
  const [admin] = await db.select({ id: sysUser.userid }).from(sysUser).where(eq(sysUser.usercode, 'admin'))
  const flows = [
    {
      flow: { flowCode: 'prcsdoc_audit', flowName: '作业指导书审核', recordType: 'prcsdocument', remark: '质量工程师审核后由系统管理员批准发布' },
      steps: [
        { stepName: '质量审核', approverType: 'station', approvers: [station('010301')], mode: 'any' },
        { stepName: '批准', approverType: 'role', approvers: ['admin'], mode: 'all' },
      ],
    },
    {
      // 配件报价 (PcPriceQuote): the buyer's review passes it into this flow; its approval makes the approved price
      flow: { flowCode: 'price_review', flowName: '零部件价格评审', recordType: 'PcPriceQuote', remark: '采购员审核供应商报价后审批生效' },
      steps: [{ stepName: '采购审批', approverType: 'role', approvers: ['buyer'], mode: 'any' }],
    },
    {
      flow: { flowCode: 'claim_review', flowName: '索赔单结算审批', recordType: 'QulClaim', remark: '质量部发起结算，系统管理员审批' },
      steps: [{ stepName: '审批', approverType: 'user', approvers: [String(admin?.id ?? '')], mode: 'any' }],
    },
    {
      flow: { flowCode: 'standard_review', flowName: '检验标准审批', recordType: 'QulStandard', remark: '质量工程师编制并提交，系统管理员批准后生效' },
      steps: [{ stepName: '批准', approverType: 'role', approvers: ['admin'], mode: 'any' }],
    },
  ]
  for (const { flow, steps } of flows) {
    if (steps.some((s) => s.approvers.some((a) => !a))) continue // the org it names is not seeded
    const [row] = await db.insert(wfFlow).values(flow).onConflictDoNothing().returning({ id: wfFlow.id })
    if (!row) continue
    await db.insert(wfFlowStep).values(steps.map((s, i) => ({ ...s, flowId: row.id, stepNo: i + 1 })))
  }
}
