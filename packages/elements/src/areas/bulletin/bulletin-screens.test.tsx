import { expect } from 'chai'
import './bulletin-index.element'
import './bulletin-detail.element'
import './bulletin-create.element'
import './bulletin-list.element'
import { cleanup, mountElement, nextEvent, shadowOf, waitFor } from '../../../test/support/dom'
import { API, bodyRows, button, choose, tokenOf } from '../../resource/testing/browser'
import { lazyPartsSettled } from '../../ui/lazy-part'
import { click, editorHolds, type, typeInto } from '../../ui/testing/user'

// The bulletin screens in Chromium against THE product server (/scm-api, seeded demo bulletins):
// browsing with 置顶 / 未读 and audiences, publishing one and finding it in another user's browse
// list, reading it (read records), and the actions of 我的公告.

type Hook = (this: { timeout(ms: number): void }) => Promise<void>
const before = (globalThis as unknown as { before: (hook: Hook) => void }).before

const tokens: Record<string, string> = {}
before(async function () {
  this.timeout(180_000) // the first call migrates and seeds the in-memory database
  for (const user of ['buyer01', 'qe01', 'sup1001']) tokens[user] = await tokenOf(user)
})

const mountScreen = async (tag: string, user: string, attributes = '') => {
  const element = await mountElement(`<${tag} api-base="${API}" token="${tokens[user]}" ${attributes}></${tag}>`)
  await lazyPartsSettled()
  return { element, root: shadowOf(element) }
}
const rowOf = (root: ShadowRoot, text: string) => bodyRows(root).find((r) => r.textContent?.includes(text))
const isUnread = (row: HTMLElement) => !!row.querySelector('[data-unread]')

/** Writes and publishes (or saves) a bulletin in 发布公告; resolves its id. */
async function write(user: string, title: string, publish: boolean, audience = '全部') {
  const { element, root } = await mountScreen('scm-bulletin-create', user)
  const editor = await waitFor(() => root.querySelector<HTMLElement>('[role="textbox"][contenteditable="true"]'), '编辑器加载')
  const form = await waitFor(() => root.querySelector<HTMLFormElement>('form[aria-label="发布公告"]'), '表单')
  await waitFor(() => [...root.querySelectorAll('button')].some((b) => b.textContent?.trim() === '发布'), '发布按钮（按权限）')
  await choose(root, form, '公告类型', '公司公告')
  await typeInto(root.querySelector<HTMLInputElement>('input[name="title"]')!, title)
  await click(root.querySelector(`input[name="audience"][value="${audience}"]`)!)
  await click(editor)
  await type('浏览器测试公告内容')
  await editorHolds(editor, '浏览器测试公告内容')
  const changed = nextEvent<{ entity: string; action: string; id: number }>(element, 'scm-change')
  const navigated = publish ? nextEvent<{ path: string }>(element, 'scm-navigate') : null
  button(root, publish ? '发布' : '存草稿').click()
  const change = (await changed).detail
  expect(change).to.include({ entity: 'bulletin', action: publish ? 'publish' : 'draft' })
  if (navigated) expect((await navigated).detail.path).to.equal(`/bulletin/detail?id=${change.id}`)
  return { id: change.id, element, root }
}

