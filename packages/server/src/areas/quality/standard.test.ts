// 检验标准 (QulStandard) through HTTP: items and sampling checked, approval through the wf flow,
// the approved version replacing the older one, revision into version + 1, staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { STANDARD_MESSAGES } from '@scm/core/quality'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { currentStandard, REVISE_MESSAGES } from './standard'
import { MUST_INSPECT } from '../../business/receiving'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-std-'))
let t: TestApp
let qe: SignedInClient
let admin: SignedInClient
let sup: SignedInClient
let wh: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[qe, admin, sup, wh] = await Promise.all(['qe01', 'admin', 'sup1001', 'wh01'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

const base = '/api/QulStandard'
// a material with no demo standard (轮毂轴承) and standard type 01
async function refs() {
  const mtr = (await qe.get(`${base}/RefOptions?field=mtr_id`)).body.Data as { value: number; label: string }[]
  const types = (await qe.get(`${base}/RefOptions?field=standard_type_id`)).body.Data as { value: number; label: string }[]
  return { mtr_id: mtr.find((m) => m.label === '轮毂轴承')!.value, standard_type_id: types[0]!.value }
}
const items = [
  { item_name: '内径', check_method: '内径量表', lower_limit: 64.99, upper_limit: 65.01, unit: 'mm', key_item: true },
  { item_name: '外观', check_method: '目视', unit: '' },
]
const count = async () => (await qe.post(`${base}/GetList`, { rows: 100 })).body.Data.total as number

async function approveFlow(id: number) {
  const status = (await admin.get(`/api/Wf/GetFlowStatus?recordType=QulStandard&recordId=${id}`)).body.Data
  return admin.post('/api/Wf/Approve', { instanceId: status.instance_id, opinion: '同意' })
}

describe('检验标准', () => {
  it('demo rows: approved, superseded, draft and in approval', async () => {
    const rows = (await qe.post(`${base}/GetList`, { rows: 100 })).body.Data.rows as { status: string; version: number }[]
    const statuses = new Set(rows.map((r) => r.status))
    for (const s of ['已批准', '已替代', '草稿', '审批中']) expect(statuses).toContain(s)
    expect(rows.some((r) => r.status === '已批准' && r.version === 2)).toBe(true)
  })

  it('refuses a standard without items, with a bad level / AQL or a lower limit above the upper, saving nothing', async () => {
    const r = await refs()
    const before = await count()
    const none = await qe.post(`${base}/Save`, { ...r, lines: [] })
    expect(none.status).toBe(400)
    expect(none.body.Msg).toBe('请至少添加一行明细')
    const aql = await qe.post(`${base}/Save`, { ...r, aql: '0.7', lines: items })
    expect(aql.status).toBe(400)
    expect(JSON.stringify(aql.body)).toContain(STANDARD_MESSAGES.aql)
    const level = await qe.post(`${base}/Save`, { ...r, inspection_level: 'IV', lines: items })
    expect(level.status).toBe(400)
    expect(JSON.stringify(level.body)).toContain('检验水平取值无效')
    const limits = await qe.post(`${base}/Save`, { ...r, lines: [items[0], { ...items[0], lower_limit: 2, upper_limit: 1 }] })
    expect(limits.status).toBe(400)
    expect(limits.body.Msg).toBe(`第2行：${STANDARD_MESSAGES.limits}`)
    expect(await count()).toBe(before)
  })

  it('creates, submits, approves through the flow, revises, and the new version replaces the old', async () => {
    const r = await refs()
    const saved = await qe.post(`${base}/Save`, { ...r, lines: items })
    expect(saved.body.Msg).toBe('保存成功')
    const id = saved.body.Data.id as number
    expect(saved.body.Data).toMatchObject({ status: '草稿', version: 1, inspection_level: 'II', aql: '1.0' })
    expect(saved.body.Data.standard_no).toMatch(/^JB\d{12}$/)
    // a second 第1版 of the same material and type is refused: the next version is a revision
    const second = await qe.post(`${base}/Save`, { ...r, lines: items })
    expect(second.status).toBe(409)
    expect(second.body.Msg).toBe(REVISE_MESSAGES.exists)
    const detail = (await qe.get(`${base}/GetDetail?id=${id}`)).body.Data
    expect(detail.lines).toHaveLength(2)
    expect(detail.actions.map((a: { name: string }) => a.name)).toEqual(['Submit', 'Void'])

    expect((await qe.post(`${base}/Submit`, { id })).body.Data.status).toBe('审批中')
    expect((await qe.post(`${base}/Revise`, { id })).status).toBe(409)
    expect((await approveFlow(id)).body.Code).toBe(1)
    expect((await qe.get(`${base}/GetDetail?id=${id}`)).body.Data.header.status).toBe('已批准')
    expect(await currentStandard(t.db, r.mtr_id, r.standard_type_id)).toMatchObject({ id, version: 1, level: 'II', aql: 1 })

    const revised = await qe.post(`${base}/Revise`, { id })
    expect(revised.body.Data).toMatchObject({ status: '草稿', version: 2, mtr_id: r.mtr_id })
    const v2 = revised.body.Data.id as number
    expect((await qe.get(`${base}/GetDetail?id=${v2}`)).body.Data.lines).toHaveLength(2)
    expect((await qe.post(`${base}/Revise`, { id })).body.Msg).toBe(REVISE_MESSAGES.revising)

    await qe.post(`${base}/Submit`, { id: v2 })
    await approveFlow(v2)
    const old = (await qe.get(`${base}/GetDetail?id=${id}`)).body.Data
    expect(old.header.status).toBe('已替代')
    expect(old.history.at(-1)).toMatchObject({ action: '被新版本替代', from_status: '已批准', to_status: '已替代' })
    expect((await qe.get(`${base}/GetDetail?id=${v2}`)).body.Data.header.status).toBe('已批准')
    expect((await currentStandard(t.db, r.mtr_id, r.standard_type_id))?.id).toBe(v2)
  })

  it('voids a draft with a reason, after which the material may start again', async () => {
    const r = await refs()
    const mtr = (await qe.get(`${base}/RefOptions?field=mtr_id`)).body.Data as { value: number }[]
    const taken = ((await qe.post(`${base}/GetList`, { rows: 100 })).body.Data.rows as { mtr_id: number }[]).map((row) => row.mtr_id)
    const fresh = { ...r, mtr_id: mtr.find((m) => !taken.includes(m.value))!.value }
    const id = (await qe.post(`${base}/Save`, { ...fresh, lines: items })).body.Data.id
    expect((await qe.post(`${base}/Void`, { id })).body.Msg).toBe('请填写原因')
    expect((await qe.post(`${base}/Void`, { id, reason: '重复编制' })).body.Data.status).toBe('已作废')
    expect((await qe.post(`${base}/Save`, { ...fresh, lines: items })).body.Msg).toBe('保存成功')
  })

  it('exempts a material from incoming inspection once a 免检 version is approved, and inspects it again after a version that is not', async () => {
    const r = await refs()
    const mtr = (await qe.get(`${base}/RefOptions?field=mtr_id`)).body.Data as { value: number }[]
    const taken = ((await qe.post(`${base}/GetList`, { rows: 100 })).body.Data.rows as { mtr_id: number }[]).map((row) => row.mtr_id)
    const material = mtr.filter((m) => !taken.includes(m.value)).at(-1)!.value
    const receive = async (qualified_qty?: number) =>
      (await wh.post('/api/Receive/Save', { supplyid: 1001, warehouse: '总装厂二号库', lines: [{ mtr_id: material, qty: 10, qualified_qty }] })).body
    const picked = async () => (await wh.get('/api/pubtable/getpub_materiel', { mtr_id: material })).body.Data.rows[0]
    // no approved standard: the warehouse may count the qualified part, or leave it to inspection
    expect((await receive()).Data.lines[0].check_status).toBe('待检')
    expect((await receive(9)).Data.lines[0]).toMatchObject({ check_status: '已检', qualified_qty: 9 })
    expect(await picked()).toMatchObject({ inspection_exempt: false, inspection_required: false })

    const exempt = (await qe.post(`${base}/Save`, { ...r, mtr_id: material, exempt: true, lines: items })).body.Data
    await qe.post(`${base}/Submit`, { id: exempt.id })
    expect((await receive()).Data.lines[0].check_status).toBe('待检') // only the approved version counts
    await approveFlow(exempt.id)
    expect((await receive()).Data.lines[0].check_status).toBe('免检')
    expect((await receive(9)).Data.lines[0]).toMatchObject({ check_status: '免检', qualified_qty: 10 })
    expect(await picked()).toMatchObject({ inspection_exempt: true, inspection_required: false })

    const revised = (await qe.post(`${base}/Revise`, { id: exempt.id })).body.Data
    await qe.post(`${base}/Save`, { ...revised, exempt: false, lines: items })
    await qe.post(`${base}/Submit`, { id: revised.id })
    await approveFlow(revised.id)
    expect((await receive()).Data.lines[0].check_status).toBe('待检')
    // now only incoming inspection decides what is qualified
    expect(await receive(9)).toEqual({ Code: 0, Msg: `第1行：${MUST_INSPECT}`, Data: null })
    expect(await picked()).toMatchObject({ inspection_exempt: false, inspection_required: true })
  })

  it('is refused to a supplier', async () => {
    expect((await sup.post(`${base}/GetList`, { rows: 10 })).status).toBe(403)
    expect((await sup.post(`${base}/Save`, { lines: items })).status).toBe(403)
    expect((await sup.post(`${base}/Revise`, { id: 1 })).status).toBe(403)
  })
})
