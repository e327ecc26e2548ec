// 索赔单 with the supplier's 8D answer, through HTTP: the answer needs all eight disciplines, only
// the owning supplier gives it and only while the claim waits for him; staff accept it or send it
// back; other suppliers and customers see nothing; the quality ledger hears publish, withdraw and
// settle with amounts that add up to the live claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { qulLedger } from './ledger-schema'
import { FULL_8D } from './testing'

let t: TestApp
let qe: SignedInClient
let sup: SignedInClient
let other: SignedInClient
let cust: SignedInClient
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  ;[qe, sup, other, cust, admin] = await Promise.all(['qe01', 'sup1001', 'sup1002', 'cust01', 'admin'].map((u) => loginAs(t.app, u)))
})
afterAll(() => t.close())

const base = '/api/QulClaim'

/** A published claim of supplier 1001 on material 1003020-E02 (气缸垫), 1,936.00 + 96.80. */
async function published() {
  const saved = await qe.post(`${base}/Save`, {
    supplyid: 1001,
    source: '来料检验',
    source_no: 'IQC-TEST-0001',
    claim_date: '2026-10-12',
    reason: '气缸垫密封筋高度低于下限',
    lines: [
      { mtr_code: '1003020-E02', mtr_name: '气缸垫', defect: '密封筋高度 0.42mm', qty: 20, amount: 1936 },
      { mtr_code: '1307010-E02', mtr_name: '水泵总成', defect: '包装破损', qty: 1, amount: 96.8 },
    ],
  })
  expect(saved.body.Msg).toBe('保存成功')
  const doc = saved.body.Data as { id: number; claim_no: string; source_no: string }
  expect((await qe.post(`${base}/Publish`, { id: doc.id })).body.Data.status).toBe('待确认')
  return doc
}

const ledgerOf = (id: number) =>
  t.db
    .select({ amount: qulLedger.claim_amount, disposition: qulLedger.disposition, mtr: qulLedger.mtr_code, mtrId: qulLedger.mtr_id, date: qulLedger.event_date, no: qulLedger.doc_no, supplyid: qulLedger.supplyid, kind: qulLedger.kind })
    .from(qulLedger)
    .where(and(eq(qulLedger.doc_type, 'QulClaim'), eq(qulLedger.doc_id, id)))
    .orderBy(qulLedger.id)

