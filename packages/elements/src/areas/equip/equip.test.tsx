import { expect } from 'chai'
import { setViewport } from '@web/test-runner-commands'
import './equip-osip-log-add.element'
import './equip-main-item-wran.element'
import './equip-account.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { API, apiList, apiPost, button, rowTexts, tokensBefore, typeInto } from '../../resource/testing/browser'

// 设备 in Chromium against THE product server (/scm-api, seeded demo data): the technician's
// spot check on a phone-wide page (a value outside its limits raises a repair and the machine shows
// 维修), the reminders of his workshop only, and a machine's detail with its plans and QR label.

const tokens = tokensBefore('qe01', 'tech01')
type Row = Record<string, any>

/** A new compressor in 总装车间 (tech01's workshop), made through the API. */
async function newCompressor(name: string): Promise<Row> {
  const options = async (field: string) => (await (await fetch(`${API}/api/EquipAccount/RefOptions?field=${field}`, { headers: { Authorization: `Bearer ${tokens.qe01}` } })).json()).Data as { value: number; label: string }[]
  const type = (await options('type_id')).find((o) => o.label === '空压机')!.value
  const workshop = (await options('workshop_id')).find((o) => o.label === '总装车间')!.value
  return apiPost<Row>('/api/EquipAccount/Save', tokens.qe01!, { name, type_id: type, workshop_id: workshop, location: '空压站' })
}

describe('设备 scm-equip-*（真实服务端）', () => {
  afterEach(async () => {
    cleanup()
    await setViewport({ width: 1280, height: 800 })
  })

  it('tech01 在 375 像素的手机页面点检：测量值超限判为异常，生成维修记录，设备显示维修', async function () {
    await setViewport({ width: 375, height: 740 })
    const machine = await newCompressor('浏览器测试空压机')
    const root = shadowOf(await mountElement(`<scm-equip-osip-log-add api-base="${API}" token="${tokens.tech01}" record-id="${machine.id}"></scm-equip-osip-log-add>`))
    await waitFor(() => root.querySelector('[aria-label="点检项目 排气压力"]'), '点检项目')
    expect(root.textContent).to.include('浏览器测试空压机')
    expect(root.querySelector('[data-status="在用"]')).to.not.equal(null)
    // nothing wider than the phone
    const section = root.querySelector<HTMLElement>('section')!
    expect(section.scrollWidth).to.be.at.most(375)
    button(root, '提交点检').click()
    await waitFor(() => root.querySelector('[role="alert"]')?.textContent?.includes('请判定'), '逐项判定')
    for (const item of root.querySelectorAll<HTMLElement>('fieldset')) {
      const ok = [...item.querySelectorAll('button')].find((b) => b.textContent?.startsWith('正常'))!
      ok.click()
    }
    const value = await waitFor(() => root.querySelector<HTMLInputElement>('input[aria-label="排气压力 测量值"]'), '测量值输入')
    await typeInto(value, '0.45')
    value.blur()
    await waitFor(() => [...root.querySelectorAll('button')].find((b) => b.getAttribute('aria-pressed') === 'true'), '已判定')
    button(root, '提交点检').click()
    const result = await waitFor(() => root.querySelector('[aria-label="点检结果"]'), '点检结果')
    expect(result.textContent).to.include('异常')
    expect(result.textContent).to.match(/已生成维修记录 BY\d{12}/)
    await waitFor(() => root.querySelector('[data-status="维修"]'), '设备显示维修')
    expect(root.textContent).to.include('设备当前为“维修”，无需点检')
  })

  it('tech01 的保养提醒只有本车间，超期的写明多久并升级至车间主任', async function () {
    const all = await apiList('/api/EquipMainItemWran/GetList', tokens.qe01!, { page: 1, rows: 200 })
    expect(new Set((all.rows as Row[]).map((r) => r.workshop_name)).size).to.be.greaterThan(1)
    const root = shadowOf(await mountElement(`<scm-equip-main-item-wran api-base="${API}" token="${tokens.tech01}"></scm-equip-main-item-wran>`))
    await waitFor(() => rowTexts(root).length > 0 && rowTexts(root).some((t) => t.includes('超期')), '提醒行')
    expect(rowTexts(root).every((t) => t.includes('总装车间'))).to.equal(true)
    const overdue = root.querySelector<HTMLElement>('[data-status="超期"]')!
    expect(overdue.dataset.tone).to.equal('error')
    expect(rowTexts(root).find((t) => t.includes('超期'))).to.match(/超期\d+天|超出\d+小时/)
    expect(rowTexts(root).find((t) => t.includes('超期'))).to.include('钱卫东')
  })

  it('设备详情显示保养计划与二维码标签，链接打开该设备的点检页', async function () {
    const machine = await newCompressor('浏览器测试空压机二')
    const root = shadowOf(await mountElement(`<scm-equip-account api-base="${API}" token="${tokens.qe01}" record-id="${machine.id}"></scm-equip-account>`))
    const qr = await waitFor(() => root.querySelector<HTMLImageElement>('img[alt^="设备二维码"]'), '二维码')
    expect(qr.dataset.link).to.match(new RegExp(`/equip/equipOsipLogAdd\\?id=${machine.id}$`))
    await waitFor(() => root.querySelector('[aria-label="保养计划"]')?.textContent?.includes('空滤与油滤更换'), '保养计划')
    expect(root.querySelector('[aria-label="保养计划"]')!.textContent).to.include('1,000')
  })
})
