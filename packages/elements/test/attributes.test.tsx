import { expect } from 'chai'
import { defineElement, useElementHost } from '../src/runtime'
import './fixtures/fixture-form.element'
import { cleanup, mount, mountElement, nextEvent, settle, shadowOf, waitFor } from './support/dom'

// Attributes and properties reach the screen's props, with r2wc's quirks fixed by the wrapper.

interface FixtureState {
  pageSize: number
  readonly: boolean
  items: unknown[]
}

type FixtureForm = HTMLElement & { pageSize?: number; readonly?: boolean; items?: unknown; heading?: string }

function stateOf(element: Element): FixtureState {
  return JSON.parse(shadowOf(element).querySelector('output')!.textContent!) as FixtureState
}

function headingOf(element: Element): string {
  return shadowOf(element).querySelector('h2')!.textContent!
}

async function until(element: Element, check: (state: FixtureState) => boolean, what: string) {
  return waitFor(() => check(stateOf(element)), what)
}

describe('属性与特性', () => {
  afterEach(cleanup)

  it('字符串属性：设置、修改，删除后恢复默认值', async () => {
    const element = await mountElement('<scm-fixture-form heading="供应商订单"></scm-fixture-form>')
    expect(headingOf(element)).to.equal('供应商订单')
    element.setAttribute('heading', '收货单')
    await waitFor(() => headingOf(element) === '收货单', '标题更新')
    element.removeAttribute('heading')
    await waitFor(() => headingOf(element) === '测试表单', '标题恢复默认')
  })

  it('数字属性与数字特性；删除属性恢复默认值', async () => {
    const element = await mountElement<FixtureForm>('<scm-fixture-form page-size="20"></scm-fixture-form>')
    expect(stateOf(element).pageSize).to.equal(20)
    expect(element.pageSize).to.equal(20)
    element.pageSize = 50
    await until(element, (state) => state.pageSize === 50, '特性 pageSize = 50')
    element.setAttribute('page-size', '100')
    await until(element, (state) => state.pageSize === 100, '属性 page-size = 100')
    element.removeAttribute('page-size')
    await until(element, (state) => state.pageSize === 10, 'pageSize 恢复默认 10')
  })

  it('裸布尔属性为 true，"false" 为 false，删除后恢复 false', async () => {
    const element = await mountElement<FixtureForm>('<scm-fixture-form readonly></scm-fixture-form>')
    expect(stateOf(element).readonly).to.equal(true)
    expect(shadowOf(element).querySelector('input')!.readOnly).to.equal(true)
    element.setAttribute('readonly', 'false')
    await until(element, (state) => state.readonly === false, 'readonly="false"')
    element.setAttribute('readonly', '')
    await until(element, (state) => state.readonly === true, '裸属性 readonly')
    element.removeAttribute('readonly')
    await until(element, (state) => state.readonly === false, '删除 readonly')
  })

  it('JSON 属性与对象特性', async () => {
    const element = await mountElement<FixtureForm>(`<scm-fixture-form items='["螺栓","螺母"]'></scm-fixture-form>`)
    expect(stateOf(element).items).to.deep.equal(['螺栓', '螺母'])
    element.items = ['垫片']
    await until(element, (state) => state.items.length === 1 && state.items[0] === '垫片', '特性 items')
  })

  it('无效 JSON 不抛异常，而是发出 scm-error，元素继续工作', async () => {
    const element = await mountElement<FixtureForm>(`<scm-fixture-form items='["螺栓"]'></scm-fixture-form>`)
    const error = nextEvent<{ message: string }>(document, 'scm-error')
    element.setAttribute('items', '[不是 JSON')
    expect((await error).detail.message).to.equal('属性 items 不是有效的 JSON')
    expect((await error).target).to.equal(element)
    await until(element, (state) => state.items.length === 0, 'items 回到默认值')
    element.setAttribute('items', '["恢复"]')
    await until(element, (state) => state.items[0] === '恢复', '之后的有效 JSON 照常生效')
  })

  it('页面解析时就带着无效值的元素，进入页面后报告 scm-error', async () => {
    const errors: string[] = []
    const listener = (event: Event) => errors.push((event as CustomEvent<{ message: string }>).detail.message)
    document.addEventListener('scm-error', listener)
    try {
      await mountElement(`<scm-fixture-form page-size="很多" items="{坏"></scm-fixture-form>`)
      expect(errors).to.have.members(['属性 page-size 应为数字，收到“很多”', '属性 items 不是有效的 JSON'])
    } finally {
      document.removeEventListener('scm-error', listener)
    }
  })

  it('元素定义之前设置的特性在升级后生效', async () => {
    const container = mount('<scm-late-upgrade></scm-late-upgrade>')
    const early = container.firstElementChild as HTMLElement & { caption?: string }
    early.caption = '先设置的说明'
    function LateUpgrade({ caption = '默认' }: { caption?: string }) {
      return <p>{`${useElementHost().localName}:${caption}`}</p>
    }
    defineElement('scm-late-upgrade', LateUpgrade, {
      description: '测试升级前设置的特性',
      attributes: { caption: { type: 'string', description: '说明' } },
    })
    await waitFor(() => early.shadowRoot?.querySelector('p')?.textContent === 'scm-late-upgrade:先设置的说明', '升级后的内容')
    expect(early.caption).to.equal('先设置的说明')
  })

  it('重复定义同一标签不报错，沿用第一次的定义', async () => {
    const first = customElements.get('scm-fixture-form')
    const again = defineElement('scm-fixture-form', () => <p>另一个</p>, { description: '重复' })
    expect(again).to.equal(first)
    const element = await mountElement('<scm-fixture-form></scm-fixture-form>')
    await settle()
    expect(shadowOf(element).querySelector('form')).to.not.equal(null)
  })
})
