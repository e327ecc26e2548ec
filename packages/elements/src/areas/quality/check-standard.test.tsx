import { expect } from 'chai'
import './check-standard.element'
import './standard-add.element'
import './standard-detail.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, hasButton, rowTexts, tokensBefore } from '../../resource/testing/browser'

// 检验标准 (scm-check-standard, scm-standard-add, scm-standard-detail) in Chromium against the
// product server's demo data: versions and statuses in the list, 修订 on an approved standard,
// the editor with the sampling defaults, the detail by id.

const tokens = tokensBefore('qe01')
const mount = (tag: string, extra = '') => mountElement(`<${tag} api-base="${API}" token="${tokens.qe01}"${extra}></${tag}>`)

describe('检验标准（单据套件，真实服务端）', () => {
  afterEach(cleanup)

  it('qe01 sees the standards with their versions and statuses, and 修订 on approved ones', async function () {
    const root = shadowOf(await mount('scm-check-standard', ' page-size="50"'))
    await waitFor(() => rowTexts(root).some((t) => t.includes('已替代')), '列表中有已替代的版本')
    const texts = rowTexts(root).join('\n')
    for (const s of ['已批准', '草稿', '审批中']) expect(texts).to.include(s)
    expect(texts).to.match(/JB\d{12}/)
    await waitFor(() => hasButton(root, '修订'), '已批准的行可修订')
    await waitFor(() => hasButton(root, '新增'), '按钮 新增')
  })

  it('新增检验基准 opens the editor with level II and AQL 1.0', async function () {
    const root = shadowOf(await mount('scm-standard-add'))
    await waitFor(() => root.textContent?.includes('新增检验标准'), '新增标题')
    await waitFor(() => root.querySelector('[data-editing]'), '编辑器')
    expect(root.textContent).to.include('检验项目')
    expect(root.textContent).to.include('II')
  })

  it('检验基准详情 with an id shows that standard; without one, the list', async function () {
    const approved = (await apiList('/api/QulStandard/GetList', tokens.qe01!, { rows: 50 })).rows.find((r) => r.status === '已批准')!
    const root = shadowOf(await mount('scm-standard-detail', ` id="${String(approved.id)}"`))
    await waitFor(() => root.textContent?.includes(String(approved.standard_no)), '详情显示标准编号')
    await waitFor(() => hasButton(root, '修订'), '已批准的标准可修订')
    cleanup()
    const list = shadowOf(await mount('scm-standard-detail'))
    await waitFor(() => rowTexts(list).some((t) => t.includes('JB')), '无 id 时列出检验标准')
  })
})
