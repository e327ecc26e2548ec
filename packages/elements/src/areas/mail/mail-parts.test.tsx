import { expect } from 'chai'
import { useState } from 'react'
import { afterEach, describe, it } from '../../ui/testing/mocha'
import { findByRole, getAllByRole, getByRole, nameOf, queryByRole, waitFor } from '../../ui/testing/queries'
import { cleanup, renderInShadow } from '../../ui/testing/render'
import { click, press, type, typeInto } from '../../ui/testing/user'
import { ComposeForm } from './compose-form'
import { draftFrom, emptyDraft, type MailDetail, type MailDraft, type Person, type Receiver } from './mail-types'
import { MailBody } from './mail-view'
import { ReceiversPicker } from './receivers-picker'
import { RichEditor } from '../../ui/rich-editor'

// The mail screens' own parts in Chromium, inside a shadow root as an element draws them: the
// Tiptap editor (typing, 加粗), the receiver picker, the sanitised body, the compose checks made
// before any call, and the reply / forward drafts.

const people: Receiver[] = [
  { userid: 11, usercode: 'zhangsan', UserName: '张三', dept_name: '采购部', kind: '内部员工', org_name: '' },
  { userid: 12, usercode: 'zhangwei', UserName: '张伟', dept_name: '', kind: '供应商', org_name: '合肥精工' },
  { userid: 13, usercode: 'lisi', UserName: '李四', dept_name: '质量部', kind: '内部员工', org_name: '' },
]
const searchPeople = async (term: string) => people.filter((p) => p.UserName.includes(term) || p.usercode.includes(term))

describe('mail body editor (Tiptap in a shadow root)', () => {
  afterEach(cleanup)

  it('types, makes text bold from the toolbar and reports the HTML', async () => {
    const changes: string[] = []
    const { shadow } = await renderInShadow(<RichEditor label="邮件正文" initialHtml="<p>原文</p>" onChange={(html) => changes.push(html)} />)
    const box = await findByRole(shadow, 'textbox', { name: '邮件正文' })
    expect(box.getAttribute('contenteditable')).to.equal('true')
    expect(box.getRootNode()).to.equal(shadow)
    expect(box.innerHTML).to.contain('原文')

    await click(box)
    await press('End')
    await type(' plain')
    await waitFor(() => expect(changes.at(-1)).to.equal('<p>原文 plain</p>'))
    // the selection ProseMirror works with is the shadow root's own
    const selection = (shadow as ShadowRoot & { getSelection(): Selection }).getSelection()
    expect(box.contains(selection.anchorNode)).to.equal(true)

    const bold = getByRole(shadow, 'button', { name: '加粗' })
    await click(bold)
    await type(' strong')
    await waitFor(() => expect(changes.at(-1)).to.equal('<p>原文 plain<strong> strong</strong></p>'))
    await waitFor(() => expect(bold.getAttribute('aria-pressed')).to.equal('true'))
    expect(box.querySelector('strong')?.textContent).to.equal(' strong')

    // letters typed more than half a second apart (a loaded machine) are separate undo steps:
    // 撤销 as often as it takes, never more than once per letter typed
    const undo = getByRole(shadow, 'button', { name: '撤销' })
    for (let step = 0; step < ' strong'.length && changes.at(-1)!.includes('strong'); step++) {
      const before = changes.length
      await click(undo)
      await waitFor(() => expect(changes.length).to.be.greaterThan(before))
    }
    expect(changes.at(-1)).to.not.contain('strong')
    expect(getAllByRole(shadow, 'toolbar')[0]!.getAttribute('aria-label')).to.equal('邮件正文格式')
  })

  it('keyboard shortcuts and lists work too; an emptied editor reports ""', async () => {
    const changes: string[] = []
    const { shadow } = await renderInShadow(<RichEditor label="邮件正文" initialHtml="" onChange={(html) => changes.push(html)} />)
    const box = await findByRole(shadow, 'textbox', { name: '邮件正文' })
    await click(box)
    await press('Control+i')
    await type('slanted')
    await waitFor(() => expect(changes.at(-1)).to.equal('<p><em>slanted</em></p>'))
    await click(getByRole(shadow, 'button', { name: '无序列表' }))
    await waitFor(() => expect(changes.at(-1)).to.contain('<ul><li>'))
    await press('Control+a')
    await press('Backspace')
    await waitFor(() => expect(changes.at(-1)).to.equal(''))
  })
})

