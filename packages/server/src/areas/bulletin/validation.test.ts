// Save's validation (API.md "Validation"): 400, the Chinese message, nothing saved.
import { describe, expect, it } from 'vitest'
import { count, eq } from 'drizzle-orm'
import { appWithAccounts, uploadFile } from '../../../test/clients'
import { docFile } from '../../platform/schema'
import { BULLETIN_DOC } from './access'
import { bulletin, bulletinType } from './schema'
import { bulletinOf, firstType, save } from './testing'

const { t, buyer, wh } = await appWithAccounts({ buyer: 'buyer01', wh: 'wh01' })
const type = await firstType(buyer)

const rowCount = async () => ({
  bulletin: (await t.db.select({ n: count().mapWith(Number) }).from(bulletin))[0]!.n,
  attachment: (await t.db.select({ n: count().mapWith(Number) }).from(docFile).where(eq(docFile.docType, BULLETIN_DOC)))[0]!.n,
})

describe('Save validation', () => {
  it('answers each rule with its message and saves nothing', async () => {
    const [disabled] = await t.db.insert(bulletinType).values({ code: '99', name: '停用类型', sort_no: 99, enabled: false }).returning({ id: bulletinType.id })
    const [foreign] = await uploadFile(t, wh, 'bulletin', '别人的.txt', '别人')
    const before = await rowCount()
    const cases: [Record<string, unknown>, string][] = [
      [{ type_id: null }, '请选择公告类型'],
      [{ type_id: '' }, '请选择公告类型'],
      [{ type_id: 99_999_999 }, '请选择公告类型'],
      [{ type_id: disabled!.id }, '请选择公告类型'],
      [{ title: '' }, '请填写公告标题'],
      [{ title: '   ', publish: false }, '请填写公告标题'],
      [{ title: '长'.repeat(101) }, '公告标题不能超过100个字符'],
      [{ body: '' }, '请填写公告内容'],
      [{ body: '<p> &nbsp; </p><script>x</script>' }, '请填写公告内容'],
      [{ body: 'x'.repeat(200_001), publish: false }, '公告内容过长'],
      [{ audience: '领导' }, '公告对象不正确'],
      [{ audience: '' }, '公告对象不正确'],
      [{ publish_at: '2026-12-01', expire_at: '2026-12-01' }, '失效时间必须晚于发布时间'],
      [{ publish_at: '2026-12-01 10:00:00', expire_at: '2026-11-30' }, '失效时间必须晚于发布时间'],
      [{ expire_at: '2020-01-01' }, '失效时间必须晚于发布时间'],
      [{ publish_at: '2026-13-01' }, '发布时间格式不正确'],
      [{ publish_at: '2026-12-01 25:00:00' }, '发布时间格式不正确'],
      [{ publish_at: '2026/12/01' }, '发布时间格式不正确'],
      [{ expire_at: '明天' }, '失效时间格式不正确'],
      [{ file_ids: [foreign!.id] }, '附件不存在'],
      [{ file_ids: [99_999_999] }, '附件不存在'],
      [{ file_ids: ['abc'] }, '附件不存在'],
      [{ file_ids: Array.from({ length: 21 }, (_, i) => i + 1) }, '附件不能超过20个'],
      [{ title: 5 }, '公告标题格式不正确'],
    ]
    for (const [fields, msg] of cases) {
      const res = await save(buyer, bulletinOf(type, fields))
      expect(res.status, msg).toBe(400)
      expect(res.body, msg).toMatchObject({ Code: 0, Msg: msg })
    }
    expect(await rowCount()).toEqual(before)
  })

  it('a draft may have an empty body and no times; publishing it then checks them', async () => {
    const draft = await save(buyer, bulletinOf(type, { title: '空草稿', body: '', publish: false }))
    expect(draft.body.Data.status).toBe('草稿')
    const id = draft.body.Data.id
    const res = await buyer.post('/api/Bulletin/Publish', { id })
    expect(res.status).toBe(400)
    expect(res.body.Msg).toBe('请填写公告内容')
    const expiredDraft = (await save(buyer, bulletinOf(type, { title: '失效草稿', expire_at: '2020-01-01', publish: false }))).body.Data.id
    expect((await buyer.post('/api/Bulletin/Publish', { id: expiredDraft })).body.Msg).toBe('失效时间必须晚于发布时间')
    const [row] = await t.db.select({ status: bulletin.status }).from(bulletin).where(eq(bulletin.id, expiredDraft))
    expect(row!.status).toBe('草稿')
  })

  it('refuses bad list filters and ids in Chinese', async () => {
    expect((await buyer.post('/api/Bulletin/GetList', { is_read: 'x' })).body.Msg).toBe('已读状态不正确')
    expect((await buyer.post('/api/Bulletin/GetList', { publish_at_from: '2026-02-30' })).body.Msg).toBe('发布开始日期格式不正确')
    expect((await buyer.post('/api/Bulletin/GetList', { type_id: 'abc' })).body.Msg).toBe('公告类型不正确')
    expect((await buyer.post('/api/Bulletin/GetMyList', { status: '删除' })).body.Msg).toBe('公告状态不正确')
    expect((await buyer.get('/api/Bulletin/GetDetail')).body.Msg).toBe('请选择公告')
    expect((await buyer.post('/api/Bulletin/Publish', {})).body.Msg).toBe('请选择公告')
    expect((await t.app.request('/api/Bulletin/GetList', { method: 'POST' })).status).toBe(401)
  })
})
