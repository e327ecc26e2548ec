// Public pages: reset password end to end (the code arrives by mail on the loopback SMTP server),
// and /getKey producing the runtime configuration file.
import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, mailDir, newPage, PASSWORD, signIn, LOGIN_FAILED } from './browser'
import { mailsTo } from './mailbox'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

describe('reset password (/resetPwd)', () => {
  it('mails a code, shows the live security level, sets the new password', async () => {
    const mails = mailDir()
    // svc01: no other flow signs in as this user, so changing the password disturbs nothing
    const address = 'liuzhiqiang@wjauto.example' // svc01
    const { context, page } = await newPage(browser)
    await page.goto('/login')
    await page.getByRole('link', { name: '忘记密码？' }).click()
    await page.waitForURL('**/resetPwd')
    // the router changes pages in a transition: the login form (which has an 账号 box too) stays
    // on screen until the reset page's chunk is in, so wait for the reset form itself
    await page.getByRole('heading', { name: '找回密码' }).waitFor()
    await page.getByLabel('账号').fill('svc01')
    await page.getByRole('button', { name: '获取验证码' }).click()
    // both watched from the click: the message is on screen for its time, the countdown stays
    await Promise.all([page.getByText('验证码已发送至账号绑定的邮箱').waitFor(), page.getByRole('button', { name: /秒后重新获取/ }).waitFor()])
    await expect.poll(() => mailsTo(mails, address).length).toBeGreaterThan(0)
    const code = /验证码为\s*<b>(\d{6})<\/b>/.exec(mailsTo(mails, address).at(-1)!)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    // one message at a time (spec §8): let the first one go before the next is due
    await page.getByText('验证码已发送至账号绑定的邮箱').waitFor({ state: 'hidden' })

    await page.getByLabel('验证码').fill(code!)
    await page.getByLabel('新密码', { exact: true }).fill('123456')
    await page.getByText('密码强度：弱').waitFor()
    await page.getByLabel('确认新密码').fill('123456')
    await page.getByRole('button', { name: '重置密码' }).click()
    // the server refuses a weak password and says why
    await expect.poll(() => page.getByRole('alert').innerText()).toMatch(/新密码强度不足/)

    const strong = 'Svc@2026Strong'
    await page.getByLabel('新密码', { exact: true }).fill(strong)
    await page.getByText('密码强度：强').waitFor()
    await page.getByLabel('确认新密码').fill(strong)
    await page.getByRole('button', { name: '重置密码' }).click()
    await page.waitForURL('**/login')
    await page.getByText('密码重置成功，请使用新密码登录').waitFor()
    await page.getByRole('heading', { name: '用户登录' }).waitFor()

    // the old password no longer opens the account, the new one does
    await page.getByLabel('账号').fill('svc01')
    await page.getByLabel('密码').fill(PASSWORD)
    await page.getByRole('button', { name: '登录' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe(LOGIN_FAILED)
    await signIn(page, 'svc01', strong)
    await context.close()
  })

  it('asks for the two passwords to match before calling the server', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/resetPwd')
    await page.getByLabel('账号').fill('cust02')
    await page.getByLabel('验证码').fill('000000')
    await page.getByLabel('新密码', { exact: true }).fill('Abc@12345')
    await page.getByLabel('确认新密码').fill('Abc@12346')
    await page.getByRole('button', { name: '重置密码' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('两次输入的密码不一致')
    await context.close()
  })
})

describe('runtime configuration file (/getKey)', () => {
  it('is behind sign-in and downloads scm-config.js setting window.SCM_CONFIG', async () => {
    const { context, page } = await newPage(browser)
    await page.goto('/getKey')
    await page.waitForURL('**/login')
    await signIn(page, 'admin')
    await page.goto('/getKey')
    await page.getByLabel('接口地址').fill('https://scm.example.com/api/')
    await page.getByRole('button', { name: /下载 scm-config\.js/ }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('接口地址末尾不要带 /')
    await page.getByLabel('接口地址').fill('https://scm.example.com/api')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /下载 scm-config\.js/ }).click()])
    expect(download.suggestedFilename()).toBe('scm-config.js')
    const text = readFileSync((await download.path())!, 'utf8')
    const sandbox: { SCM_CONFIG?: unknown } = {}
    new Function('window', text)(sandbox)
    expect(sandbox.SCM_CONFIG).toEqual({ apiBase: 'https://scm.example.com/api' })
    await context.close()
  })
})
