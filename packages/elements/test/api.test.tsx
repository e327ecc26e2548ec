import { expect } from 'chai'
import { messages } from '@scm/core'
import './fixtures/fixture-form.element'
import { cleanup, mountElement, nextEvent, settle, shadowOf, waitFor, WAIT_MS } from './support/dom'

// `api-base` and `token` configure the element's API client; without them it falls back to the
// page's runtime configuration and the session token. Calls go to a small test API served by
// the test runner (see test/support/wtr-plugins.ts).

declare global {
  // eslint-disable-next-line no-var
  var SCM_CONFIG: { apiBase?: string } | undefined
}

function buttonNamed(root: ShadowRoot, name: string): HTMLButtonElement {
  return [...root.querySelectorAll('button')].find((button) => button.textContent === name)!
}

/** Clicks 调用接口 and answers what the call answered (the next answer, even one like the last). */
async function callApi(element: Element): Promise<string> {
  const root = shadowOf(element)
  const answer = root.querySelector('[data-part="answer"]')!
  const before = Number(answer.getAttribute('data-answered'))
  buttonNamed(root, '调用接口').click()
  await waitFor(() => Number(answer.getAttribute('data-answered')) > before, '接口应答')
  return answer.textContent ?? ''
}

describe('api-base 与 token', () => {
  afterEach(() => {
    cleanup()
    sessionStorage.clear()
    localStorage.removeItem('apiBase')
    globalThis.SCM_CONFIG = undefined
    messages.dismiss()
  })

  it('属性上的 api-base 与 token 用于请求', async () => {
    const element = await mountElement('<scm-fixture-form api-base="/fixture-api" token="first-token"></scm-fixture-form>')
    expect(await callApi(element)).to.equal('/fixture-api/echo|Bearer first-token')
    element.setAttribute('token', 'second-token')
    // the element renders the new attribute in a task of its own (late on a loaded machine): the
    // calls use the new token from then on
    let answer = ''
    for (const until = Date.now() + WAIT_MS; Date.now() < until; await settle()) {
      answer = await callApi(element)
      if (answer.endsWith('second-token')) break
    }
    expect(answer).to.equal('/fixture-api/echo|Bearer second-token')
  })

  it('没有属性时使用页面运行配置与会话令牌', async () => {
    globalThis.SCM_CONFIG = { apiBase: '/fixture-api' }
    sessionStorage.setItem('token', 'session-token')
    const element = await mountElement('<scm-fixture-form></scm-fixture-form>')
    expect(await callApi(element)).to.equal('/fixture-api/echo|Bearer session-token')
  })

  it('401 时发出 scm-unauthorized、提示登录失效，页面不刷新', async () => {
    const marker = Symbol.for('scm.test.same-page')
    ;(window as unknown as Record<symbol, boolean>)[marker] = true
    sessionStorage.setItem('token', 'old-token')
    const element = await mountElement('<scm-fixture-form api-base="/fixture-api" echo-path="/expired"></scm-fixture-form>')
    const unauthorized = nextEvent(document, 'scm-unauthorized')
    buttonNamed(shadowOf(element), '调用接口').click()
    expect((await unauthorized).target).to.equal(element)
    expect(messages.current()?.text).to.equal('登录失效，请登录')
    expect(sessionStorage.getItem('token')).to.equal(null)
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect((window as unknown as Record<symbol, boolean>)[marker]).to.equal(true)
  })
})
