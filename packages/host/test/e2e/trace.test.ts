// Production traceability end to end (issue 22 item 8), in Chromium against the running server: a
// vehicle goes on the line (装配流程卡) with a key part from a sup1001 batch that passed incoming
// inspection → qe01 records a process fault at a station charged to that batch → the offline check
// refuses the vehicle while the fault is open, saying so → qe01 raises the claim draft from the fault
// → tracing the batch (整车追溯) lists that vehicle and a delivered one with its customer → the kept
// snapshot still lists it after its part is replaced → sup1001 sees the fault and the claim, sup1002
// nothing.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiToken, call, launch, newPage, openScreen, panelOf, signIn } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launch()
})

afterAll(async () => {
  await browser?.close()
})

interface Row {
  [key: string]: unknown
}

const VIN = 'LWJ1042H5S0007001'

describe('production traceability: line → fault → refused check → claim → trace both ways → snapshot', () => {
  it('runs end to end, and sup1001 sees his fault and claim, sup1002 nothing', async () => {
    const [qeToken, s1Token, s2Token] = await Promise.all(['qe01', 'sup1001', 'sup1002'].map((u) => apiToken(u)))

    // ── a delivered demo vehicle holding a sup1001 batch that passed incoming inspection ─────────
    const delivered = (await call<{ rows: Row[] }>(qeToken, 'POST', '/api/QulFlowCard/GetList', { page: 1, rows: 50, location: '已交付' })).Data.rows
    let batch: Row | undefined
    let deliveredVin = ''
    for (const v of delivered) {
      const parts = (await call<{ parts: Row[] }>(qeToken, 'GET', `/api/QulTrace/ByVin?vin=${String(v.vin)}`)).Data.parts
      batch = parts.find((p) => p.supplyid === 1001 && p.verdict === '合格' && !p.unbound_at)
      if (batch) {
        deliveredVin = String(v.vin)
        break
      }
    }
    expect(batch, '演示数据：已交付车辆装有 sup1001 来料检验合格的批次').toBeTruthy()
    const model = String(delivered.find((v) => v.vin === deliveredVin)!.model)

    // ── qe01 puts a vehicle on the line in 装配流程卡 ───────────────────────────────────────────
    const quality = await newPage(browser)
    await signIn(quality.page, 'qe01')
    const cards = await openScreen(quality.page, '/QulManage/assembly_process_card')
    await cards.getByRole('button', { name: '整车上线' }).click()
    const build = quality.page.getByRole('dialog', { name: '整车上线' })
    await build.getByLabel('车架号(VIN)').fill(VIN)
    await build.getByLabel('车型').fill(model)
    await build.getByLabel('生产计划号').fill('PP202611-E2E')
    await build.getByLabel('发动机号').fill('E2611E2E01')
    await build.getByRole('button', { name: '确定' }).click()
    const card = cards.getByRole('region', { name: `流程卡 ${VIN}` })
    await card.waitFor()
    // one message at a time (spec §8): the next one shows once 车辆已上线 has gone
    const built = quality.page.getByRole('status').filter({ hasText: '车辆已上线' })
    await built.waitFor()
    await built.waitFor({ state: 'detached' })

    // every key process recorded; each key part bound (the sup1001 batch where it fits)
    const route = (await call<{ route: Row[] }>(qeToken, 'GET', `/api/QulFlowCard/GetCard?vin=${VIN}`)).Data.route
    let bindingAtFault = 0
    for (const line of route) {
      expect((await call(qeToken, 'POST', '/api/QulFlowCard/Record', { vin: VIN, route_line_id: line.id, result: '合格' })).Code).toBe(1)
      if (!line.mtr_id) continue
      const options = (await call<Row[]>(qeToken, 'GET', `/api/QulFlowCard/BatchOptions?mtr_id=${String(line.mtr_id)}`)).Data
      const lot = options.find((o) => o.id === batch!.rcv_line_id) ?? options[0]!
      const bound = await call<{ id: number }>(qeToken, 'POST', '/api/QulFlowCard/Bind', { vin: VIN, route_line_id: line.id, rcv_line_id: lot.id, serial_no: `E2E${String(line.seq)}` })
      expect(bound.Msg).toBe('已绑定')
      if (lot.id === batch!.rcv_line_id) bindingAtFault = bound.Data.id
    }
    expect(bindingAtFault).toBeGreaterThan(0)

    // ── qe01 records a process fault at the station, charged to that batch ──────────────────────
    const codes = (await call<{ value: number }[]>(qeToken, 'GET', '/api/QulProcessFault/RefOptions?field=fault_code_id')).Data
    const fault = await call<{ id: number }>(qeToken, 'POST', '/api/QulProcessFault/Save', {
      vin: VIN,
      station_id: route[0]!.station_id,
      fault_code_id: codes[0]!.value,
      description: '端到端：装配后渗漏',
      resp_type: '供应商',
      binding_id: bindingAtFault,
    })
    expect(fault.Code).toBe(1)
    const faultNo = String((await call<{ header: Row }>(qeToken, 'GET', `/api/QulProcessFault/GetDetail?id=${fault.Data.id}`)).Data.header.fault_no)

    // ── the offline check refuses the vehicle while the fault is open, saying which ─────────────
    await card.getByRole('button', { name: '下线检查' }).click()
    await quality.page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click()
    await expect.poll(() => quality.page.getByRole('alert').first().innerText()).toContain(`未关闭的故障 ${faultNo}`)
    expect((await call<{ vehicle: Row }>(qeToken, 'GET', `/api/QulTrace/ByVin?vin=${VIN}`)).Data.vehicle.location).toBe('在线')

    // ── qe01 raises the claim draft from the fault (生产过程) ───────────────────────────────────
    await quality.page.goto(`/QulManage/check_infor_fault_dtl?id=${fault.Data.id}`)
    await panelOf(quality.page, '/QulManage/check_infor_fault_dtl').waitFor()
    await quality.page.locator('[role="dialog"]:has([data-document="QulProcessFault"])').getByRole('button', { name: '发起索赔' }).click()
    await quality.page.waitForURL((url) => url.pathname === '/QulManage/claimDem')
    const claims = (await call<{ rows: Row[] }>(qeToken, 'POST', '/api/QulClaim/GetList', { filters: { source_no: { op: 'contains', value: faultNo } } })).Data.rows
    expect(claims).toHaveLength(1)
    expect(claims[0]).toMatchObject({ source: '生产过程', status: '草稿', supplyid: 1001 })
    expect((await call(qeToken, 'POST', '/api/QulClaim/Publish', { id: claims[0]!.id })).Code).toBe(1)

    // ── tracing the batch lists this vehicle and the delivered one with its customer ────────────
    const trace = await openScreen(quality.page, '/QulManage/trace')
    await trace.getByRole('tab', { name: '批次/计划追溯' }).click()
    const reverse = trace.getByRole('region', { name: '反向追溯' })
    await reverse.getByLabel('收货单号(批次)').fill(String(batch!.rcv_no))
    await reverse.getByLabel('零件编码').fill(String(batch!.mtr_code))
    await reverse.getByRole('button', { name: '追溯', exact: true }).click()
    await reverse.locator('tbody tr').filter({ hasText: VIN }).waitFor()
    const deliveredRow = reverse.locator('tbody tr').filter({ hasText: deliveredVin })
    await deliveredRow.waitFor()
    const customer = (await call<{ vehicle: Row }>(qeToken, 'GET', `/api/QulTrace/ByVin?vin=${deliveredVin}`)).Data.vehicle.customer_name
    expect(customer).toBeTruthy()
    expect(await deliveredRow.innerText()).toContain(String(customer))
    await reverse.getByRole('button', { name: /^在线 \d+$/ }).waitFor()

    // ── kept as a snapshot, which still lists the vehicle after its part is replaced ────────────
    await reverse.getByLabel('快照名称').fill('端到端召回范围')
    await reverse.getByRole('button', { name: '保存快照' }).click()
    await expect.poll(async () => (await call<Row[]>(qeToken, 'GET', '/api/QulTrace/Snapshots')).Data.map((s) => s.name)).toContain('端到端召回范围')
    const options = (await call<Row[]>(qeToken, 'GET', `/api/QulFlowCard/BatchOptions?mtr_id=${String(route.find((l) => l.mtr_code === batch!.mtr_code)!.mtr_id)}`)).Data
    const other = options.find((o) => o.id !== batch!.rcv_line_id)
    const replaced = await call(qeToken, 'POST', '/api/QulFlowCard/Unbind', { binding_id: bindingAtFault, reason: '端到端：渗漏换件', replace: { serial_no: 'E2E-NEW', rcv_line_id: other?.id } })
    expect(replaced.Msg).toBe('已更换')
    const now = (await call<{ rows: Row[] }>(qeToken, 'POST', '/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: batch!.rcv_line_id, page: 1, rows: 500 })).Data.rows
    expect(now.map((r) => r.vin)).not.toContain(VIN)
    await trace.getByRole('tab', { name: '追溯快照' }).click()
    const snapshots = trace.getByRole('region', { name: '追溯快照' })
    await snapshots.getByRole('button', { name: '端到端召回范围' }).click()
    await snapshots.locator('tbody tr').filter({ hasText: VIN }).waitFor()

    // ── sup1001 sees the fault charged to him and the claim; sup1002 sees neither ───────────────
    const supplier = await newPage(browser)
    await signIn(supplier.page, 'sup1001')
    const own = await openScreen(supplier.page, '/QulManage/check_infor_fault_dtl')
    await own.locator('tbody tr').filter({ hasText: faultNo }).first().waitFor()
    const ownClaims = (await call<{ rows: Row[] }>(s1Token, 'POST', '/api/QulClaim/GetList', { filters: { source_no: { op: 'contains', value: faultNo } } })).Data.rows
    expect(ownClaims).toHaveLength(1)
    const otherFaults = (await call<{ rows: Row[] }>(s2Token, 'POST', '/api/QulProcessFault/GetList', { searchKey: faultNo })).Data.rows
    expect(otherFaults).toHaveLength(0)
    const otherClaims = (await call<{ rows: Row[] }>(s2Token, 'POST', '/api/QulClaim/GetList', { filters: { source_no: { op: 'contains', value: faultNo } } })).Data.rows
    expect(otherClaims).toHaveLength(0)
    expect((await call<{ total: number }>(s2Token, 'POST', '/api/QulTrace/GetVehicles', { by: 'batch', rcv_line_id: batch!.rcv_line_id, page: 1, rows: 10 })).Data.total).toBe(0)
  }, 240_000)
})