describe('公告界面（真实服务端）', () => {
  afterEach(cleanup)

  it('公告浏览：置顶在前并标记，未读加粗标记，只见本类用户的公告；点击标题打开详情', async () => {
    const { element, root } = await mountScreen('scm-bulletin-index', 'buyer01')
    const top = await waitFor(() => rowOf(root, '关于2027年元旦放假安排的通知'), '种子公告出现')
    expect(bodyRows(root)[0]).to.equal(top)
    expect(top.textContent).to.contain('置顶')
    expect(isUnread(top)).to.equal(false) // buyer01 read it
    const unread = rowOf(root, '仓库安全管理制度')!
    expect(isUnread(unread)).to.equal(true)
    expect(unread.textContent).to.contain('未读')
    expect(getComputedStyle(unread.querySelector('button')!).fontWeight).to.equal('700')
    // supplier-only, withdrawn, draft and expired ones are not shown
    for (const hidden of ['11月来料质量通报', '12月采购计划说明', '关于系统升级时间调整的通知', '国庆假期物流安排']) expect(rowOf(root, hidden), hidden).to.equal(undefined)

    const navigated = nextEvent<{ path: string }>(element, 'scm-navigate')
    button(root, '查看公告 仓库安全管理制度（2026年修订）').click()
    expect((await navigated).detail.path).to.match(/^\/bulletin\/detail\?id=\d+$/)
  })

  it('公告浏览：供应商只见全部与供应商公告，无发布按钮', async () => {
    const { root } = await mountScreen('scm-bulletin-index', 'sup1001')
    await waitFor(() => rowOf(root, '11月来料质量通报'), '供应商公告出现')
    expect(rowOf(root, '仓库安全管理制度')).to.equal(undefined)
    expect(rowOf(root, '售后服务热线调整通知')).to.equal(undefined)
    await new Promise((r) => setTimeout(r, 300))
    expect([...root.querySelectorAll('button')].some((b) => b.textContent?.trim() === '发布公告')).to.equal(false)
  })

  it('发布公告：先校验；发布后转到详情，回到页签为空表单；他人浏览可见并记录阅读', async () => {
    const { element, root } = await mountScreen('scm-bulletin-create', 'buyer01')
    await waitFor(() => root.querySelector('[role="textbox"][contenteditable="true"]'), '编辑器加载')
    const publishButton = await waitFor(() => [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === '发布'), '发布按钮')
    publishButton.click()
    await waitFor(() => root.textContent?.includes('请选择公告类型') && root.textContent.includes('请填写公告标题') && root.textContent.includes('请填写公告内容'), '发布前的校验')
    element.remove()

    const title = `浏览器测试公告 ${Date.now()}`
    const written = await write('buyer01', title, true)
    // the same tab after 发布: an empty form
    await waitFor(() => written.root.querySelector<HTMLInputElement>('input[name="title"]')?.value === '', '发布后表单清空')

    const index = await mountScreen('scm-bulletin-index', 'qe01')
    const row = await waitFor(() => rowOf(index.root, title), '新公告出现在浏览列表')
    expect(isUnread(row)).to.equal(true)

    // listened for before mounting: the detail may load (and say so) while the mount settles
    const read = nextEvent<{ entity: string; action: string }>(document, 'scm-change', { filter: (e) => e.detail?.action === 'read' })
    const reader = await mountScreen('scm-bulletin-detail', 'qe01', `record-id="${written.id}"`)
    await waitFor(() => reader.root.querySelector('[data-field="title"]')?.textContent === title, '读者看到公告')
    expect((await read).detail).to.include({ entity: 'bulletin', action: 'read' })
    expect(reader.root.querySelector('[role="document"]')?.textContent).to.contain('浏览器测试公告内容')
    expect([...reader.root.querySelectorAll('button')].map((b) => b.textContent?.trim())).to.deep.equal(['返回'])

    const owner = await mountScreen('scm-bulletin-detail', 'buyer01', `record-id="${written.id}"`)
    const records = await waitFor(() => owner.root.querySelector<HTMLTableElement>('table[aria-label="阅读记录"]'), '阅读记录')
    // qe01 (陈晓雯) read it above
    await waitFor(() => records.textContent?.includes('陈晓雯'), '阅读记录有读者')
    // the author's buttons come with his rights on the record, which may answer after the records
    const named = () => [...owner.root.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent?.trim())
    await waitFor(() => ['编辑', '撤回', '删除', '返回'].every((name) => named().includes(name)), '作者的按钮')
  })

  it('我的公告：草稿发布、撤回、删除（需确认）', async () => {
    const title = `我的测试公告 ${Date.now()}`
    await write('buyer01', title, false, '内部员工')
    const { root } = await mountScreen('scm-bulletin-list', 'buyer01')
    const row = await waitFor(() => rowOf(root, title), '草稿出现在我的公告')
    expect(row.querySelector('[data-status]')?.textContent).to.equal('草稿')
    expect(rowOf(root, '12月采购计划说明')?.querySelector('[data-status]')?.textContent).to.equal('草稿')

    // the row's actions follow the caller's grants, read from the menu
    const publish = await waitFor(() => root.querySelector<HTMLButtonElement>(`button[aria-label="发布公告 ${title}"]`), '发布按钮')
    publish.click()
    await waitFor(() => rowOf(root, title)?.querySelector('[data-status]')?.textContent === '已发布', '已发布')
    button(root, `撤回公告 ${title}`).click()
    await waitFor(() => rowOf(root, title)?.querySelector('[data-status]')?.textContent === '已撤回', '已撤回')

    button(root, `删除公告 ${title}`).click()
    const confirmBox = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"], [role="dialog"][data-state="open"]'), '确认框')
    expect(confirmBox.textContent).to.contain(title)
    button(confirmBox, '确定').click()
    await waitFor(() => !rowOf(root, title), '公告已删除')
  })
})
