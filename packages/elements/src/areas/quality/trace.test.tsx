import { expect } from 'chai'
import './trace.element'
import './parts-traceability.element'
import './assembly-process-card.element'
import './check-infor-fault-query.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, button, tokensBefore, typeInto } from '../../resource/testing/browser'

// 整车追溯, 零部件追溯, 装配流程卡 and 生产过程查询 in Chromium against THE product server (/scm-api,
// seeded demo data): a delivered vehicle traced to its parts, one of its batches traced back to its
// vehicles by where-now; a supplier tracing his own batch without customers' names; a vehicle's flow
// card on the line; the fault statistics with their Pareto chart. No mocks.

const tokens = tokensBefore('qe01', 'sup1001')

async function apiGet<T>(path: string, token: string): Promise<T> {
  const answer = await fetch(`${API}${path}`, { headers: { Authorization: `Bearer ${token}` } })
  const envelope = (await answer.json()) as { Code: number; Msg: string; Data: T }
  if (envelope.Code !== 1) throw new Error(`${path}: ${envelope.Msg}`)
  return envelope.Data
}

type Row = Record<string, unknown>
const mount = (tag: string, user: string, extra = '') => mountElement(`<${tag} api-base="${API}" token="${tokens[user]}"${extra}></${tag}>`)
const region = (root: ShadowRoot, label: string) => root.querySelector(`[role="region"][aria-label="${label}"]`) ?? root.querySelector(`table[aria-label="${label}"]`)?.closest('div')
const rowsOf = (root: ShadowRoot, label: string) => [...(region(root, label)?.querySelectorAll('tbody tr') ?? [])].map((r) => r.textContent ?? '').filter((t) => !t.includes('暂无'))

/** A delivered demo vehicle and a sup1001 batch bound into it. */
async function deliveredWithBatch() {
  const list = await fetch(`${API}/api/QulFlowCard/GetList`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens.qe01}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ page: 1, rows: 50, location: '已交付' }),
  }).then((r) => r.json() as Promise<{ Data: { rows: Row[] } }>)
  for (const v of list.Data.rows) {
    const trace = await apiGet<{ parts: Row[] }>(`/api/QulTrace/ByVin?vin=${String(v.vin)}`, tokens.qe01!)
    const part = trace.parts.find((p) => p.supplyid === 1001 && !p.unbound_at)
    if (part) return { vin: String(v.vin), part }
  }
  throw new Error('演示数据中没有装有 sup1001 批次的已交付车辆')
}

describe('整车追溯 scm-trace / 零部件追溯 / 装配流程卡 / 生产过程查询（真实服务端）', () => {
  afterEach(cleanup)

  it('qe01 按车架号追溯到关键件与批次，点击批次反向追溯到全部车辆并按当前位置统计', async function () {
    const { vin, part } = await deliveredWithBatch()
    const root = shadowOf(await mount('scm-trace', 'qe01', ` vin="${vin}"`))
    const batchLink = await waitFor(() => [...root.querySelectorAll('button')].find((b) => b.textContent === part.rcv_no), '批次链接')
    expect(root.textContent).to.include(vin)
    expect(root.textContent).to.include(String(part.supply_name))
    batchLink.click()
    const all = await waitFor(() => [...root.querySelectorAll('button')].find((b) => /^全部 \d+$/.test(b.textContent ?? '')), '按位置统计')
    expect(Number(all.textContent!.split(' ')[1])).to.be.greaterThan(0)
    const reverse = root.querySelector('[aria-label="反向追溯"]')!
    await waitFor(() => [...reverse.querySelectorAll('tbody tr')].some((r) => r.textContent?.includes(vin)), '追溯车辆含该车')
    // the delivered vehicle's customer is shown to staff
    expect([...reverse.querySelectorAll('thead th')].some((th) => th.textContent?.includes('客户'))).to.equal(true)
    const delivered = [...reverse.querySelectorAll('button')].find((b) => /^已交付 \d+$/.test(b.textContent ?? ''))!
    delivered.click()
    await waitFor(() => {
      const rows = [...reverse.querySelectorAll('tbody tr')]
      return rows.length > 0 && rows.every((r) => r.textContent?.includes('已交付'))
    }, '只列已交付')
  })

  it('sup1001 零部件追溯：只能按本方批次，列出车辆但不显示客户', async function () {
    const { vin, part } = await deliveredWithBatch()
    const root = shadowOf(await mount('scm-parts-traceability', 'sup1001'))
    await waitFor(() => root.querySelector('input[aria-label="收货单号(批次)"]'), '批次输入框')
    expect([...root.querySelectorAll('[role="tab"]')].map((t) => t.textContent)).not.to.include('整车追溯')
    await typeInto(root.querySelector<HTMLInputElement>('input[aria-label="收货单号(批次)"]')!, String(part.rcv_no))
    button(root, '追溯').click()
    await waitFor(() => [...root.querySelectorAll('tbody tr')].some((r) => r.textContent?.includes(vin)), '本方批次的车辆')
    expect([...root.querySelectorAll('thead th')].some((th) => th.textContent?.includes('客户'))).to.equal(false)
  })

  it('qe01 装配流程卡：在线车辆显示关键工序、未绑定的关键件与操作', async function () {
    const root = shadowOf(await mount('scm-assembly-process-card', 'qe01', ' vin="LWJ1042H5S0001003"'))
    await waitFor(() => root.querySelector('[aria-label="流程卡 LWJ1042H5S0001003"]'), '流程卡')
    await waitFor(() => root.textContent?.includes('未绑定'), '未绑定的关键件')
    // the card's operations come with their own load, after the parts
    await waitFor(() => [...root.querySelectorAll('button')].some((b) => b.textContent === '下线检查'), '下线检查按钮')
    expect([...root.querySelectorAll('button')].some((b) => b.textContent === '绑定')).to.equal(true)
    await waitFor(() => rowsOf(root, '车辆列表').length > 0 || root.querySelectorAll('tbody tr').length > 3, '车辆列表')
  })

  it('qe01 下线检查：有未关闭的故障时被拒绝并说明故障单号', async function () {
    const root = shadowOf(await mount('scm-assembly-process-card', 'qe01', ' vin="LWJ1042H5S0001004"'))
    const card = await waitFor(() => root.querySelector('[aria-label="流程卡 LWJ1042H5S0001004"]'), '流程卡')
    await waitFor(() => [...card.querySelectorAll('button')].find((b) => b.textContent === '下线检查'), '下线检查按钮')
    button(card, '下线检查').click()
    const dialog = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"]'), '确认框')
    button(dialog, '确定').click()
    const alert = await waitFor(() => [...document.querySelectorAll('*')].flatMap((e) => (e.shadowRoot ? [...e.shadowRoot.querySelectorAll('[role="alert"]')] : [])).find((a) => a.textContent?.includes('未关闭的故障')), '拒绝消息')
    expect(alert.textContent).to.match(/下线不通过：.*未关闭的故障 GZ\d+/)
  })

  it('qe01 生产过程查询：按工位统计出帕累托表与图，点击分组回到该组故障', async function () {
    const root = shadowOf(await mount('scm-check-infor-fault-query', 'qe01', ' view="stats"'))
    await waitFor(() => root.querySelector('[data-chart="fault-pareto"]'), '帕累托图', 20_000)
    const first = await waitFor(() => root.querySelector<HTMLButtonElement>('[aria-label="故障统计"] tbody tr button'), '统计分组')
    first.click()
    await waitFor(() => root.querySelector('[role="tab"][aria-selected="true"]')?.textContent === '故障查询', '回到故障查询')
  })
})
