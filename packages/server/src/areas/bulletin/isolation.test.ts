// Bulletin isolation: audiences decide who sees a bulletin (by list AND by id); only the publisher
// or an admin manages it; partners browse and read only.
import { describe, expect, it } from 'vitest'
import { appWithAccounts, download, signIn, uploadFile, type UserClient } from '../../../test/clients'
import { browsedIds, bulletinOf, firstType, publish, save } from './testing'

const { t, buyer, wh, sup, sup2, cust } = await appWithAccounts({ buyer: 'buyer01', wh: 'wh01', sup: 'sup1001', sup2: 'sup1002', cust: 'cust01' })
const type = await firstType(buyer)

const detailStatus = async (c: UserClient, id: number) => {
  const res = await c.get('/api/Bulletin/GetDetail', { id })
  if (res.status === 404) expect(res.body).toMatchObject({ Code: 0, Msg: '公告不存在' })
  return res.status
}

describe('audiences', () => {
  it('each bulletin reaches its audience only, by list and by id', async () => {
    const staffOnly = await publish(buyer, type, { title: '仅员工', audience: '内部员工' })
    const suppliersOnly = await publish(buyer, type, { title: '仅供应商', audience: '供应商' })
    const customersOnly = await publish(buyer, type, { title: '仅客户', audience: '客户' })
    const everyone = await publish(buyer, type, { title: '全体', audience: '全部' })
    const expected: [UserClient, number[]][] = [
      [wh, [staffOnly, everyone]],
      [sup, [suppliersOnly, everyone]],
      [sup2, [suppliersOnly, everyone]],
      [cust, [customersOnly, everyone]],
    ]
    const all = [staffOnly, suppliersOnly, customersOnly, everyone]
    for (const [client, ids] of expected) {
      const shown = await browsedIds(client)
      for (const id of all) {
        expect(shown.includes(id), `${client.userid} list ${id}`).toBe(ids.includes(id))
        expect(await detailStatus(client, id), `${client.userid} detail ${id}`).toBe(ids.includes(id) ? 200 : 404)
      }
    }
    // an unknown id answers the same
    expect(await detailStatus(sup, 99_999_999)).toBe(404)
  })

  it('attachments download only for those who may see the bulletin', async () => {
    const [file] = await uploadFile(t, buyer, 'bulletin', '员工手册.txt', '内部资料')
    const id = await publish(buyer, type, { title: '员工附件', audience: '内部员工', file_ids: [file!.id] })
    const path = `/api/Bulletin/DownloadAttachment?bulletin_id=${id}&file_id=${file!.id}`
    expect((await download(t, wh, path)).status).toBe(200)
    const outsider = await download(t, sup, path)
    expect(outsider.status).toBe(404)
    expect(await outsider.json()).toMatchObject({ Code: 0, Msg: '文件不存在' })
    // a file that is not attached to that bulletin
    const [other] = await uploadFile(t, wh, 'bulletin', '其他.txt', '其他')
    expect((await download(t, wh, `/api/Bulletin/DownloadAttachment?bulletin_id=${id}&file_id=${other!.id}`)).status).toBe(404)
    // withdrawn: gone for viewers, kept for the publisher
    await buyer.post('/api/Bulletin/Withdraw', { id })
    expect((await download(t, wh, path)).status).toBe(404)
    expect((await download(t, buyer, path)).status).toBe(200)
  })
})

describe('managing', () => {
  it('another staff member cannot edit, publish, withdraw, delete or see the reads: 404', async () => {
    const id = await publish(buyer, type, { title: '采购的公告' })
    const draft = (await save(buyer, bulletinOf(type, { title: '采购的草稿', publish: false }))).body.Data.id
    for (const target of [id, draft]) {
      const edit = await save(wh, bulletinOf(type, { id: target, title: '改别人的' }))
      expect(edit.status).toBe(404)
      expect(edit.body).toMatchObject({ Code: 0, Msg: '公告不存在' })
      for (const call of ['Publish', 'Withdraw', 'Del']) expect((await wh.post(`/api/Bulletin/${call}`, { id: target })).status, call).toBe(404)
      expect((await wh.get('/api/Bulletin/GetReadRecords', { id: target })).status).toBe(404)
    }
    expect(await detailStatus(wh, draft)).toBe(404)
    expect((await wh.get('/api/Bulletin/GetDetail', { id })).body.Data).toMatchObject({ can_edit: false, title: '采购的公告' })
    // nothing changed
    expect((await buyer.get('/api/Bulletin/GetDetail', { id: draft })).body.Data).toMatchObject({ title: '采购的草稿', status: '草稿' })
  })

  it('partners cannot save, manage or see read records (403), nor reach 我的公告', async () => {
    const id = await publish(buyer, type, { title: '给供应商看的', audience: '供应商' })
    const res = await save(sup, bulletinOf(type, { title: '供应商发公告' }))
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ Code: 0, Msg: '无权限' })
    for (const call of ['Publish', 'Withdraw', 'Del']) expect((await sup.post(`/api/Bulletin/${call}`, { id })).status, call).toBe(403)
    expect((await sup.get('/api/Bulletin/GetReadRecords', { id })).status).toBe(403)
    expect((await sup.post('/api/Bulletin/GetMyList', {})).status).toBe(403)
    expect((await cust.post('/api/Bulletin/Save', bulletinOf(type))).status).toBe(403)
    // but they browse and pick types
    expect((await sup.get('/api/Bulletin/GetTypes')).body.Data.length).toBeGreaterThan(0)
    expect(await browsedIds(sup)).toContain(id)
  })

  it('a file the caller did not upload cannot be attached; the attached ones stay for an editing admin', async () => {
    const [whFile] = await uploadFile(t, wh, 'bulletin', '仓库的.txt', '仓库')
    const stolen = await save(buyer, bulletinOf(type, { title: '盗用附件', file_ids: [whFile!.id] }))
    expect(stolen.status).toBe(400)
    expect(stolen.body.Msg).toBe('附件不存在')
    const [own] = await uploadFile(t, buyer, 'bulletin', '采购的.txt', '采购')
    const id = await publish(buyer, type, { title: '管理员编辑附件', file_ids: [own!.id] })
    const admin = await signIn(t, 'admin')
    expect((await save(admin, bulletinOf(type, { id, title: '管理员编辑附件（改）', file_ids: [own!.id] }))).body.Code).toBe(1)
    expect((await admin.get('/api/Bulletin/GetDetail', { id })).body.Data.attachments.map((a: { file_id: number }) => a.file_id)).toEqual([own!.id])
  })
})
