// 作业指导书 (/api/prcsdocument) through HTTP: upload → audit on the approval flow → publish retiring
// the old version (one published per code, in the database too) → the station's users asked to
// confirm reading; the material file view keeps the published version while a new one is in review;
// a used version is only revised; grants and bad input refused with nothing saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { PRCS_MESSAGES } from '@scm/core/prcsdocument'
import { createTestApp, login, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-prcs-'))
let t: TestApp
let proc: SignedInClient
let qe: SignedInClient
let admin: SignedInClient
let opr: SignedInClient
let opr3: SignedInClient
let sup: SignedInClient
let buyer: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[proc, qe, admin, opr, opr3, sup, buyer] = await Promise.all(['proc01', 'qe01', 'admin', 'opr01', 'opr03', 'sup1001', 'buyer01'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const base = '/api/prcsdocument'
type Row = Record<string, any>
const list = async (filters: Row = {}) => (await proc.post(`${base}/GetList`, { rows: 100, filters })).body.Data.rows as Row[]

async function upload(user: string, name: string) {
  const token = await login(t.app, user)
  const form = new FormData()
  form.append('category', 'document')
  form.append('file', new File(['%PDF-1.4 test'], name, { type: 'application/pdf' }))
  const up = await (await t.app.request('/File/File/UploadFiles', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })).json()
  return up.Data[0].id as number
}

/** Both steps of prcsdoc_audit: the quality engineer's (station 010301), then admin's. */
async function audit(id: number) {
  for (const who of [qe, admin]) {
    const status = (await who.get(`/api/Wf/GetFlowStatus?recordType=prcsdocument&recordId=${id}`)).body.Data
    const r = await who.post('/api/Wf/Approve', { instanceId: status.instance_id, opinion: '同意' })
    expect(r.status).toBe(200)
  }
}

describe('作业指导书', () => {
  it('demo data: every status, several versions, pending and overdue acknowledgements', async () => {
    const rows = await list()
    const statuses = new Set(rows.map((r) => r.status))
    for (const s of ['草稿', '待审核', '已审核', '已发布', '已作废']) expect(statuses).toContain(s)
    const a = rows.filter((r) => r.code === 'WI-010601-01').map((r) => [r.version, r.status])
    expect(a.sort()).toEqual([
      [1, '已作废'],
      [2, '已发布'],
      [3, '待审核'],
    ])
    const mine = (await opr3.post(`${base}/MyReads`, {})).body.Data as Row[]
    expect(mine.map((m) => [m.code, m.state])).toEqual([['WI-010602-01', '已逾期']])
    // his home page lists it too
    const home = (await opr3.get('/api/Home/GetWidgets')).body.Data as { widgets: { id: string; title: string; count: number; items: { label: string; link: string }[] }[] }
    const widget = home.widgets.find((w) => w.id === 'pendingInstructionReads')!
    expect(widget).toMatchObject({ title: '待确认阅读的作业指导书', count: 1 })
    expect(widget.items[0]).toMatchObject({ label: 'WI-010602-01 第1版 整车终检作业指导书', link: '/prcsdocument/prcsdocrouteview' })
  })

  it('the material file view shows the published version while a newer one is in review', async () => {
    const all = (await opr.post(`${base}/GetEffective`, {})).body.Data as Row[]
    const a = all.find((r) => r.code === 'WI-010601-01')!
    expect(a).toMatchObject({ version: 2, pending_version: 3, pending_status: '待审核' })
    expect(all.every((r) => r.code !== 'WI-010604-01')).toBe(true) // a draft is never in force
    // never the file of a version in review
    const [review] = await list({ code: { op: 'eq', value: 'WI-010601-01' }, status: { op: 'eq', value: '待审核' } })
    expect((await opr.get(`${base}/GetFile`, { id: review!.id })).status).toBe(404)
    if (a.mtr_id) {
      const byMaterial = (await opr.post(`${base}/GetEffective`, { mtr_id: a.mtr_id })).body.Data as Row[]
      expect(byMaterial.map((r) => r.code)).toContain('WI-010601-01')
    }
    const routes = (await proc.post(`${base}/GetRoutes`, {})).body.Data as Row[]
    const stationProcesses = routes.flatMap((r) => r.processes).filter((p: Row) => p.instructions.some((i: Row) => i.code === 'WI-010601-01'))
    expect(stationProcesses.length).toBeGreaterThan(0)
  })

  it('v2 of a station instruction: file required, audit through the flow, publish retires v1 and asks the station', async () => {
    const [v1] = await list({ code: { op: 'eq', value: 'WI-010602-01' } })
    expect(v1!.status).toBe('已发布')
    // a used version is not edited
    const edit = await proc.post(`${base}/Save`, { id: v1!.id, code: v1!.code, name: '改名', station_id: v1!.station_id })
    expect(edit.status).toBe(409)
    const revised = await proc.post(`${base}/Revise`, { id: v1!.id })
    expect(revised.status).toBe(200)
    const v2 = revised.body.Data as Row
    expect(v2).toMatchObject({ code: 'WI-010602-01', version: 2, status: '草稿' })
    // a second revision while one is open is refused
    expect((await proc.post(`${base}/Revise`, { id: v1!.id })).body.Msg).toBe(PRCS_MESSAGES.revising)
    // no file → no review
    const noFile = await proc.post(`${base}/Submit`, { id: v2.id })
    expect(noFile.status).toBe(400)
    expect(noFile.body.Msg).toBe(PRCS_MESSAGES.noFile)
    const fileId = await upload('proc01', 'WI-010602-01-V2.pdf')
    expect((await proc.post(`${base}/Attach`, { id: v2.id, file_ids: [fileId] })).status).toBe(200)
    expect((await proc.post(`${base}/Submit`, { id: v2.id })).status).toBe(200)
    // in review: the station still works to v1
    let inForce = (await opr3.post(`${base}/GetEffective`, { station_id: v1!.station_id })).body.Data as Row[]
    expect(inForce.map((r) => [r.code, r.version, r.pending_status])).toContainEqual(['WI-010602-01', 1, '待审核'])
    // publishing before the audit ends is refused
    expect((await proc.post(`${base}/Publish`, { id: v2.id })).status).toBe(409)
    await audit(v2.id)
    expect((await proc.get(`${base}/GetDetail`, { id: v2.id })).body.Data.header.status).toBe('已审核')
    // an operator may not publish
    expect((await opr.post(`${base}/Publish`, { id: v2.id })).status).toBe(403)
    const pub = await proc.post(`${base}/Publish`, { id: v2.id })
    expect(pub.status).toBe(200)
    const rows = await list({ code: { op: 'eq', value: 'WI-010602-01' } })
    expect(rows.map((r) => [r.version, r.status]).sort()).toEqual([
      [1, '已作废'],
      [2, '已发布'],
    ])
    inForce = (await opr3.post(`${base}/GetEffective`, { station_id: v1!.station_id })).body.Data as Row[]
    expect(inForce.filter((r) => r.code === 'WI-010602-01').map((r) => r.version)).toEqual([2])
    // the operator opens the file of the version in force, inline (the browser previews the PDF)
    const file = await t.app.request(`${base}/GetFile?id=${v2.id}`, { headers: { Authorization: `Bearer ${await login(t.app, 'opr03')}` } })
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('application/pdf')
    expect(file.headers.get('content-disposition')).toMatch(/^inline/)
    // the station's operator is asked again, for v2; v1's request is no longer in his list
    const mine = (await opr3.post(`${base}/MyReads`, { pending: true })).body.Data as Row[]
    expect(mine.map((m) => [m.code, m.version, m.state])).toEqual([['WI-010602-01', 2, '待确认']])
    const pending = (await proc.post(`${base}/GetAckList`, { doc_id: v2.id, pending: true })).body.Data as Row[]
    expect(pending.map((p) => p.user_name)).toContain('何磊')
    // he confirms: off the pending list; twice is told so
    expect((await opr3.post(`${base}/ConfirmRead`, { id: v2.id })).status).toBe(200)
    expect((await opr3.post(`${base}/ConfirmRead`, { id: v2.id })).body.Msg).toBe(PRCS_MESSAGES.ackDone)
    expect(((await opr3.post(`${base}/MyReads`, { pending: true })).body.Data as Row[]).length).toBe(0)
    const after = (await proc.post(`${base}/GetAckList`, { doc_id: v2.id, pending: true })).body.Data as Row[]
    expect(after.map((p) => p.user_name)).not.toContain('何磊')
    // a user not asked cannot confirm
    expect((await opr.post(`${base}/ConfirmRead`, { id: v2.id })).status).toBe(404)
  })

  it('keeps one published version per code in the database', async () => {
    const [pub] = await list({ code: { op: 'eq', value: 'WI-010601-01' }, status: { op: 'eq', value: '已发布' } })
    const [old] = await list({ code: { op: 'eq', value: 'WI-010601-01' }, status: { op: 'eq', value: '已作废' } })
    await expect(t.db.execute(sql`update prcs_document set status = '已发布' where id = ${old!.id}`)).rejects.toThrow()
    expect(pub).toBeTruthy()
  })

  it('two revisions of one version at once: one draft, the other told a version is open', async () => {
    const [pub] = await list({ code: { op: 'eq', value: 'WI-010602-01' }, status: { op: 'eq', value: '已发布' } })
    const answers = await Promise.all([proc.post(`${base}/Revise`, { id: pub!.id }), proc.post(`${base}/Revise`, { id: pub!.id })])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.status === 409)!.body.Msg).toBe(PRCS_MESSAGES.revising)
    const drafts = await list({ code: { op: 'eq', value: 'WI-010602-01' }, status: { op: 'eq', value: '草稿' } })
    expect(drafts.length).toBe(1)
    expect((await proc.post(`${base}/Del`, { id: drafts[0]!.id })).status).toBe(200)
  })

  it('refuses bad input and a second 第1版 of a code, saving nothing', async () => {
    const before = (await list()).length
    const empty = await proc.post(`${base}/Save`, { name: '' })
    expect(empty.status).toBe(400)
    const [any] = await list({ code: { op: 'eq', value: 'WI-010601-01' } })
    const dup = await proc.post(`${base}/Save`, { code: 'WI-010601-01', name: '重复', station_id: any!.station_id })
    expect(dup.status).toBe(409)
    expect(dup.body.Msg).toBe(PRCS_MESSAGES.exists)
    expect((await proc.post(`${base}/Revise`, { id: 'x' })).status).toBe(400)
    expect((await proc.post(`${base}/GetEffective`, { mtr_id: -1 })).status).toBe(400)
    expect((await proc.post(`${base}/GetAckList`, {})).status).toBe(400)
    expect((await list()).length).toBe(before)
  })

  it('grants: suppliers and staff without the function are refused; operators only read and confirm', async () => {
    expect((await sup.post(`${base}/GetList`, { rows: 10 })).status).toBe(403)
    expect((await buyer.post(`${base}/GetList`, { rows: 10 })).status).toBe(403)
    expect((await buyer.post(`${base}/GetEffective`, {})).status).toBe(403)
    expect((await opr.post(`${base}/GetList`, { rows: 10 })).status).toBe(403)
    expect((await opr.post(`${base}/Save`, { code: 'X', name: 'X' })).status).toBe(403)
    expect((await opr.post(`${base}/GetEffective`, {})).status).toBe(200)
    expect((await sup.post(`${base}/MyReads`, {})).status).toBe(403)
  })
})
