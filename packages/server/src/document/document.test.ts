// The document kit through HTTP, on the first document built on it (索赔单 QulClaim): numbering,
// header + lines in one save, totals, history, actions by staff and by the owning supplier,
// conditional status moves, owner scope, attachments and export.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createTestApp, downloadSheet, login, loginAs, type SignedInClient, type TestApp } from '../../test/helpers'
import { FULL_8D } from '../areas/quality/testing'
import { today } from '../platform/input'
import { claimDocument } from '@scm/core/quality'
import { documentAction } from '@scm/core'
import { count, eq } from 'drizzle-orm'
import { claimTables, qulClaim } from '../areas/quality/schema'
import { demoUser } from '../seed/demo-user'
import { ResourceError } from '../resource/records'
import { docEvent } from '../platform/schema'
import { actWithHooks, saveWithHooks, type DocumentHooks } from './hooks'
import { bindDocument } from './records'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-doc-'))
let t: TestApp
let qe: SignedInClient
let sup: SignedInClient
let other: SignedInClient
let wh: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[qe, sup, other, wh] = await Promise.all(['qe01', 'sup1001', 'sup1002', 'wh01'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const base = '/api/QulClaim'
const claim = (extra: object = {}) => ({
  supplyid: 1001,
  source: '来料检验',
  claim_date: today(),
  reason: '来料尺寸超差',
  lines: [
    { mtr_code: 'M-1001', mtr_name: '制动盘', defect: '外径超差 0.3mm', qty: 20, amount: 1234.5 },
    { mtr_code: 'M-1002', mtr_name: '制动钳', defect: '表面划伤', qty: 3, amount: 100.25 },
  ],
  ...extra,
})

async function created(extra: object = {}) {
  const res = await qe.post(`${base}/Save`, claim(extra))
  expect(res.body.Msg).toBe('保存成功')
  return res.body.Data as { id: number; claim_no: string; status: string; total_qty: number; total_amount: number }
}

describe('document kit (索赔单)', () => {
  it('saves header and lines at once, numbers it, sums the lines and records who created it', async () => {
    const doc = await created()
    const day = today().replaceAll('-', '')
    expect(doc.claim_no).toMatch(new RegExp(`^SP${day}\\d{4}$`))
    expect(doc).toMatchObject({ status: '草稿', total_qty: 23, total_amount: 1334.75 })
    const detail = (await qe.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(detail.lines.map((l: any) => [l.line_no, l.mtr_code, l.qty])).toEqual([[1, 'M-1001', 20], [2, 'M-1002', 3]])
    expect(detail.history).toMatchObject([{ action: '新建', from_status: '', to_status: '草稿', UserName: expect.any(String) }])
    expect(detail.editable).toBe(true)
    expect(detail.actions.map((a: any) => a.label)).toEqual(['发布'])

    // editing keeps line ids that are sent, drops the others, and recomputes the totals
    const [first] = detail.lines
    const saved = await qe.post(`${base}/Save`, { ...claim(), id: doc.id, lines: [{ ...first, qty: 5, amount: 50 }] })
    expect(saved.body.Data).toMatchObject({ total_qty: 5, total_amount: 50, claim_no: doc.claim_no })
    const again = (await qe.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(again.lines).toMatchObject([{ id: first.id, line_no: 1, qty: 5 }])
  })

  it('sums the list over every matching document, not only the page', async () => {
    const all = (await qe.post(`${base}/GetList`, { rows: 500 })).body.Data
    const one = (await qe.post(`${base}/GetList`, { rows: 1 })).body.Data
    const sum = (key: string) => Math.round(all.rows.reduce((s: number, r: any) => s + Number(r[key] ?? 0), 0) * 100) / 100
    expect(one.rows).toHaveLength(1)
    expect(one.summary).toEqual({ total_qty: sum('total_qty'), total_amount: sum('total_amount') })
  })

  it('gives concurrent saves distinct numbers', async () => {
    const docs = await Promise.all(Array.from({ length: 8 }, () => qe.post(`${base}/Save`, claim())))
    const numbers = docs.map((r) => r.body.Data.claim_no)
    expect(new Set(numbers).size).toBe(8)
  })

  it('refuses bad documents with a clear message and saves nothing', async () => {
    const before = (await qe.post(`${base}/GetList`, { rows: 1 })).body.Data.total
    expect((await qe.post(`${base}/Save`, claim({ lines: [] }))).body.Msg).toBe('请至少添加一行明细')
    const bad = await qe.post(`${base}/Save`, claim({ lines: [claim().lines[0], { ...claim().lines[1], qty: 'abc' }] }))
    expect(bad.status).toBe(400)
    expect(bad.body.Msg).toMatch(/^第2行：数量/)
    expect((await qe.post(`${base}/Save`, claim({ reason: '' }))).body.Msg).toContain('索赔原因')
    expect((await qe.post(`${base}/GetList`, { rows: 1 })).body.Data.total).toBe(before)
  })

  it('moves by actions: staff publish, the owning supplier appeals with a reason, one of two racing actions wins', async () => {
    const doc = await created()
    // a draft is the staff's business
    expect((await sup.get(`${base}/GetDetail`, { id: doc.id })).status).toBe(404)
    expect((await sup.post(`${base}/Publish`, { id: doc.id })).status).toBe(403)
    // claims are written by staff only: a supplier cannot create one, nor rewrite his own
    expect((await sup.post(`${base}/Save`, claim())).status).toBe(403)
    const published = await qe.post(`${base}/Publish`, { id: doc.id })
    expect(published.body).toMatchObject({ Code: 1, Msg: '发布成功', Data: { status: '待确认' } })
    expect((await qe.post(`${base}/Save`, { ...claim(), id: doc.id })).body.Msg).toBe('当前状态的单据不能修改')
    expect((await qe.post(`${base}/Del`, { id: doc.id })).status).toBe(409)

    // the owner sees it with his actions; another supplier sees nothing and changes nothing
    const seen = (await sup.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(seen.actions.map((a: any) => a.label)).toEqual(['提交8D', '申诉'])
    expect(seen.editable).toBe(false)
    expect(seen.attachable).toBe(true) // his evidence, in any status
    expect((await sup.post(`${base}/GetList`, { rows: 200 })).body.Data.rows.every((r: any) => r.supplyid === 1001)).toBe(true)
    expect((await other.get(`${base}/GetDetail`, { id: doc.id })).status).toBe(404)
    expect((await other.post(`${base}/GetList`, { rows: 200 })).body.Data.rows.some((r: any) => r.id === doc.id)).toBe(false)
    expect((await other.post(`${base}/Appeal`, { id: doc.id, reason: '非本公司' })).status).toBe(404)
    expect((await wh.post(`${base}/GetList`, {})).status).toBe(403)

    expect((await sup.post(`${base}/Appeal`, { id: doc.id })).body.Msg).toBe('请填写原因')
    expect((await sup.post(`${base}/Appeal`, { id: doc.id, reason: '超差件非本批次' })).body.Data.status).toBe('申诉中')
    expect((await sup.post(`${base}/Appeal`, { id: doc.id, reason: '再次申诉' })).body.Msg).toBe('单据状态已变化，请刷新后重试')

    // two staff act at once: one wins, the other is told, the history holds one move
    const [a, b] = await Promise.all([
      qe.post(`${base}/Reject`, { id: doc.id, reason: '复检确认为本批次' }),
      qe.post(`${base}/Reject`, { id: doc.id, reason: '同一驳回，另一人同时提交' }),
    ])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    expect([a.body.Msg, b.body.Msg]).toContain('单据状态已变化，请刷新后重试')
    const detail = (await qe.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(detail.history.map((e: any) => `${e.action} ${e.from_status}→${e.to_status}`)).toEqual([
      '新建 →草稿',
      '发布 草稿→待确认',
      '申诉 待确认→申诉中',
      '驳回申诉 申诉中→待确认',
    ])
    expect(detail.history[2]).toMatchObject({ reason: '超差件非本批次', UserName: expect.any(String) })
  })

  it('settles through the approval flow: the claim waits, the decision of the approver moves it', async () => {
    const doc = await created()
    await qe.post(`${base}/Publish`, { id: doc.id })
    await sup.post(`${base}/Answer`, { id: doc.id, ...FULL_8D })
    await qe.post(`${base}/AcceptAnswer`, { id: doc.id })
    expect((await sup.post(`${base}/Settle`, { id: doc.id })).status).toBe(403)
    expect((await qe.post(`${base}/Settle`, { id: doc.id })).body.Data.status).toBe('结算审批中')
    const admin = await loginAs(t.app, 'admin')
    const todo = (await admin.post('/api/Wf/GetTodoList', { rows: 100 })).body.Data.rows
    const task = todo.find((r: any) => r.record_type === 'QulClaim' && String(r.record_id) === String(doc.id))
    expect(task, JSON.stringify(todo[0])).toBeTruthy()
    expect((await admin.post('/api/Wf/Approve', { instanceId: task.instance_id, opinion: '同意' })).status).toBe(200)
    const detail = (await qe.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(detail.header.status).toBe('已结算')
    expect(detail.history.at(-1)).toMatchObject({ action: '审批已通过', from_status: '结算审批中', to_status: '已结算', UserName: expect.stringMatching(/\S/) })
  })

  it('seeds demo claims in every status through the same actions', async () => {
    const rows = (await qe.post(`${base}/GetList`, { rows: 500, sidx: 'id', sord: 'asc' })).body.Data.rows
    const statuses = new Set(rows.map((r: any) => r.status))
    for (const s of ['草稿', '待确认', '已答复', '申诉中', '供应商已确认', '结算审批中', '已结算', '已作废']) expect(statuses, s).toContain(s)
  })

  it('keeps files on the document for those who may see it', async () => {
    const doc = await created()
    const token = await login(t.app, 'qe01')
    const form = new FormData()
    form.append('category', 'document')
    form.append('file', new File(['8D 报告'], '检验报告.txt', { type: 'text/plain' }))
    const up = await (await t.app.request('/File/File/UploadFiles', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).json()
    const fileId = up.Data[0].id
    expect((await sup.post(`${base}/Attach`, { id: doc.id, file_ids: [fileId] })).status).toBe(404)
    expect((await qe.post(`${base}/Attach`, { id: doc.id, file_ids: [fileId] })).body.Msg).toBe('上传成功')
    await qe.post(`${base}/Publish`, { id: doc.id })
    const detail = (await sup.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(detail.files).toMatchObject([{ id: fileId, file_name: '检验报告.txt' }])
    const got = await sup.get(`${base}/Download`, { id: doc.id, file_id: fileId })
    expect(got.status).toBe(200)
    expect(got.body).toBe('8D 报告')
    expect((await other.get(`${base}/Download`, { id: doc.id, file_id: fileId })).status).toBe(404)
    // a file id the caller did not upload cannot be attached
    expect((await sup.post(`${base}/Attach`, { id: doc.id, file_ids: [fileId] })).body.Msg).toBe('附件不存在')
  })

  it('exports the list with Chinese headers, validated before the first byte', async () => {
    await created()
    const token = await login(t.app, 'qe01')
    const { rows } = await downloadSheet(t.app, token, `${base}/Export`, {})
    expect(rows[0]).toEqual(expect.arrayContaining(['索赔单号', '状态', '供应商', '索赔金额']))
    expect((await qe.post(`${base}/Export`, { filters: { supplyid: 'abc' } })).status).toBe(400)
  })
})

describe('document hooks', () => {
  it('a hook that refuses saves nothing and moves nothing (the call and its history roll back)', async () => {
    const b = bindDocument(claimDocument, claimTables)
    const user = await demoUser(t.db, 'qe01')
    const refusing: DocumentHooks = {
      beforeSave: async () => ({ remark: '由钩子填写' }),
      afterSave: async () => {
        throw new ResourceError('钩子拒绝保存', 400)
      },
      actions: {
        Publish: {
          before: async () => ({ set: { remark: '发布前写入' }, detail: '不应出现' }),
          after: async () => {
            throw new ResourceError('钩子拒绝发布', 409)
          },
        },
      },
    }
    const claims = async () => (await t.db.select({ n: count() }).from(qulClaim))[0]!.n
    const before = await claims()
    await expect(t.db.transaction((tx) => saveWithHooks(tx, b, refusing, { id: null, body: claim(), user }))).rejects.toThrow('钩子拒绝保存')
    expect(await claims()).toBe(before)

    const doc = await created()
    const publish = documentAction(claimDocument, 'Publish')
    await expect(t.db.transaction((tx) => actWithHooks(tx, b, refusing, publish, { id: doc.id, user }))).rejects.toThrow('钩子拒绝发布')
    const detail = (await qe.get(`${base}/GetDetail`, { id: doc.id })).body.Data
    expect(detail.header).toMatchObject({ status: '草稿', remark: null })
    expect(detail.history.map((e: any) => e.action)).toEqual(['新建'])
    const events = await t.db.select().from(docEvent).where(eq(docEvent.docId, doc.id))
    expect(events.some((e) => e.detail === '不应出现')).toBe(false)

    // the same hooks without the refusal: the values they set are saved with the move
    const passing: DocumentHooks = { actions: { Publish: { before: refusing.actions!.Publish!.before } } }
    expect(await t.db.transaction((tx) => actWithHooks(tx, b, passing, publish, { id: doc.id, user }))).toBe('待确认')
    expect((await qe.get(`${base}/GetDetail`, { id: doc.id })).body.Data.header.remark).toBe('发布前写入')
  })
})
