import { expect } from 'chai'
import { checkBulletin, normalizeBulletinTime, type BulletinSaveInput } from '@scm/core/bulletin'
import { choose } from '../../resource/testing/browser'
import { DataTable, useTableState } from '../../ui/data-table'
import { afterEach, describe, it } from '../../ui/testing/mocha'
import { findByRole, getByRole, queryByRole, waitFor } from '../../ui/testing/queries'
import { cleanup, renderInShadow } from '../../ui/testing/render'
import { click, type, typeInto } from '../../ui/testing/user'
import { indexColumns, myListColumns } from './bulletin-columns'
import { BulletinForm } from './bulletin-form'
import { draftOfDetail, emptyBulletinDraft, fromBoxTime, saveInputOf, toBoxTime, type BulletinDetail, type BulletinDraft, type BulletinRow } from './bulletin-types'
import { BulletinView, ReadRecords } from './bulletin-view'

// The bulletin screens' own parts in Chromium, inside a shadow root as an element draws them: the
// Save rules shared with the server, the form's checks before any call, the browse and my-list
// rows (置顶, 未读, status tags), and the detail view (sanitised body, attachments, read records).

const row = (over: Partial<BulletinRow>): BulletinRow => ({
  id: 1,
  title: '公告',
  type_id: 1,
  type_name: '通知',
  audience: '全部',
  is_top: false,
  status: '已发布',
  publisher_id: 1,
  publisher_name: '管理员',
  publish_at: '2026-11-20 09:00:00',
  expire_at: '',
  is_read: true,
  read_count: 0,
  attachment_count: 0,
  ...over,
})

const input = (over: Partial<BulletinSaveInput>): BulletinSaveInput => ({ type_id: 1, title: '停电通知', body: '<p>周六停电</p>', audience: '全部', is_top: false, file_ids: [], publish: true, ...over })

describe('bulletin Save rules (shared with the server)', () => {
  it('answers with the server’s messages', () => {
    expect(checkBulletin(input({}))).to.deep.equal({})
    expect(checkBulletin(input({ type_id: null, title: ' ', body: '<p> </p>' }))).to.deep.equal({ type_id: '请选择公告类型', title: '请填写公告标题', body: '请填写公告内容' })
    // a draft may be empty-bodied
    expect(checkBulletin(input({ body: '', publish: false }))).to.deep.equal({})
    expect(checkBulletin(input({ title: 'x'.repeat(101) })).title).to.equal('公告标题不能超过100个字符')
    expect(checkBulletin(input({ body: 'x'.repeat(200_001) })).body).to.equal('公告内容过长')
    expect(checkBulletin(input({ audience: '游客' })).audience).to.equal('公告对象不正确')
    expect(checkBulletin(input({ publish_at: '2026-02-30' })).publish_at).to.equal('发布时间格式不正确')
    expect(checkBulletin(input({ expire_at: '明天' })).expire_at).to.equal('失效时间格式不正确')
    expect(checkBulletin(input({ publish_at: '2026-12-01 08:00:00', expire_at: '2026-12-01' })).expire_at).to.equal('失效时间必须晚于发布时间')
    expect(checkBulletin(input({ expire_at: '2000-01-01' })).expire_at).to.equal('失效时间必须晚于发布时间')
    expect(checkBulletin(input({ publish_at: '2026-12-01', expire_at: '2026-12-02 00:00:00' }))).to.deep.equal({})
    expect(checkBulletin(input({ body: '<p><img src="a.png"></p>' }))).to.deep.equal({})
  })

  it('normalises times and converts the datetime boxes', () => {
    expect(normalizeBulletinTime('2026-12-01')).to.equal('2026-12-01 00:00:00')
    expect(normalizeBulletinTime('2026-12-01 23:59:59')).to.equal('2026-12-01 23:59:59')
    expect(normalizeBulletinTime('2026-12-01 24:00:00')).to.equal(null)
    expect(fromBoxTime('2026-12-01T08:30')).to.equal('2026-12-01 08:30:00')
    expect(fromBoxTime('')).to.equal('')
    expect(toBoxTime('2026-12-01 08:30:00')).to.equal('2026-12-01T08:30')
    const draft: BulletinDraft = { ...emptyBulletinDraft(), id: 3, type_id: '2', title: ' 标题 ', body: '<p>x</p>', publish_at: '2026-12-01T08:30', attachments: [{ file_id: 9, file_name: 'a', file_size: 1, content_type: '' }] }
    expect(saveInputOf(draft, false)).to.deep.equal({ id: 3, type_id: 2, title: '标题', body: '<p>x</p>', audience: '全部', is_top: false, publish_at: '2026-12-01 08:30:00', expire_at: null, file_ids: [9], publish: false })
  })
})

