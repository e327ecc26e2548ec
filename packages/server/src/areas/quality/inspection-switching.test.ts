// 来料检验 switching between normal and tightened inspection through HTTP (ISO 2859-1 clause 9:
// the rules themselves are core's switching.ts): the next lot's plan after rejected lots, and a
// supplier × material stopped on tightened inspection until 恢复检验.
import { beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { INSPECTION_MESSAGES, samplingPlan } from '@scm/core/quality'
import { confirmedOrder } from '../../../test/procurement'
import { pcReceiptLine } from '../../business/receipt-schema'
import { qulSwitching } from './schema'
import { I, inspectionApp } from './inspection-testing'

const { t, buyer, sup, wh, qe, receive, create, rejectLot } = await inspectionApp()

// the story so far: one lot of 气缸垫 rejected on normal inspection
beforeAll(async () => {
  await rejectLot(0, 100)
})

describe('来料检验', () => {
  it('after 2 of 5 lots rejected, the next lot of that supplier × material is planned on tightened inspection', async () => {
    const state = await t.db.select().from(qulSwitching).where(eq(qulSwitching.supplyid, 1001))
    const rejectedCount = (s: any) => s.recent.filter((x: boolean) => !x).length
    // 气缸垫 has at most one rejected lot so far; a second one switches
    const gasket = state.find((s) => (s.state as any).recent.length && (s.state as any).severity === 'normal' && rejectedCount(s.state) === 1)
    expect(gasket).toBeDefined()
    await rejectLot(0, 50)
    const next = await create((await receive(0, 40)).lines[0]!.id, 40)
    const plan = samplingPlan({ lotSize: 40, level: 'II', aql: '1.0', severity: 'tightened' })
    expect(next.body.Data).toMatchObject({ severity: '加严检验', sample_size: plan.sampleSize, ac: plan.ac, re: plan.re })
  })

  it('a supplier × material stopped on tightened inspection (9.4) is refused until 恢复检验, which resumes it tightened', async () => {
    // an order of its own, apart from the lots of the test before
    const own10 = await confirmedOrder(buyer, sup, t.db, [10])
    const r = (await wh.post('/api/Receive/Save', { order_id: own10.id, warehouse: '总装厂二号库', lines: [{ order_line_id: own10.lines[0].id, qty: 10 }] })).body.Data
    const line = r.lines[0]!
    const [own] = await t.db.select({ mtr_id: pcReceiptLine.mtrId }).from(pcReceiptLine).where(eq(pcReceiptLine.id, line.id))
    const stopped = { severity: 'discontinued', recent: [], score: 0, tightenedRejects: 5 }
    await t.db.insert(qulSwitching).values({ supplyid: 1001, mtr_id: own!.mtr_id, state: stopped }).onConflictDoUpdate({ target: [qulSwitching.supplyid, qulSwitching.mtr_id], set: { state: stopped } })
    expect((await create(line.id, 10)).body.Msg).toBe(INSPECTION_MESSAGES.discontinued)
    const task = (await qe.post(`${I}/GetTasks`, { rows: 500 })).body.Data.rows.find((row: any) => row.id === line.id)
    expect(task).toMatchObject({ stopped: true, remaining_qty: 10 })

    const body = { supplyid: 1001, mtr_id: own!.mtr_id }
    expect((await sup.post(`${I}/ResumeInspection`, body)).status).toBe(403)
    expect((await wh.post(`${I}/ResumeInspection`, body)).status).toBe(403)
    const resumed = await qe.post(`${I}/ResumeInspection`, body)
    expect(resumed.body).toMatchObject({ Msg: INSPECTION_MESSAGES.resumed, Data: { severity: 'tightened' } })
    expect((await qe.post(`${I}/ResumeInspection`, body)).body.Msg).toBe(INSPECTION_MESSAGES.notDiscontinued)
    expect((await qe.post(`${I}/ResumeInspection`, { supplyid: 'x', mtr_id: own!.mtr_id })).status).toBe(400)
    const next = await create(line.id, 10)
    expect(next.body.Data).toMatchObject({ severity: '加严检验' })
  })

})
