// Internal mail end to end, in Chromium against the running server: buyer01 opens the mailbox from
// the header, writes to sup1001 with qe01 in copy (formatted body, an attachment) → sup1001's badge
// rises, the mail is unread in his inbox, opening it shows the body and the attachment and lowers
// the badge → he replies → the reply is in buyer01's inbox; sup1002 cannot open either mail.
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, baseURL, launch, newPage, panelOf, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

const unreadBadge = (page: Page) => page.getByRole('button', { name: /^站内信，未读 \d+ 封$/ })
const unreadOf = async (page: Page) => Number(/(\d+)/.exec((await unreadBadge(page).getAttribute('aria-label')) ?? '')?.[1])

async function screenOf(page: Page, path: string, tag: string): Promise<Locator> {
  await page.waitForURL((url) => url.pathname === path)
  const screen = panelOf(page, path).locator(tag)
  await screen.waitFor()
  return screen
}

async function addReceiver(write: Locator, field: '收件人' | '抄送', search: string, name: string): Promise<void> {
  await write.getByRole('combobox', { name: `添加${field}` }).fill(search)
  await write.page().getByRole('option', { name: new RegExp(name) }).first().click()
  await write.getByRole('list', { name: `已选${field}` }).getByText(name).waitFor()
}

async function findInInbox(inbox: Locator, subject: string): Promise<Locator> {
  await inbox.getByRole('search').getByLabel('关键字').fill(subject)
  await inbox.getByRole('button', { name: '搜索', exact: true }).click()
  const row = inbox.locator('tbody tr').filter({ hasText: subject })
  await row.first().waitFor()
  return row.first()
}

async function unreadFromServer(token: string): Promise<number> {
  const answer = await fetch(`${baseURL()}/Email/MSMailRecord/GetUnReadNum`, { headers: { Authorization: `Bearer ${token}` } })
  return ((await answer.json()) as { Data: number }).Data
}

async function detailStatus(token: string, id: number): Promise<number> {
  const answer = await fetch(`${baseURL()}/Email/MSMailRecord/GetEmailDetail?id=${id}`, { headers: { Authorization: `Bearer ${token}` } })
  return answer.status
}

describe('internal mail', () => {
  it('writes with copy, body and attachment; the receiver reads and replies; others see nothing', async () => {
    const subject = `11月气缸垫到货安排 ${Date.now()}`

    // ── buyer01 opens the mailbox from the header and writes ─────────────────────────────────
    const buyer = await newPage(browser)
    await signIn(buyer.page, 'buyer01')
    await unreadBadge(buyer.page).click()
    const buyerInbox = await screenOf(buyer.page, '/mail/inbox', 'scm-mail-inbox')
    await buyerInbox.getByRole('button', { name: '写邮件', exact: true }).click()
    const write = await screenOf(buyer.page, '/mail/write', 'scm-mail-write')
    await addReceiver(write, '收件人', 'sup1001', '周立明')
    await addReceiver(write, '抄送', 'qe01', '陈晓雯')
    await write.getByRole('textbox', { name: '主题' }).fill(subject)
    const body = write.getByRole('textbox', { name: '邮件正文' })
    await body.click()
    await body.pressSequentially('请于周五前到货，')
    await write.getByRole('button', { name: '加粗' }).click()
    await body.pressSequentially('数量 600 片')
    await write.locator('input[type="file"]').setInputFiles({ name: '到货计划.txt', mimeType: 'text/plain', buffer: Buffer.from('11月28日 600片') })
    await write.getByRole('table', { name: '附件' }).getByText('到货计划.txt').waitFor()

    // ── sup1001's badge before the mail arrives ────────────────────────────────────────────────
    const supplier = await newPage(browser)
    await signIn(supplier.page, 'sup1001')
    // from the server: the header's badge may not have loaded yet
    const unreadBefore = await unreadFromServer(await apiToken('sup1001'))

    await write.getByRole('button', { name: '发送', exact: true }).click()
    const done = await screenOf(buyer.page, '/mail/sendsuccess', 'scm-mail-send-success')
    await done.getByText('邮件已发送成功').waitFor()
    const mailId = Number(new URL(buyer.page.url()).searchParams.get('id'))
    expect(mailId).toBeGreaterThan(0)
    // 继续写邮件 opens the same tab again, now with a new, empty mail
    await done.getByRole('button', { name: '继续写邮件' }).click()
    const again = await screenOf(buyer.page, '/mail/write', 'scm-mail-write')
    await expect.poll(() => again.getByRole('textbox', { name: '主题' }).inputValue()).toBe('')
    await expect(again.getByRole('list', { name: '已选收件人' }).getByRole('listitem').count()).resolves.toBe(0)

    // ── sup1001: the mail is unread in the inbox; opening it shows body and attachment ────────
    await supplier.page.reload()
    await expect.poll(() => unreadOf(supplier.page)).toBe(unreadBefore + 1)
    await unreadBadge(supplier.page).click()
    const inbox = await screenOf(supplier.page, '/mail/inbox', 'scm-mail-inbox')
    const row = await findInInbox(inbox, subject)
    await expect(row.getByRole('img', { name: '未读' }).count()).resolves.toBe(1)
    expect(await row.innerText()).toContain('李文涛')
    await row.getByRole('button', { name: `打开邮件 ${subject}` }).click()
    const detail = await screenOf(supplier.page, '/mail/detail', 'scm-mail-detail')
    const article = detail.getByRole('article', { name: `邮件 ${subject}` })
    await article.waitFor()
    await expect(article.getByRole('document', { name: '邮件正文' }).locator('strong').innerText()).resolves.toBe('数量 600 片')
    expect(await article.innerText()).toContain('陈晓雯')
    const download = supplier.page.waitForEvent('download')
    await article.getByRole('button', { name: '下载附件 到货计划.txt' }).click()
    expect((await download).suggestedFilename()).toBe('到货计划.txt')
    await expect.poll(() => unreadOf(supplier.page)).toBe(unreadBefore)

    // ── he replies; the reply starts from the original ───────────────────────────────────────
    await detail.getByRole('button', { name: '回复', exact: true }).click()
    const reply = await screenOf(supplier.page, '/mail/write', 'scm-mail-write')
    await expect.poll(() => reply.getByRole('textbox', { name: '主题' }).inputValue()).toBe(`回复：${subject}`)
    await reply.getByRole('list', { name: '已选收件人' }).getByText('李文涛').waitFor()
    const replyBody = reply.getByRole('textbox', { name: '邮件正文' })
    await replyBody.click()
    await replyBody.press('Control+Home')
    await replyBody.pressSequentially('收到，周四发出。')
    await reply.getByRole('button', { name: '发送', exact: true }).click()
    await screenOf(supplier.page, '/mail/sendsuccess', 'scm-mail-send-success')
    const replyId = Number(new URL(supplier.page.url()).searchParams.get('id'))

    // ── buyer01 finds the reply in the inbox ──────────────────────────────────────────────────
    await buyer.page.goto('/mail/inbox')
    const back = await screenOf(buyer.page, '/mail/inbox', 'scm-mail-inbox')
    const answer = await findInInbox(back, `回复：${subject}`)
    expect(await answer.innerText()).toContain('周立明')

    // ── sup1002 opens neither ────────────────────────────────────────────────────────────────
    const other = await apiToken('sup1002')
    expect(await detailStatus(other, mailId)).toBe(404)
    expect(await detailStatus(other, replyId)).toBe(404)

    await buyer.context.close()
    await supplier.context.close()
  }, 120_000)
})
