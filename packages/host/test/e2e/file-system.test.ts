// The product file system end to end (issue 25 item 8, file system half), in Chromium against the
// running server: a file deleted from the file system is restored from the recycle bin with its
// versions and its folder's rights → a user without the download right previews it but cannot
// download it → a 200 MB upload stopped half way resumes (tus) and completes.
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, call, launch, newPage, openScreen, signIn } from './browser'

let browser: Browser
let dir: string
beforeAll(async () => {
  browser = await launch()
  dir = mkdtempSync(join(tmpdir(), 'scm-e2e-fs-'))
})
afterAll(async () => {
  await browser?.close()
  rmSync(dir, { recursive: true, force: true })
})

type Row = Record<string, any>
interface TreeType {
  code: string
  folders: { id: number; name: string }[]
}

describe('file system: bin restore with versions and rights → preview without download → resumable 200 MB upload', () => {
  it('runs end to end', async () => {
    const [qe, tech] = await Promise.all(['qe01', 'tech01'].map((u) => apiToken(u)))
    const tree = (await call<TreeType[]>(qe, 'GET', '/api/FileSystem/GetTree')).Data
    const folderOf = (name: string) => tree.flatMap((t) => t.folders).find((f) => f.name === name)!.id
    const chassis = folderOf('底盘')
    const filesIn = async (token: string, folder: number, searchKey = '') => (await call<{ rows: Row[] }>(token, 'POST', '/api/FileSystem/GetFiles', { folder_id: folder, searchKey, page: 1, rows: 50 })).Data.rows

    // ── a drawing with two versions is deleted from the file system: it goes to the bin ─────────
    const [drawing] = await filesIn(qe, chassis, '前桥总成装配图')
    expect(drawing.version).toBe(2)
    expect((await call(qe, 'POST', '/api/FileSystem/DelFile', { id: drawing.id })).Msg).toBe('已移入回收站')
    expect(await filesIn(qe, chassis, '前桥总成装配图')).toHaveLength(0)

    // ── qe01 restores it from the recycle bin screen ─────────────────────────────────────────
    const desk = await newPage(browser)
    await signIn(desk.page, 'qe01')
    const bin = await openScreen(desk.page, '/fileSystem/recycle', 'scm-file-recycle')
    const row = bin.locator('tbody tr').filter({ hasText: '前桥总成装配图.pdf' })
    await row.waitFor()
    expect(await row.innerText()).toContain('陈晓雯')
    expect(await row.innerText()).toContain('产品图纸 / WJ6120 城市客车 / 底盘')
    await bin.getByRole('button', { name: '恢复 前桥总成装配图.pdf' }).click()
    await expect.poll(() => bin.locator('tbody tr').filter({ hasText: '前桥总成装配图.pdf' }).count()).toBe(0)
    // back in its folder with both versions
    const [back] = await filesIn(qe, chassis, '前桥总成装配图')
    expect(back).toMatchObject({ id: drawing.id, version: 2 })
    const versions = (await call<{ rows: Row[] }>(qe, 'GET', `/api/FileSystem/GetVersions?id=${back.id}`)).Data.rows
    expect(versions.map((v) => v.version)).toEqual([2, 1])

    // ── tech01 (view + preview on drawings, no download) previews it inline but cannot download ──
    const shop = await newPage(browser)
    await signIn(shop.page, 'tech01')
    const manage = await openScreen(shop.page, '/fileSystem/fileManage', 'scm-file-manage')
    await manage.getByRole('treeitem', { name: '底盘' }).click()
    const preview = manage.getByRole('button', { name: '预览 前桥总成装配图.pdf' })
    await preview.waitFor()
    expect(await manage.getByRole('button', { name: '下载 前桥总成装配图.pdf' }).count()).toBe(0)
    await preview.click()
    await manage.locator('iframe[title="预览 前桥总成装配图.pdf"]').waitFor()
    const denied = await call(tech, 'GET', `/api/FileSystem/Download?id=${back.id}`)
    expect(denied.status).toBe(403)
    expect(denied.Msg).toBe('无权限')
    // the old version too
    expect((await call(tech, 'GET', `/api/FileSystem/Download?id=${versions[1]!.id}`)).status).toBe(403)

    // ── qe01 uploads 200 MB, stops half way, continues: it completes with the right content ─────
    const size = 200 * 1024 * 1024
    const bytes = Buffer.alloc(size)
    for (let i = 0; i < size; i += 4096) bytes.writeUInt32LE(i, i)
    const path = join(dir, '整车三维模型.zip')
    writeFileSync(path, bytes)
    const hash = createHash('sha256').update(bytes).digest('hex')
    const files = await openScreen(desk.page, '/fileSystem/fileManage', 'scm-file-manage')
    await files.getByRole('treeitem', { name: '底盘' }).click()
    // the page's upload bandwidth is the test's (Chromium's network emulation): 50 MB/s to 30 %,
    // then a crawl, so 暂停 always finds the upload running, however fast or loaded the machine
    // (a loaded run once saw it finish between the look at 30 % and the click)
    const network = await desk.page.context().newCDPSession(desk.page)
    await network.send('Network.enable')
    const uploadAt = (bytesPerSecond: number) => network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: bytesPerSecond })
    await uploadAt(50 * 1024 * 1024)
    await files.getByRole('button', { name: '上传文件' }).click()
    await files.getByLabel('选择文件').setInputFiles(path)
    const progress = files.getByLabel('上传进度')
    const phase = files.locator('[data-phase]')
    await expect
      .poll(async () => {
        const text = await phase.innerText()
        if ((await phase.getAttribute('data-phase')) === 'failed') throw new Error(`上传失败：${text}`)
        return Number(await progress.getAttribute('value'))
      }, { timeout: 120_000 })
      .toBeGreaterThanOrEqual(30)
    await uploadAt(64 * 1024)
    await files.getByRole('button', { name: '暂停' }).click()
    const stoppedAt = Number(await progress.getAttribute('value'))
    expect(stoppedAt).toBeLessThan(100)
    await expect.poll(() => files.locator('[data-phase]').getAttribute('data-phase')).toBe('paused')
    await uploadAt(-1)
    await network.detach()
    await files.getByRole('button', { name: '继续上传' }).click()
    await expect.poll(() => files.locator('[data-phase]').getAttribute('data-phase'), { timeout: 180_000 }).toBe('done')
    const [uploaded] = await filesIn(qe, chassis, '整车三维模型')
    expect(uploaded).toMatchObject({ file_size: size, hash, version: 1 })
  }, 400_000)
})
