import { expect } from 'chai'
import './file-manage.element'
import './recycle.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, hasButton, rowTexts, tokensBefore } from '../../resource/testing/browser'

// <scm-file-manage> and <scm-file-recycle> in Chromium against THE product server (/scm-api, seeded
// demo data): the buttons follow the caller's rights per type (a technician previews drawings but
// has no 下载); a PDF preview opens inline; the bin lists who deleted what. No mocks.

const tokens = tokensBefore('qe01', 'tech01')
const mount = (tag: string, user: string) => mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"></${tag}>`)

describe('文件管理 scm-file-manage（真实服务端）', () => {
  afterEach(() => cleanup())

  it('qe01 看到全部文件类型，选中文件夹列出当前版本，可上传、下载、预览、查看版本', async function () {
    const element = await mount('scm-file-manage', 'qe01')
    const root = shadowOf(element)
    const tree = await waitFor(() => root.querySelector('[aria-label="文件类型与文件夹"]'), '文件类型树')
    await waitFor(() => tree.textContent?.includes('技术标准'), '四个文件类型')
    for (const name of ['产品图纸', '工艺文件', '质量记录']) expect(tree.textContent).to.contain(name)
    const folder = await waitFor(() => [...tree.querySelectorAll<HTMLElement>('[data-part="item"], [role="treeitem"]')].find((n) => n.textContent?.trim().startsWith('底盘')), '文件夹 底盘')
    folder.click()
    await waitFor(() => rowTexts(root).some((t) => t.includes('前桥总成装配图.pdf')), '底盘的文件')
    await waitFor(() => hasButton(root, '上传文件'), '按钮 上传文件')
    expect(root.querySelector('[aria-label="下载 前桥总成装配图.pdf"]')).to.not.equal(null)
    root.querySelector<HTMLButtonElement>('[aria-label="版本 前桥总成装配图.pdf"]')!.click()
    await waitFor(() => root.querySelector('[aria-label="版本列表"] tbody tr'), '版本列表')
    expect(root.querySelector('[aria-label="版本列表"]')!.textContent).to.contain('当前版本')
  })

  it('tech01 只有预览权：有“预览”无“下载”，PDF 在对话框内嵌显示', async function () {
    const element = await mount('scm-file-manage', 'tech01')
    const root = shadowOf(element)
    const tree = await waitFor(() => root.querySelector('[aria-label="文件类型与文件夹"]'), '文件类型树')
    await waitFor(() => tree.textContent?.includes('工艺文件'), '可查看的文件类型')
    expect(tree.textContent).to.not.contain('技术标准')
    await waitFor(() => rowTexts(root).some((t) => t.includes('图纸编号规则.txt')), '产品图纸根目录的文件')
    const folder = await waitFor(() => [...tree.querySelectorAll<HTMLElement>('[data-part="item"], [role="treeitem"]')].find((n) => n.textContent?.trim().startsWith('底盘')), '文件夹 底盘')
    folder.click()
    const preview = await waitFor(() => root.querySelector<HTMLButtonElement>('[aria-label="预览 前桥总成装配图.pdf"]'), '预览按钮')
    expect(root.querySelector('[aria-label="下载 前桥总成装配图.pdf"]')).to.equal(null)
    expect(hasButton(root, '上传文件')).to.equal(false)
    preview.click()
    const frame = await waitFor(() => root.querySelector<HTMLIFrameElement>('iframe[title="预览 前桥总成装配图.pdf"]'), '内嵌预览')
    expect(frame.src.startsWith('blob:')).to.equal(true)
  })
})

describe('回收站 scm-file-recycle（真实服务端）', () => {
  afterEach(() => cleanup())

  it('qe01 看到删除人、删除时间与原位置，可恢复与彻底删除', async function () {
    const element = await mount('scm-file-recycle', 'qe01')
    const root = shadowOf(element)
    await waitFor(() => rowTexts(root).some((t) => t.includes('旧版点焊参数表.txt')), '回收站中的文件')
    const row = rowTexts(root).find((t) => t.includes('旧版点焊参数表.txt'))!
    expect(row).to.contain('陈晓雯')
    expect(row).to.contain('工艺文件 / 焊装车间')
    expect(row).to.match(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/)
    expect(root.querySelector('[aria-label="恢复 旧版点焊参数表.txt"]')).to.not.equal(null)
    expect(root.querySelector('[aria-label="彻底删除 旧版点焊参数表.txt"]')).to.not.equal(null)
  })
})
