// The cockpit calls as their callers meet them: each role its own cockpit, figures only of the
// functions the caller holds, a supplier only his own figures and records, targets set by the
// administrator, bad requests refused in Chinese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { COCKPIT_PATHS, figuresOfRole, PERIOD_MESSAGES, type CockpitAnswer, type CockpitFigure } from '@scm/core/cockpit'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { allRecords } from '../../../test/cockpit'
import { sysRoleFunction } from '../../identity/role-schema'
import { sysParam } from '../../platform/schema'

let t: TestApp
let qe: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  qe = await loginAs(t.app, 'qe01')
})
afterAll(() => t.close())

const cockpit = async (client: SignedInClient, query: Record<string, string> = {}) => {
  const res = await client.get(COCKPIT_PATHS.figures, query)
  return { status: res.status, body: res.body as { Code: number; Msg: string; Data: CockpitAnswer } }
}
const ids = (answer: CockpitAnswer) => answer.figures.map((f) => f.id)

describe('GET /api/Cockpit/GetFigures', () => {
  it('answers the cockpit of the caller’s role: its figures, this month, twelve months of trend', async () => {
    const { body } = await cockpit(qe)
    expect(body.Data).toMatchObject({ role: 'quality', title: '质量驾驶舱', period: { kind: 'month' } })
    expect(ids(body.Data)).toEqual(figuresOfRole('quality').map((f) => f.id))
    const ppm = body.Data.figures.find((f) => f.id === 'supplierPpm')!
    expect(ppm.trend).toHaveLength(12)
    expect(ppm.trend.at(-1)!.at).toBe(body.Data.period.at)
    expect(body.Data.figures.find((f) => f.id === 'openClaims')!.trend).toEqual([])
    expect((await cockpit(await loginAs(t.app, 'buyer01'))).body.Data).toMatchObject({ role: 'buyer', title: '采购驾驶舱' })
    expect((await cockpit(await loginAs(t.app, 'wsm01'))).body.Data).toMatchObject({ role: 'workshop', title: '设备驾驶舱' })
    // a role without a cockpit: none, and nothing refused
    expect((await cockpit(await loginAs(t.app, 'wh01'))).body.Data).toMatchObject({ role: '', figures: [] })
  })

  it('opens another role’s cockpit to an administrator only; a customer has none', async () => {
    const admin = await loginAs(t.app, 'admin')
    expect(ids((await cockpit(admin, { role: 'service' })).body.Data)).toEqual(figuresOfRole('service').map((f) => f.id))
    expect(await cockpit(qe, { role: 'buyer' })).toMatchObject({ status: 403, body: { Code: 0, Msg: '无权查看该驾驶舱' } })
    expect(await cockpit(admin, { role: 'supplier' })).toMatchObject({ status: 403 })
    expect(await cockpit(qe, { role: 'nobody' })).toMatchObject({ status: 400, body: { Msg: '驾驶舱角色不正确' } })
    expect(await cockpit(await loginAs(t.app, 'cust01'))).toMatchObject({ status: 403, body: { Msg: '无权限' } })
  })

  it('leaves out the figures whose functions the caller’s role does not hold, and refuses their records', async () => {
    const claims = and(eq(sysRoleFunction.role, 'quality'), eq(sysRoleFunction.functionId, 'QulManage_claimDem'))
    const [grant] = await t.db.select().from(sysRoleFunction).where(claims)
    await t.db.delete(sysRoleFunction).where(claims)
    try {
      const without = ids((await cockpit(qe)).body.Data)
      expect(without).not.toContain('openClaims')
      expect(without).not.toContain('claimCloseDays')
      expect(without).toContain('supplierPpm')
      const records = await qe.get(COCKPIT_PATHS.records, { figure: 'openClaims' })
      expect([records.status, records.body.Msg]).toEqual([403, '无权查看该指标'])
    } finally {
      await t.db.insert(sysRoleFunction).values(grant!)
    }
    expect(ids((await cockpit(qe)).body.Data)).toContain('openClaims')
  })

  it('judges a figure against the target the administrator sets (system parameter)', async () => {
    const key = 'cockpit_target_lotAcceptance'
    await t.db.insert(sysParam).values({ paramKey: key, paramValue: '95', remark: '来料批次合格率目标' })
    try {
      const figure = (await cockpit(qe, { period: 'last12' })).body.Data.figures.find((f) => f.id === 'lotAcceptance')!
      expect(figure.target).toBe(95)
      expect(figure.status).toBe(figure.value === null ? null : figure.value >= 95 ? 'ok' : figure.value >= 85.5 ? 'warn' : 'danger')
      for (const row of figure.breakdowns.supplier!) expect(row.target).toBe(95)
    } finally {
      await t.db.delete(sysParam).where(eq(sysParam.paramKey, key))
    }
  })

  it('dates an open claim’s 8D by the days the system parameter gives', async () => {
    const days = eq(sysParam.paramKey, 'claim_8d_days')
    expect((await t.db.select().from(sysParam).where(days))[0]).toMatchObject({ paramValue: '30', remark: '索赔发布后供应商提交8D报告的期限（天）' })
    const dueDays = async () => {
      const open = (await allRecords(qe, { figure: 'openClaims' })).all.filter((r) => r.stage === '待提交8D')
      expect(open.length).toBeGreaterThan(0)
      return open.map((r) => (Date.parse(String(r.due_on)) - Date.parse(String(r.published_on))) / 86_400_000)
    }
    expect(new Set(await dueDays())).toEqual(new Set([30]))
    await t.db.update(sysParam).set({ paramValue: '10' }).where(days)
    try {
      expect(new Set(await dueDays())).toEqual(new Set([10]))
    } finally {
      await t.db.update(sysParam).set({ paramValue: '30' }).where(days)
    }
  })

  it('refuses bad periods in Chinese', async () => {
    expect(await cockpit(qe, { period: 'year' })).toMatchObject({ status: 400, body: { Msg: PERIOD_MESSAGES.kind } })
    expect(await cockpit(qe, { at: '2026/12' })).toMatchObject({ status: 400, body: { Msg: PERIOD_MESSAGES.month } })
    expect(await cockpit(qe, { period: 'quarter', at: '2026-Q7' })).toMatchObject({ status: 400, body: { Msg: PERIOD_MESSAGES.quarter } })
    expect(await cockpit(qe, { at: '2099-01' })).toMatchObject({ status: 400, body: { Msg: PERIOD_MESSAGES.future } })
    expect(await cockpit(qe, { figure: 'nothing' })).toMatchObject({ status: 400, body: { Msg: '指标不存在' } })
  })
})

