// The supplier's extranet demo page with <scm-supplier-claims> (issue 11 item 5), in Chromium against
// the running server: qe01 publishes a claim → sup1001 signs in on the page, finds it, answers with
// an 8D report → the claim is 已答复 for staff → qe01 accepts it → the page shows 供应商已确认.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, baseURL, call, launch, newPage, PASSWORD } from './browser'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const EIGHT_D: [string, string][] = [
  ['D1 成立小组', '质量经理牵头，工艺与检验参加'],
  ['D2 问题描述', '水泵总成皮带轮跳动超差 5 件'],
  ['D3 临时措施', '库存全检并隔离'],
  ['D4 根本原因', '压装工装定位销磨损'],
  ['D5 纠正措施', '更换定位销并增加位移监控'],
  ['D6 实施验证', '连续 3 批检验合格'],
  ['D7 预防措施', '工装点检表增加定位销检查'],
  ['D8 总结关闭', '措施有效，关闭'],
]

describe('supplier extranet demo page: claims', () => {
  it('lets the supplier answer his claim with an 8D on his own page, and shows staff acceptance', async () => {
    const qe = await apiToken('qe01')
    const saved = await call<{ id: number; claim_no: string }>(qe, 'POST', '/api/QulClaim/Save', {
      supplyid: 1001,
      source: '来料检验',
      source_no: 'IQC-E2E-0001',
      claim_date: new Date().toISOString().slice(0, 10),
      reason: '水泵总成皮带轮跳动超差（端到端）',
      lines: [{ mtr_code: '1307010-E02', mtr_name: '水泵总成', defect: '皮带轮端面跳动 0.25mm', qty: 5, amount: 2060 }],
    })
    expect(saved.Msg).toBe('保存成功')
    expect((await call(qe, 'POST', '/api/QulClaim/Publish', { id: saved.Data.id })).Code).toBe(1)
    const claimNo = saved.Data.claim_no

    const { context, page } = await newPage(browser, { width: 375, height: 800 })
    await page.goto('/demo/supplier-extranet.html')
    await page.getByLabel('账号', { exact: true }).fill('sup1001')
    await page.getByLabel('密码', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: '登录' }).click()

    const claims = page.locator('scm-supplier-claims')
    const searchBox = claims.getByRole('searchbox', { name: '搜索索赔单' })
    await searchBox.fill(claimNo)
    await searchBox.press('Enter')
    await claims.getByRole('button', { name: `打开 ${claimNo}` }).click()
    await claims.getByRole('button', { name: '提交8D' }).click()
    const form = claims.getByRole('dialog', { name: '8D报告' })
    for (const [label, text] of EIGHT_D) await form.getByLabel(label).fill(text)
    await form.getByRole('button', { name: '提交8D' }).click()
    await expect.poll(() => claims.locator('dl [data-status]').first().innerText()).toBe('已答复')
    await expect(claims.getByRole('region', { name: '8D报告' }).innerText()).resolves.toContain('压装工装定位销磨损')

    // staff see the answer and accept it
    const detail = (await (await fetch(`${baseURL()}/api/QulClaim/GetDetail?id=${saved.Data.id}`, { headers: { Authorization: `Bearer ${qe}` } })).json()) as { Data: { header: Record<string, unknown> } }
    expect(detail.Data.header).toMatchObject({ status: '已答复', d4_root_cause: '压装工装定位销磨损' })
    expect((await call(qe, 'POST', '/api/QulClaim/AcceptAnswer', { id: saved.Data.id })).Data).toMatchObject({ status: '供应商已确认' })

    await claims.getByRole('button', { name: '返回列表' }).click()
    await searchBox.fill(claimNo)
    await searchBox.press('Enter')
    await expect.poll(() => claims.locator('tbody tr').filter({ hasText: claimNo }).first().innerText()).toContain('供应商已确认')
    // the page never scrolls sideways on a phone
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(375)
    await context.close()
  }, 90_000)

  it('works as the single IIFE file on a page without modules (the browser\'s modal dialog for the 8D)', async () => {
    const qe = await apiToken('qe01')
    const saved = await call<{ id: number; claim_no: string }>(qe, 'POST', '/api/QulClaim/Save', {
      supplyid: 1001,
      source: '售后',
      claim_date: new Date().toISOString().slice(0, 10),
      reason: '售后三包：水泵渗漏（单文件）',
      lines: [{ mtr_code: '1307010-E02', mtr_name: '水泵总成', defect: '轴封渗漏', qty: 1, amount: 412 }],
    })
    expect((await call(qe, 'POST', '/api/QulClaim/Publish', { id: saved.Data.id })).Code).toBe(1)
    const token = await apiToken('sup1001')
    const { context, page } = await newPage(browser, { width: 375, height: 800 })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    // a plain page of the portal's origin loading only the one file
    const html = `<!doctype html><html lang="zh-CN"><body><scm-supplier-claims token="${token}"></scm-supplier-claims><script src="/elements/iife/scm-supplier-claims.js"></script></body></html>`
    await page.route('**/iife-claims.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }))
    await page.goto('/iife-claims.html')
    const claims = page.locator('scm-supplier-claims')
    const searchBox = claims.getByRole('searchbox', { name: '搜索索赔单' })
    await searchBox.fill(saved.Data.claim_no)
    await searchBox.press('Enter')
    await claims.getByRole('button', { name: `打开 ${saved.Data.claim_no}` }).click()
    await claims.getByRole('button', { name: '提交8D' }).click()
    const form = claims.getByRole('dialog', { name: '8D报告' })
    await expect(form.evaluate((box) => box.tagName === 'DIALOG' && box.matches(':modal'))).resolves.toBe(true)
    for (const [label, text] of EIGHT_D) await form.getByLabel(label).fill(text)
    await form.getByRole('button', { name: '提交8D' }).click()
    await expect.poll(() => claims.locator('dl [data-status]').first().innerText()).toBe('已答复')
    await expect(claims.getByRole('region', { name: '8D报告' }).innerText()).resolves.toContain('措施有效，关闭')
    expect(errors).toEqual([])
    await context.close()
  }, 60_000)
})