function PickerHarness({ chosen, exclude = [] }: { chosen: Person[][]; exclude?: Person[] }) {
  const [value, setValue] = useState<Person[]>([])
  return (
    <ReceiversPicker
      label="收件人"
      value={value}
      exclude={exclude}
      search={searchPeople}
      onChange={(next) => {
        chosen.push(next)
        setValue(next)
      }}
    />
  )
}

describe('receivers picker', () => {
  afterEach(cleanup)

  it('searches, adds a chip per pick (the box empties), leaves out who is chosen, removes', async () => {
    const chosen: Person[][] = []
    const { shadow } = await renderInShadow(<PickerHarness chosen={chosen} exclude={[{ userid: 13, UserName: '李四' }]} />)
    const input = getByRole(shadow, 'combobox', { name: '添加收件人' }) as HTMLInputElement
    await typeInto(input, '张')
    const listbox = await findByRole(shadow, 'listbox')
    await waitFor(() => expect(getAllByRole(listbox, 'option').map(nameOf)).to.deep.equal(['张三（zhangsan） 采购部', '张伟（zhangwei） 供应商 合肥精工']))
    await click(getByRole(listbox, 'option', { name: '张伟（zhangwei） 供应商 合肥精工' }))
    await waitFor(() => expect(chosen.at(-1)).to.deep.equal([{ userid: 12, UserName: '张伟', org: '合肥精工' }]))
    await waitFor(() => expect(input.value).to.equal(''))
    expect(getByRole(shadow, 'list', { name: '已选收件人' }).textContent).to.contain('张伟')

    await typeInto(input, 'zhang')
    // 张伟 is chosen already: only 张三 is offered
    await waitFor(() => expect(getAllByRole(getByRole(shadow, 'listbox'), 'option').map(nameOf)).to.deep.equal(['张三（zhangsan） 采购部']))
    await press('Escape')
    // 李四 is in the other picker (抄送)
    await click(input)
    await press('Control+a')
    await type('lisi')
    await waitFor(() => expect(input.value).to.equal('lisi'))
    await waitFor(() => expect(getByRole(shadow, 'listbox').textContent).to.contain('无匹配数据'))
    await press('Escape')

    await click(getByRole(shadow, 'button', { name: '移除收件人 张伟' }))
    await waitFor(() => expect(chosen.at(-1)).to.deep.equal([]))
  })
})

describe('mail body display', () => {
  afterEach(cleanup)

  it('draws formatting but no scripts, handlers or javascript: links', async () => {
    const html = '<p onclick="steal()">您好，<strong>请查收</strong></p><script>steal()</script><img alt="图" onerror="steal()"><a href="javascript:steal()">链接</a><ul><li>一</li></ul>'
    const { shadow } = await renderInShadow(<MailBody html={html} />)
    const body = getByRole(shadow, 'document', { name: '邮件正文' })
    expect(body.querySelector('strong')?.textContent).to.equal('请查收')
    expect(body.querySelector('li')?.textContent).to.equal('一')
    expect(body.querySelector('script')).to.equal(null)
    expect(body.innerHTML).to.not.contain('onclick').and.to.not.contain('onerror').and.to.not.contain('javascript:')
  })
})

function ComposeHarness({ calls, initial = emptyDraft() }: { calls: [MailDraft, boolean][]; initial?: MailDraft }) {
  return <ComposeForm initial={initial} search={searchPeople} uploadUrl="/fixture-api/echo" onSubmit={async (draft, send) => (calls.push([draft, send]), 7)} />
}