describe('GET /api/Cockpit/GetFigureRecords', () => {
  it('refuses what a figure does not have', async () => {
    const records = (query: Record<string, string | number>) => qe.get(COCKPIT_PATHS.records, query)
    const cases: [Record<string, string | number>, number, string][] = [
      [{}, 400, '请选择指标'],
      [{ figure: 'nothing' }, 400, '指标不存在'],
      [{ figure: 'claimCloseDays', part: 'numerator' }, 400, '该指标没有分子'],
      [{ figure: 'supplierPpm', by: 'machine', dim: '1' }, 400, '该指标不按此维度分组'],
      [{ figure: 'firstPassYield', dim: '1' }, 400, '该指标没有分组'],
      [{ figure: 'supplierPpm', part: 'half' }, 400, '明细只能是 numerator（分子）或 denominator（分母）'],
      [{ figure: 'supplierPpm', rows: 501 }, 400, '每页最多500条'],
      [{ figure: 'supplierPpm', page: 0 }, 400, '页码不正确'],
      [{ figure: 'otdFirstPromise' }, 403, '无权查看该指标'],
    ]
    for (const [query, status, msg] of cases) {
      const res = await records(query)
      expect([res.status, res.body.Code, res.body.Msg], JSON.stringify(query)).toEqual([status, 0, msg])
    }
  })
})

describe('a supplier’s own figures', () => {
  it('sup1001 gets his scorecard: only his own rows and records, no other supplier’s and no ranking', async () => {
    const sup = await loginAs(t.app, 'sup1001')
    const { body } = await cockpit(sup, { period: 'last12' })
    expect(body.Data).toMatchObject({ role: 'supplier', title: '供应商记分卡' })
    expect(ids(body.Data)).toEqual(figuresOfRole('supplier').map((f) => f.id))
    let records = 0
    for (const figure of body.Data.figures as CockpitFigure[]) {
      expect((figure.breakdowns.supplier ?? []).every((r) => r.key === '1001'), figure.id).toBe(true)
      const own = await allRecords(sup, { figure: figure.id, period: 'last12' })
      for (const row of own.all) if ('supply_name' in row) expect(row.supply_name, figure.id).toBe('合肥精工汽车零部件有限公司')
      records += own.total
      const theirs = await allRecords(sup, { figure: figure.id, period: 'last12', by: 'supplier', dim: '1002' })
      expect(theirs.total, `${figure.id}: another supplier's records`).toBe(0)
    }
    expect(records, 'the demo supplier has records to show').toBeGreaterThan(0)
    // another supplier sees his own numbers, not 1001's
    const other = (await cockpit(await loginAs(t.app, 'sup1002'), { period: 'last12' })).body.Data
    expect(other.figures.flatMap((f) => f.breakdowns.supplier ?? []).every((r) => r.key === '1002')).toBe(true)
    // nothing of the enterprise's own cockpits
    expect(await cockpit(sup, { role: 'quality' })).toMatchObject({ status: 403, body: { Msg: '无权查看该驾驶舱' } })
    for (const figure of ['mtbf', 'firstPassYield', 'slaAttainment', 'confirmHours']) {
      expect((await sup.get(COCKPIT_PATHS.records, { figure })).status, figure).toBe(403)
      expect((await cockpit(sup, { figure })).status, figure).toBe(403)
    }
  })
})