function Table({ rows, mine, opened }: { rows: BulletinRow[]; mine?: boolean; opened: number[] }) {
  const open = (r: BulletinRow) => opened.push(r.id)
  const columns = mine ? myListColumns(open, (r) => <button type="button">操作{r.id}</button>) : indexColumns(open)
  const table = useTableState<BulletinRow>({ columns, rowKey: 'id' })
  return <DataTable<BulletinRow> state={table} rows={rows} total={rows.length} caption="公告列表" />
}

describe('bulletin lists with given rows', () => {
  afterEach(cleanup)

  it('公告浏览: 置顶 marked, unread rows bold with 未读, a title opens the detail', async () => {
    const opened: number[] = []
    const rows = [row({ id: 1, title: '置顶公告', is_top: true, is_read: false }), row({ id: 2, title: '已读公告', expire_at: '2026-12-31 00:00:00' })]
    const { shadow } = await renderInShadow(<Table rows={rows} opened={opened} />)
    const [top, read] = [...shadow.querySelectorAll('tbody tr')]
    expect(top!.textContent).to.contain('置顶').and.contain('未读').and.contain('长期有效')
    expect(getComputedStyle(top!.querySelector('button')!).fontWeight).to.equal('700')
    expect(read!.textContent).to.not.contain('置顶').and.not.contain('未读')
    expect(read!.textContent).to.contain('2026-12-31 00:00:00')
    expect(getComputedStyle(read!.querySelector('button')!).fontWeight).to.equal('400')
    await click(getByRole(shadow, 'button', { name: '查看公告 已读公告' }))
    expect(opened).to.deep.equal([2])
  })

  it('我的公告: status tags, read counts and the row actions', async () => {
    const rows = [row({ id: 1, status: '草稿', publish_at: '' }), row({ id: 2, status: '已过期', read_count: 12 }), row({ id: 3, status: '已撤回' })]
    const { shadow } = await renderInShadow(<Table rows={rows} mine opened={[]} />)
    const tags = [...shadow.querySelectorAll('[data-status]')].map((t) => t.textContent)
    expect(tags).to.deep.equal(['草稿', '已过期', '已撤回'])
    expect(shadow.querySelectorAll('tbody tr')[1]!.textContent).to.contain('12')
    getByRole(shadow, 'button', { name: '操作3' })
  })
})

const detail: BulletinDetail = {
  ...row({ id: 5, title: '春节放假通知', is_top: true, expire_at: '2027-02-20 00:00:00', attachment_count: 1 }),
  body: '<p onclick="steal()">放假<strong>七天</strong></p><script>steal()</script><a href="javascript:steal()">链接</a>',
  attachments: [{ file_id: 8, file_name: '排班表.xlsx', file_size: 4096, content_type: '' }],
  can_edit: false,
}

describe('bulletin detail view', () => {
  afterEach(cleanup)

  it('draws the facts, a sanitised body and downloadable attachments', async () => {
    const downloads: number[] = []
    const { shadow } = await renderInShadow(<BulletinView bulletin={detail} onDownload={(f) => downloads.push(f.file_id)} />)
    expect(shadow.querySelector('[data-field="title"]')?.textContent).to.equal('置顶春节放假通知')
    expect(shadow.querySelector('[data-field="publisher"]')?.textContent).to.equal('管理员')
    expect(shadow.querySelector('[data-field="expire_at"]')?.textContent).to.equal('2027-02-20 00:00:00')
    // readers do not see the audience or status
    expect(shadow.querySelector('[data-field="status"]')).to.equal(null)
    const body = getByRole(shadow, 'document', { name: '公告内容' })
    expect(body.querySelector('strong')?.textContent).to.equal('七天')
    expect(body.innerHTML).to.not.contain('onclick').and.not.contain('<script').and.not.contain('javascript:')
    await click(getByRole(shadow, 'button', { name: '下载附件 排班表.xlsx' }))
    expect(downloads).to.deep.equal([8])
  })

  it('read records: a table, or 暂无阅读记录', async () => {
    const { shadow, rerender } = await renderInShadow(<ReadRecords records={[{ userid: 2, UserName: '张三', org_name: '采购部', read_at: '2026-11-21 10:00:00' }]} />)
    expect(getByRole(shadow, 'table', { name: '阅读记录' }).textContent).to.contain('张三').and.contain('采购部').and.contain('2026-11-21 10:00:00')
    rerender(<ReadRecords records={[]} />)
    expect(shadow.textContent).to.contain('暂无阅读记录')
  })
})

