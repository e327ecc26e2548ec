// 商品维护 through HTTP on the spec's signed calls: the list per state, save with ordered images,
// copy and delete images, 上架 / 下架 / 停售 / 恢复 with who, when and why in the history; 停售
// refused while open sales orders hold the good (naming them); customers see listed goods only;
// an unsigned or badly signed call is refused after the grant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { GOODS_MESSAGES, GOODS_PATHS } from '@scm/core/catalogue'
import { SIGN_HEADER } from '@scm/core'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'scm-goods-'))
let t: TestApp
let svc: SignedInClient
let cust: SignedInClient
let sup: SignedInClient
let wh: SignedInClient
beforeAll(async () => {
  t = await createTestApp({ dataDir })
  ;[svc, cust, sup, wh] = await Promise.all(['svc01', 'cust01', 'sup1001', 'wh01'].map((u) => loginAs(t.app, u)))
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

type Row = { id: number; mtr_code: string; mtr_name: string; sale_status: string; image_count: number }
const list = async (who: SignedInClient, sale_status: string) => (await who.post(GOODS_PATHS.list, { rows: 100, sale_status })).body.Data?.rows as Row[]
const PNG = 'data:image/png;base64,iVBORw0KGgo='

describe('商品维护', () => {
  it('demo goods in every state with images; customers see the listed ones only', async () => {
    for (const s of ['上架', '下架', '停售']) {
      const rows = await list(svc, s)
      expect(rows.length, s).toBeGreaterThan(0)
      expect(rows.every((r) => r.sale_status === s)).toBe(true)
    }
    expect((await list(svc, '上架')).some((r) => r.image_count >= 3)).toBe(true)
    const listed = await list(cust, '上架')
    expect(listed.length).toBeGreaterThan(0)
    expect((await cust.post(GOODS_PATHS.list, { sale_status: '停售' })).status).toBe(403)
    const stopped = (await list(svc, '停售'))[0]!
    expect((await cust.post(GOODS_PATHS.detail, { id: stopped.id })).status).toBe(404)
    expect((await cust.post(GOODS_PATHS.save, { mtr_code: 'X1', mtr_name: 'x' })).status).toBe(403)
    // roles without goods
    expect((await sup.post(GOODS_PATHS.list, {})).status).toBe(403)
    expect((await wh.post(GOODS_PATHS.list, {})).status).toBe(403)
  })

  it('checks the code signature after the grant', async () => {
    const body = JSON.stringify({ rows: 10 })
    const unsigned = await svc.post(GOODS_PATHS.list, body, { [SIGN_HEADER]: '' })
    expect(unsigned.status).toBe(400)
    expect(unsigned.body.Msg).toBe('请求签名无效')
    expect((await svc.post(GOODS_PATHS.list, body, { [SIGN_HEADER]: 'ABC' })).status).toBe(400)
    // not granted: 403 before the signature is looked at
    expect((await sup.post(GOODS_PATHS.list, body, { [SIGN_HEADER]: '' })).status).toBe(403)
  })

  it('saves a good with ordered images, copies and deletes images, refusing bad input', async () => {
    expect((await svc.post(GOODS_PATHS.save, { mtr_code: '', mtr_name: '新品' })).body.Msg).toBe(GOODS_MESSAGES.code)
    expect((await svc.post(GOODS_PATHS.save, { mtr_code: 'ACC-01', mtr_name: '新品', images: [{ url: 'http://x/a.png' }] })).body.Msg).toBe(GOODS_MESSAGES.image)
    expect((await list(svc, '下架')).some((r) => r.mtr_code === 'ACC-01')).toBe(false) // nothing half-saved
    const saved = await svc.post(GOODS_PATHS.save, { mtr_code: 'ACC-01', mtr_name: '车载灭火器', category: '配件', sale_price: 128, description: '2kg 干粉', images: [{ file_name: 'a.png', url: PNG }, { file_name: 'b.png', url: PNG }] })
    expect(saved.status).toBe(200)
    const id = saved.body.Data.id as number
    expect(saved.body.Data.sale_status).toBe('下架')
    let images = (await svc.post(GOODS_PATHS.images, { id })).body.Data as { id: number; file_name: string }[]
    expect(images.map((i) => i.file_name)).toEqual(['a.png', 'b.png'])
    // reorder: b first
    await svc.post(GOODS_PATHS.save, { id, mtr_code: 'ACC-01', mtr_name: '车载灭火器', images: [{ id: images[1]!.id }, { id: images[0]!.id }] })
    images = (await svc.post(GOODS_PATHS.images, { id })).body.Data
    expect(images.map((i) => i.file_name)).toEqual(['b.png', 'a.png'])
    const source = (await list(svc, '上架')).find((r) => r.image_count >= 3)!
    const copied = await svc.post(GOODS_PATHS.copyImages, { id, from_id: source.id })
    expect(copied.status).toBe(200)
    expect(copied.body.Data).toHaveLength(2 + source.image_count)
    const del = await svc.post(GOODS_PATHS.deleteImages, { id, image_ids: [images[0]!.id] })
    expect(del.body.Data).toHaveLength(1 + source.image_count)
    expect((await svc.post(GOODS_PATHS.save, { mtr_code: source.mtr_code, mtr_name: 'dup' })).status).toBe(409)
  })

  it('上架 / 下架 / 停售 / 恢复 with reasons in the history; 停售 refused while an open sales order holds it', async () => {
    const held = (await list(svc, '上架')).find((r) => r.mtr_name === 'WJ6850 城市客车')!
    const refused = await svc.post(GOODS_PATHS.action('SetStop'), { id: held.id, reason: '停产' })
    expect(refused.status).toBe(409)
    expect(refused.body.Msg).toBe(GOODS_MESSAGES.heldBy(['SO202611005']))
    const truck = (await list(svc, '上架')).find((r) => r.mtr_name === 'WJ1180 载货汽车')!
    expect((await svc.post(GOODS_PATHS.action('SetStop'), { id: truck.id })).body.Msg).toBe(GOODS_MESSAGES.reason)
    const stop = await svc.post(GOODS_PATHS.action('SetStop'), { id: truck.id, reason: '车型停产' })
    expect(stop.body.Data.sale_status).toBe('停售')
    expect((await list(cust, '上架')).some((r) => r.id === truck.id)).toBe(false)
    // from a state it is not in: refused
    expect((await svc.post(GOODS_PATHS.action('SetOff'), { id: truck.id, reason: 'x' })).status).toBe(409)
    expect((await svc.post(GOODS_PATHS.action('SetRestore'), { id: truck.id, reason: '恢复生产' })).body.Data.sale_status).toBe('下架')
    expect((await svc.post(GOODS_PATHS.action('SetOn'), { id: truck.id })).body.Data.sale_status).toBe('上架')
    const history = (await svc.post(GOODS_PATHS.detail, { id: truck.id })).body.Data.history as { action: string; reason: string; UserName: string }[]
    expect(history.slice(-3).map((h) => h.action)).toEqual(['停售', '恢复', '上架'])
    expect(history.find((h) => h.action === '停售' && h.reason === '车型停产')?.UserName).toBe('刘志强')
    // delete: only when not listed
    expect((await svc.post(GOODS_PATHS.del, { id: truck.id })).status).toBe(409)
  })
})