describe('compose form', () => {
  afterEach(cleanup)

  it('发送 checks subject and receivers before calling the server; a draft may be untitled', async () => {
    const calls: [MailDraft, boolean][] = []
    const { shadow } = await renderInShadow(<ComposeHarness calls={calls} />)
    await click(getByRole(shadow, 'button', { name: '发送' }))
    await waitFor(() => expect(shadow.textContent).to.contain('请填写邮件主题'))
    expect(shadow.textContent).to.contain('请选择收件人')
    expect(calls).to.have.length(0)

    await click(getByRole(shadow, 'button', { name: '存草稿' }))
    await waitFor(() => expect(calls).to.have.length(1))
    expect(calls[0]![1]).to.equal(false)

    await typeInto(shadow.querySelector<HTMLInputElement>('input[name="subject"]')!, '到货通知')
    await waitFor(() => expect(shadow.textContent).to.not.contain('请填写邮件主题'))
    await typeInto(getByRole(shadow, 'combobox', { name: '添加收件人' }), '李')
    await click(await findByRole(getByRole(shadow, 'listbox'), 'option', { name: '李四（lisi） 质量部' }))
    // the chosen receiver's chip, not the error's absence: 存草稿 above already cleared the errors
    await findByRole(shadow, 'button', { name: '移除收件人 李四' })
    const editor = await findByRole(shadow, 'textbox', { name: '邮件正文' })
    await click(editor)
    await type('hello')
    await waitFor(() => expect(editor.textContent).to.contain('hello'))
    await click(getByRole(shadow, 'button', { name: '发送' }))
    await waitFor(() => expect(calls).to.have.length(2))
    const [draft, send] = calls[1]!
    expect(send).to.equal(true)
    // the draft saved before keeps its id, so sending updates it
    expect(draft).to.deep.include({ id: 7, subject: '到货通知', body: '<p>hello</p>' })
    expect(draft.to.map((p) => p.userid)).to.deep.equal([13])
  })

  it('shows the attachments it starts with and removes one', async () => {
    const initial = { ...emptyDraft(), attachments: [{ file_id: 5, file_name: '报价单.xlsx', file_size: 2048, content_type: '' }] }
    const { shadow } = await renderInShadow(<ComposeHarness calls={[]} initial={initial} />)
    expect(getByRole(shadow, 'table', { name: '附件' }).textContent).to.contain('报价单.xlsx').and.contain('2.0 KB')
    await click(getByRole(shadow, 'button', { name: '移除附件 报价单.xlsx' }))
    await waitFor(() => expect(queryByRole(shadow, 'table', { name: '附件' })).to.equal(null))
  })
})

describe('reply and forward drafts', () => {
  const mail: MailDetail = {
    id: 9,
    subject: '模具维修安排',
    status: '已发送',
    sender_id: 11,
    sender_name: '张三',
    receivers: '',
    is_read: true,
    folder_id: null,
    attachment_count: 1,
    sent_at: '2026-11-20 09:30:00',
    created_at: '2026-11-20 09:29:00',
    body: '<p>请<strong>周五</strong>前完成</p>',
    to: [people[2]!, { ...people[1]!, userid: 99, UserName: '我' }],
    cc: [people[1]!],
    attachments: [{ file_id: 3, file_name: '计划.pdf', file_size: 10, content_type: 'application/pdf' }],
    box: 'inbox',
  }

  it('回复 answers the sender, 回复全部 everyone but me, 转发 keeps the attachments', () => {
    const reply = draftFrom('reply', mail, 99)
    expect(reply.subject).to.equal('回复：模具维修安排')
    expect(reply.to.map((p) => p.userid)).to.deep.equal([11])
    expect(reply.body).to.contain('原始邮件').and.contain('<blockquote>').and.contain('<strong>周五</strong>')
    expect(reply.attachments).to.deep.equal([])

    const all = draftFrom('replyAll', mail, 99)
    expect(all.to.map((p) => p.userid)).to.deep.equal([11, 13])
    expect(all.cc.map((p) => p.userid)).to.deep.equal([12])
    expect(draftFrom('reply', { ...mail, subject: '回复：模具维修安排' }, 99).subject).to.equal('回复：模具维修安排')

    const forward = draftFrom('forward', mail, 99)
    expect(forward.subject).to.equal('转发：模具维修安排')
    expect(forward.to).to.deep.equal([])
    expect(forward.attachments.map((a) => a.file_id)).to.deep.equal([3])
  })
})
