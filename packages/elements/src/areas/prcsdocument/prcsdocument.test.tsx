import { expect } from 'chai'
import './prcsdocument.element'
import './prcsdocroute.element'
import './prcsdocrouteview.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, button, hasButton, rowTexts, tokensBefore } from '../../resource/testing/browser'

// 作业指导书 (scm-prcsdocument in its three views, scm-prcsdocroute, scm-prcsdocrouteview) in Chromium
// against the product server's demo data.

const tokens = tokensBefore('proc01', 'qe01', 'opr02')
const mount = (tag: string, user: string, extra = '') => mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"${extra}></${tag}>`)

describe('作业指导书（真实服务端）', () => {
  afterEach(cleanup)

  it('upload view: every version, 新增 and 修订 for the process engineer', async function () {
    const root = shadowOf(await mount('scm-prcsdocument', 'proc01', ' view="prcsdocumentmag" page-size="50"'))
    await waitFor(() => rowTexts(root).some((t) => t.includes('WI-010604-01')), '草稿在上传视图')
    const texts = rowTexts(root).join('\n')
    expect(texts).to.include('待审核')
    expect(texts).to.include('已发布')
    await waitFor(() => hasButton(root, '新增'), '按钮 新增')
    await waitFor(() => hasButton(root, '修订'), '按钮 修订')
  })

  it('publish view: audited and published versions, the readers of a published one', async function () {
    const root = shadowOf(await mount('scm-prcsdocument', 'proc01', ' view="prcsdocumentPublishtmag" page-size="50"'))
    await waitFor(() => rowTexts(root).some((t) => t.includes('已审核')), '已审核在发布视图')
    expect(rowTexts(root).join('\n')).to.include('已发布')
    expect(rowTexts(root).join('\n')).not.to.include('草稿')
    expect(hasButton(root, '新增')).to.equal(false)
    const published = (await apiList('/api/prcsdocument/GetList', tokens.proc01!, { rows: 50, filters: { code: { op: 'eq', value: 'WI-010601-01' }, status: { op: 'eq', value: '已发布' } } })).rows[0]!
    cleanup()
    const detail = shadowOf(await mount('scm-prcsdocument', 'proc01', ` view="prcsdocumentPublishtmag" record-id="${String(published.id)}"`))
    await waitFor(() => detail.textContent?.includes('阅读确认'), '阅读确认面板')
    expect(detail.textContent).to.include('许强')
  })

  it('audit view: the quality engineer approves his step', async function () {
    const review = (await apiList('/api/prcsdocument/GetList', tokens.qe01!, { rows: 50, filters: { status: { op: 'eq', value: '待审核' } } })).rows[0]!
    const root = shadowOf(await mount('scm-prcsdocument', 'qe01', ` view="prcsdocumentAuditmag" record-id="${String(review.id)}"`))
    await waitFor(() => hasButton(root, '同意'), '审核按钮')
    await waitFor(() => hasButton(root, '驳回'), '按钮 驳回')
  })

  it('routes: processes at stations with the instruction in force and the version in review', async function () {
    const root = shadowOf(await mount('scm-prcsdocroute', 'proc01'))
    await waitFor(() => rowTexts(root).some((t) => t.includes('WI-010601-01')), '工序显示在用指导书')
    const line = rowTexts(root).find((t) => t.includes('WI-010601-01'))!
    expect(line).to.include('第2版')
    expect(line).to.include('第3版')
  })

  it('material file view: the operator sees v2 in force while v3 is in review, and confirms reading', async function () {
    const root = shadowOf(await mount('scm-prcsdocrouteview', 'opr02'))
    await waitFor(() => root.textContent?.includes('待我确认阅读'), '待确认列表')
    const inForce = () => [...root.querySelectorAll('section[aria-label="在用作业指导书"] tbody tr')].map((r) => r.textContent ?? '')
    await waitFor(() => inForce().some((t) => t.includes('WI-010601-01')), '在用列表')
    expect(inForce().find((t) => t.includes('WI-010601-01'))).to.include('第3版待审核')
    button(root, '确认阅读 WI-010601-01 第2版').click()
    await waitFor(() => !root.textContent?.includes('待我确认阅读'), '确认后离开待确认列表')
  })
})
