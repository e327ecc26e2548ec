import { expect } from 'chai'
import './mail-inbox.element'
import './mail-write.element'
import './mail-draft.element'
import './mail-detail.element'
import './mail-fold-manage.element'
import { cleanup, mountElement, nextEvent, shadowOf, waitFor } from '../../../test/support/dom'
import { API, bodyRows, button, openDialog, tokenOf } from '../../resource/testing/browser'
import { lazyPartsSettled } from '../../ui/lazy-part'
import { click, editorHolds, press, type, typeInto } from '../../ui/testing/user'

// The mail screens in Chromium against THE product server (/scm-api, seeded demo mail): the inbox
// with its unread rows, writing and sending (scm-change, then 发送成功), reading it as the
// receiver, a draft reopened from 草稿箱, a reply's start, and folders.

type Hook = (this: { timeout(ms: number): void }) => Promise<void>
const before = (globalThis as unknown as { before: (hook: Hook) => void }).before

const tokens: Record<string, string> = {}
before(async function () {
  this.timeout(180_000) // the first call migrates and seeds the in-memory database
  for (const user of ['buyer01', 'qe01']) tokens[user] = await tokenOf(user)
})

const mountScreen = async (tag: string, user: string, attributes = '') => {
  const element = await mountElement(`<${tag} api-base="${API}" token="${tokens[user]}" ${attributes}></${tag}>`)
  await lazyPartsSettled()
  return { element, root: shadowOf(element) }
}
const rowOf = (root: ShadowRoot, text: string) => bodyRows(root).find((r) => r.textContent?.includes(text))

async function pickReceiver(root: ShadowRoot, label: string, term: string) {
  const input = await waitFor(() => root.querySelector<HTMLInputElement>(`input[aria-label="添加${label}"]`), `${label}搜索框`)
  await typeInto(input, term)
  // the box searched '' when it opened, and that answer may hold the term too: wait until every
  // option shown matches it (the answer to the typed term), or the click lands on a list redrawn under it
  const option = await waitFor(() => {
    const options = [...root.querySelectorAll<HTMLElement>('[role="listbox"] [role="option"]')]
    return options.length && options.every((o) => o.textContent?.includes(term)) ? options[0] : null
  }, `${term} 的搜索结果`)
  await click(option)
  await waitFor(() => root.querySelector(`ul[aria-label="已选${label}"] li`), `已选${label}`)
}