const types = [
  { value: '1', label: '通知' },
  { value: '2', label: '制度' },
]

function FormHarness({ calls, initial = emptyBulletinDraft() }: { calls: [BulletinDraft, boolean][]; initial?: BulletinDraft }) {
  return <BulletinForm initial={initial} types={types} uploadUrl="/fixture-api/echo" onSubmit={async (draft, publish) => (calls.push([draft, publish]), 21)} />
}

describe('bulletin form', () => {
  afterEach(cleanup)

  it('发布 checks type, title, body and times before calling the server', async () => {
    const calls: [BulletinDraft, boolean][] = []
    const { shadow } = await renderInShadow(<FormHarness calls={calls} />)
    await click(getByRole(shadow, 'button', { name: '发布' }))
    await waitFor(() => expect(shadow.textContent).to.contain('请选择公告类型'))
    expect(shadow.textContent).to.contain('请填写公告标题').and.contain('请填写公告内容')
    expect(calls).to.have.length(0)

    const form = shadow.querySelector<HTMLFormElement>('form[aria-label="发布公告"]')!
    await choose(shadow, form, '公告类型', '制度')
    await waitFor(() => expect(shadow.textContent).to.not.contain('请选择公告类型'))
    await typeInto(shadow.querySelector<HTMLInputElement>('input[name="title"]')!, '质量制度更新')
    // a draft needs no body
    await click(getByRole(shadow, 'button', { name: '存草稿' }))
    await waitFor(() => expect(calls).to.have.length(1))
    expect(calls[0]![1]).to.equal(false)
    expect(calls[0]![0]).to.deep.include({ type_id: '2', title: '质量制度更新', audience: '全部' })

    await click(await findByRole(shadow, 'textbox', { name: '公告内容' }))
    await type('新制度自下月起执行')
    await click(shadow.querySelector<HTMLInputElement>('input[name="audience"][value="供应商"]')!)
    await click(shadow.querySelector('input[name="is_top"]')!)
    const setTime = (name: string, value: string) => {
      const box = shadow.querySelector<HTMLInputElement>(`input[name="${name}"]`)!
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
      setter.call(box, value)
      box.dispatchEvent(new Event('input', { bubbles: true }))
    }
    setTime('publish_at', '2026-12-01T08:00')
    setTime('expire_at', '2026-11-30T08:00')
    await click(getByRole(shadow, 'button', { name: '发布' }))
    await waitFor(() => expect(shadow.textContent).to.contain('失效时间必须晚于发布时间'))
    expect(calls).to.have.length(1)

    setTime('expire_at', '2026-12-31T18:00')
    await waitFor(() => expect(shadow.textContent).to.not.contain('失效时间必须晚于发布时间'))
    await click(getByRole(shadow, 'button', { name: '发布' }))
    await waitFor(() => expect(calls).to.have.length(2))
    const [draft, publish] = calls[1]!
    expect(publish).to.equal(true)
    // the draft saved before keeps its id, so publishing updates it
    expect(draft).to.deep.include({ id: 21, type_id: '2', audience: '供应商', is_top: true, publish_at: '2026-12-01T08:00', expire_at: '2026-12-31T18:00', body: '<p>新制度自下月起执行</p>' })
  })

  it('starts from a bulletin being edited and removes an attachment', async () => {
    const initial = draftOfDetail({ ...detail, can_edit: true, body: '<p>原文</p>' })
    const { shadow } = await renderInShadow(<FormHarness calls={[]} initial={initial} />)
    expect(shadow.querySelector<HTMLInputElement>('input[name="title"]')!.value).to.equal('春节放假通知')
    expect(shadow.querySelector<HTMLInputElement>('input[name="expire_at"]')!.value).to.equal('2027-02-20T00:00')
    expect((await findByRole(shadow, 'textbox', { name: '公告内容' })).innerHTML).to.contain('原文')
    await click(getByRole(shadow, 'button', { name: '移除附件 排班表.xlsx' }))
    await waitFor(() => expect(queryByRole(shadow, 'table', { name: '附件' })).to.equal(null))
  })
})