describe('索赔单 8D 答复', () => {
  it('keeps the source number and finds the claim by it', async () => {
    const doc = await published()
    expect(doc.source_no).toBe('IQC-TEST-0001')
    const found = (await qe.post(`${base}/GetList`, { searchKey: 'IQC-TEST-0001', rows: 50 })).body.Data.rows
    expect(found.map((r: any) => r.id)).toContain(doc.id)
    // the 8D is not something staff type into the claim: Save ignores it
    await qe.post(`${base}/Save`, { supplyid: 1001, source: '售后', claim_date: '2026-10-12', reason: '试', d1_team: '员工填写', lines: [{ mtr_code: 'X', mtr_name: 'X', defect: 'X', qty: 1, amount: 1 }] }).then((r) => {
      expect(r.body.Data.d1_team).toBeNull()
    })
  })

  it('takes an answer only with all eight disciplines, saving nothing otherwise', async () => {
    const doc = await published()
    const missing = await sup.post(`${base}/Answer`, { id: doc.id, ...FULL_8D, d4_root_cause: '  ' })
    expect(missing.status).toBe(400)
    expect(missing.body.Msg).toBe('请输入D4 根本原因')
    expect(missing.body.Data.errors).toEqual({ d4_root_cause: '请输入D4 根本原因' })
    expect((await sup.post(`${base}/Answer`, { id: doc.id })).body.Msg).toBe('请输入D1 成立小组')
    const tooLong = await sup.post(`${base}/Answer`, { id: doc.id, ...FULL_8D, d8_closure: '长'.repeat(1001) })
    expect(tooLong.status).toBe(400)
    const detail = (await sup.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(detail.header).toMatchObject({ status: '待确认', d1_team: null, d4_root_cause: null })
    expect(detail.history.map((e: any) => e.action)).toEqual(['新建', '发布'])
  })

  it('lets only the owning supplier answer, only while it waits for him; staff accept or send it back', async () => {
    const doc = await published()
    // staff do not write the supplier's 8D; another supplier does not find the claim
    expect((await qe.post(`${base}/Answer`, { id: doc.id, ...FULL_8D })).status).toBe(403)
    expect((await other.post(`${base}/Answer`, { id: doc.id, ...FULL_8D })).status).toBe(404)
    expect((await cust.post(`${base}/Answer`, { id: doc.id, ...FULL_8D })).status).toBe(403)

    const answered = await sup.post(`${base}/Answer`, { id: doc.id, ...FULL_8D })
    expect(answered.body).toMatchObject({ Code: 1, Msg: '提交8D成功', Data: { status: '已答复' } })
    // answered once: not again until it is sent back, and the supplier cannot accept his own answer
    expect((await sup.post(`${base}/Answer`, { id: doc.id, ...FULL_8D })).status).toBe(409)
    expect((await sup.post(`${base}/AcceptAnswer`, { id: doc.id })).status).toBe(403)
    const staffView = (await qe.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(staffView.header).toMatchObject({ status: '已答复', ...FULL_8D })
    expect(staffView.actions.map((a: any) => a.label)).toEqual(['接受8D', '退回8D', '撤销索赔'])

    expect((await qe.post(`${base}/ReturnAnswer`, { id: doc.id })).body.Msg).toBe('请填写原因')
    expect((await qe.post(`${base}/ReturnAnswer`, { id: doc.id, reason: '根本原因分析不充分' })).body.Data.status).toBe('待确认')
    const back = (await sup.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(back.actions.map((a: any) => a.name)).toEqual(['Answer', 'Appeal'])
    expect(back.header.d4_root_cause).toBe(FULL_8D.d4_root_cause) // kept for the next answer

    const better = { ...FULL_8D, d4_root_cause: '刀具磨损未补偿；补充了磨损曲线验证数据' }
    expect((await sup.post(`${base}/Answer`, { id: doc.id, ...better })).body.Data.status).toBe('已答复')
    expect((await qe.post(`${base}/AcceptAnswer`, { id: doc.id })).body).toMatchObject({ Msg: '接受8D成功', Data: { status: '供应商已确认' } })

    const history = (await sup.get(`${base}/GetDetail`, { id: doc.id })).body.Data.history
    expect(history.map((e: any) => `${e.action} ${e.from_status}→${e.to_status} ${e.side}`)).toEqual([
      '新建 →草稿 quality',
      '发布 草稿→待确认 quality',
      '提交8D 待确认→已答复 supplier',
      '退回8D 已答复→待确认 quality',
      '提交8D 待确认→已答复 supplier',
      '接受8D 已答复→供应商已确认 quality',
    ])
    expect(history[3].reason).toBe('根本原因分析不充分')
    expect((await qe.get(`${base}/GetDetail`, { id: doc.id })).body.Data.header.d4_root_cause).toBe(better.d4_root_cause)
  })

  it('shows a supplier only his claims and a customer none', async () => {
    const doc = await published()
    await sup.post(`${base}/Answer`, { id: doc.id, ...FULL_8D })
    const mine = (await sup.post(`${base}/GetList`, { rows: 500 })).body.Data.rows
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((r: any) => r.supplyid === 1001 && r.status !== '草稿')).toBe(true)
    const theirs = (await other.post(`${base}/GetList`, { rows: 500 })).body.Data.rows
    expect(theirs.length).toBeGreaterThan(0)
    expect(theirs.every((r: any) => r.supplyid === 1002)).toBe(true)
    expect((await other.get(`${base}/GetDetail`, { id: doc.id })).status).toBe(404)
    expect((await other.post(`${base}/Appeal`, { id: doc.id, reason: '不是我的' })).status).toBe(404)
    expect((await cust.post(`${base}/GetList`, {})).status).toBe(403)
    expect((await cust.get(`${base}/GetDetail`, { id: doc.id })).status).toBe(403)
  })

  it('writes the ledger: the amount when published, minus it when withdrawn, 0 with 已结算 when settled', async () => {
    const withdrawn = await published()
    expect(await ledgerOf(withdrawn.id)).toEqual([
      { kind: '索赔', amount: 2032.8, disposition: '待确认', mtr: '1003020-E02', mtrId: expect.any(Number), date: '2026-10-12', no: withdrawn.claim_no, supplyid: 1001 },
    ])
    await sup.post(`${base}/Answer`, { id: withdrawn.id, ...FULL_8D })
    expect(await ledgerOf(withdrawn.id)).toHaveLength(1) // answering is no ledger event
    await qe.post(`${base}/Withdraw`, { id: withdrawn.id, reason: '复核后撤销' })
    expect((await ledgerOf(withdrawn.id)).map((r) => [r.amount, r.disposition])).toEqual([
      [2032.8, '待确认'],
      [-2032.8, '已作废'],
    ])

    const settled = await published()
    await sup.post(`${base}/Answer`, { id: settled.id, ...FULL_8D })
    await qe.post(`${base}/AcceptAnswer`, { id: settled.id })
    expect((await qe.post(`${base}/Settle`, { id: settled.id })).body.Data.status).toBe('结算审批中')
    expect(await ledgerOf(settled.id)).toHaveLength(1) // nothing while it waits for approval
    const todo = (await admin.post('/api/Wf/GetTodoList', { rows: 200 })).body.Data.rows
    const task = todo.find((r: any) => r.record_type === 'QulClaim' && String(r.record_id) === String(settled.id))
    expect((await admin.post('/api/Wf/Approve', { instanceId: task.instance_id, opinion: '同意' })).status).toBe(200)
    expect((await ledgerOf(settled.id)).map((r) => [r.amount, r.disposition])).toEqual([
      [2032.8, '待确认'],
      [0, '已结算'],
    ])
  })

  it('seeds claims whose ledger amounts add up to the live claims', async () => {
    const rows = (await qe.post(`${base}/GetList`, { rows: 500 })).body.Data.rows as { id: number; status: string; total_amount: number; claim_date: string }[]
    const seeded = rows.filter((r) => r.claim_date !== '2026-10-12')
    const statuses = new Set(seeded.map((r) => r.status))
    for (const s of ['草稿', '待确认', '已答复', '申诉中', '供应商已确认', '结算审批中', '已结算', '已作废']) expect(statuses, s).toContain(s)
    expect(new Set(seeded.map((r) => r.claim_date.slice(0, 7))).size).toBeGreaterThan(6)
    const answered = seeded.find((r) => r.status === '已答复')!
    const header = (await qe.get(`${base}/GetDetail`, { id: answered.id })).body.Data.header
    for (const f of Object.keys(FULL_8D)) expect(header[f], f).toMatch(/\S/)
    // published, not withdrawn: the ledger's claim amounts per claim
    const live = seeded.filter((r) => !['草稿', '已作废'].includes(r.status))
    for (const r of seeded) {
      const sum = (await ledgerOf(r.id)).reduce((s, e) => s + e.amount, 0)
      expect(Math.round(sum * 100) / 100, `${r.status} ${r.id}`).toBe(live.includes(r) ? r.total_amount : 0)
    }
    const settledRows = seeded.filter((r) => r.status === '已结算')
    for (const r of settledRows) expect((await ledgerOf(r.id)).at(-1)).toMatchObject({ amount: 0, disposition: '已结算' })
  })
})