describe('站内邮件界面（真实服务端）', () => {
  afterEach(cleanup)

  it('收件箱：未读邮件加粗并有未读标记，点击主题打开详情', async () => {
    const { element, root } = await mountScreen('scm-mail-inbox', 'buyer01')
    const unread = await waitFor(() => rowOf(root, '无订单到货待处理'), '种子邮件出现')
    expect(unread.querySelector('[role="img"][aria-label="未读"]')).to.not.equal(null)
    const read = rowOf(root, '回复：关于11月气缸垫订单交期的确认')!
    expect(read.querySelector('[aria-label="未读"]')).to.equal(null)
    expect(getComputedStyle(unread.querySelector('button')!).fontWeight).to.equal('700')
    expect(getComputedStyle(read.querySelector('button')!).fontWeight).to.equal('400')

    const navigated = nextEvent<{ path: string }>(element, 'scm-navigate')
    button(root, '打开邮件 无订单到货待处理').click()
    expect((await navigated).detail.path).to.match(/^\/mail\/detail\?id=\d+$/)
  })

  it('写邮件：先校验，发送后通知并转到发送成功；收件人打开后标为已读', async () => {
    const { element, root } = await mountScreen('scm-mail-write', 'buyer01')
    await waitFor(() => root.querySelector('[role="textbox"][contenteditable="true"]'), '编辑器加载')
    button(root, '发送').click()
    await waitFor(() => root.textContent?.includes('请填写邮件主题') && root.textContent.includes('请选择收件人'), '发送前的校验')

    const subject = `浏览器测试邮件 ${Date.now()}`
    await typeInto(root.querySelector<HTMLInputElement>('input[name="subject"]')!, subject)
    await pickReceiver(root, '收件人', 'qe01')
    const editor = root.querySelector<HTMLElement>('[role="textbox"][contenteditable="true"]')!
    await click(editor)
    await type('hello ')
    await click(button(root, '加粗'))
    await type('bold')
    await editorHolds(editor, 'hello bold')
    const changed = nextEvent<{ entity: string; action: string; id: number }>(element, 'scm-change')
    const navigated = nextEvent<{ path: string }>(element, 'scm-navigate')
    button(root, '发送').click()
    const change = (await changed).detail
    expect(change).to.include({ entity: 'mail', action: 'send' })
    expect((await navigated).detail.path).to.equal(`/mail/sendsuccess?id=${change.id}`)

    // listened for before mounting: the detail may load (and say so) while the mount settles
    const read = nextEvent<{ entity: string; action: string }>(document, 'scm-change', { filter: (e) => e.detail?.action === 'read' })
    const reader = await mountScreen('scm-mail-detail', 'qe01', `record-id="${change.id}"`)
    await waitFor(() => reader.root.querySelector('[data-field="subject"]')?.textContent === subject, '收件人看到邮件')
    expect((await read).detail).to.include({ entity: 'mail', action: 'read' })
    expect(reader.root.querySelector('[role="document"]')?.textContent).to.include('hello bold')
    expect(reader.root.querySelector('[role="document"] strong')?.textContent).to.equal('bold')
    expect(reader.root.querySelector('[data-field="sender"]')?.textContent).to.not.equal('')
    for (const name of ['回复', '回复全部', '转发', '删除', '返回']) button(reader.root, name)
  })

  it('存草稿：无主题也可保存，草稿箱中点击后回到写邮件', async () => {
    const { element, root } = await mountScreen('scm-mail-write', 'buyer01')
    await waitFor(() => root.querySelector('[role="textbox"][contenteditable="true"]'), '编辑器加载')
    const subject = `草稿 ${Date.now()}`
    await typeInto(root.querySelector<HTMLInputElement>('input[name="subject"]')!, subject)
    const changed = nextEvent<{ action: string; id: number }>(element, 'scm-change')
    button(root, '存草稿').click()
    const { id } = (await changed).detail
    expect((await changed).detail.action).to.equal('draft')

    const drafts = await mountScreen('scm-mail-draft', 'buyer01')
    await waitFor(() => rowOf(drafts.root, subject), '草稿出现在草稿箱')
    const navigated = nextEvent<{ path: string }>(drafts.element, 'scm-navigate')
    button(drafts.root, `编辑草稿 ${subject}`).click()
    expect((await navigated).detail.path).to.equal(`/mail/write?id=${id}`)

    const again = await mountScreen('scm-mail-write', 'buyer01', `record-id="${id}"`)
    await waitFor(() => again.root.querySelector<HTMLInputElement>('input[name="subject"]')?.value === subject, '草稿载入')
  })

  it('回复：收件人为原发件人，主题加“回复：”，正文引用原文', async () => {
    const { root } = await mountScreen('scm-mail-inbox', 'buyer01')
    const row = await waitFor(() => rowOf(root, '活塞来料检验不合格通知'), '种子邮件出现')
    const opened = nextEvent<{ path: string }>(root.host, 'scm-navigate')
    row.querySelector('button')!.click()
    const id = (await opened).detail.path.split('=')[1]
    const reply = await mountScreen('scm-mail-write', 'buyer01', `reply="${id}"`)
    await waitFor(() => reply.root.querySelector<HTMLInputElement>('input[name="subject"]')?.value === '回复：活塞来料检验不合格通知', '回复主题')
    expect(reply.root.querySelectorAll('ul[aria-label="已选收件人"] li')).to.have.length(1)
    await waitFor(() => reply.root.querySelector('[role="textbox"] blockquote')?.textContent?.includes('8D 报告'), '引用原文')
  })

  it('收件箱：选中后标为已读，行不再加粗', async () => {
    const { root } = await mountScreen('scm-mail-inbox', 'buyer01')
    const row = await waitFor(() => rowOf(root, '系统维护通知'), '种子邮件出现')
    if (!row.querySelector('[aria-label="未读"]')) return // another test read it already
    await click(row.querySelector('input[type="checkbox"]')!)
    button(root, '标为已读').click()
    await waitFor(() => !rowOf(root, '系统维护通知')?.querySelector('[aria-label="未读"]'), '行变为已读')
  })

  it('文件夹管理：新建、显示计数、删除需确认', async () => {
    const { root } = await mountScreen('scm-mail-fold-manage', 'buyer01')
    await waitFor(() => !root.textContent?.includes('加载中'), '文件夹加载')
    button(root, '新建').click()
    const dialog = await openDialog(root)
    button(dialog, '保存').click()
    await waitFor(() => dialog.textContent?.includes('请输入文件夹名称'), '名称必填')
    const name = `测试夹${String(Date.now()).slice(-5)}`
    await typeInto(dialog.querySelector<HTMLInputElement>('input[name="name"]')!, name)
    button(dialog, '保存').click()
    await waitFor(() => root.querySelector(`button[aria-label="${name}，共 0 封，未读 0 封"]`), '新文件夹出现')
    await waitFor(() => root.textContent?.includes(`文件夹：${name}`), '新文件夹被选中')

    button(root, `删除 ${name}`).click()
    const confirmBox = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"], [role="dialog"][data-state="open"]'), '确认框')
    expect(confirmBox.textContent).to.contain('移回收件箱')
    button(confirmBox, '确定').click()
    await waitFor(() => !root.querySelector(`button[aria-label^="${name}"]`), '文件夹已删除')
    await press('Escape')
  })
})
