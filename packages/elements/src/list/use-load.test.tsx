import { expect } from 'chai'
import type { ApiClient } from '@scm/core'
import { ElementContext } from '../runtime/context'
import { afterEach, describe, it } from '../ui/testing/mocha'
import { waitFor } from '../ui/testing/queries'
import { cleanup, renderInShadow } from '../ui/testing/render'
import { useLoad } from './use-load'

// The load hook across a change of key: `data` keeps the last key's answer until the new one is
// in, `current` is only ever the answer to the key asked now; a slow answer to an older key is dropped.

/** A read whose answers the test hands out: `answer(id)` resolves the pending read of that id. */
function heldApi() {
  const pending = new Map<string, (value: string) => void>()
  const api = { get: (_path: string, o: { query: { id: string } }) => new Promise<string>((resolve) => pending.set(o.query.id, resolve)) }
  const answer = (id: string) => waitFor(() => expect(pending.has(id)).to.equal(true)).then(() => pending.get(id)!(`记录${id}`))
  return { api: api as unknown as ApiClient, answer }
}

function Shown({ id }: { id: string | null }) {
  const loaded = useLoad((api) => api.get<string>('/api/Parts/GetDetail', { query: { id } }), id)
  return (
    <p>
      <span data-testid="data">{loaded.data ?? '无'}</span>
      <span data-testid="current">{loaded.current ?? '无'}</span>
    </p>
  )
}

const text = (shadow: ShadowRoot, id: string) => shadow.querySelector(`[data-testid="${id}"]`)!.textContent

describe('useLoad（单次读取）', () => {
  afterEach(() => cleanup())

  it('换键后 data 保留上一键的答复，current 只给当前键的答复', async () => {
    const { api, answer } = heldApi()
    const host = document.createElement('div')
    const shadowRoot = host.attachShadow({ mode: 'open' })
    const ui = (id: string | null) => (
      <ElementContext.Provider value={{ api, host, shadowRoot }}>
        <Shown id={id} />
      </ElementContext.Provider>
    )
    const { shadow, rerender } = await renderInShadow(ui('1'))
    await answer('1')
    await waitFor(() => expect(text(shadow, 'current')).to.equal('记录1'))
    expect(text(shadow, 'data')).to.equal('记录1')

    rerender(ui('2'))
    await waitFor(() => expect(text(shadow, 'current')).to.equal('无'))
    expect(text(shadow, 'data')).to.equal('记录1')
    rerender(ui('3'))
    await answer('3')
    await waitFor(() => expect(text(shadow, 'current')).to.equal('记录3'))
    // the answer to 2 comes late: dropped
    await answer('2')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect([text(shadow, 'data'), text(shadow, 'current')]).to.deep.equal(['记录3', '记录3'])

    rerender(ui(null))
    await waitFor(() => expect([text(shadow, 'data'), text(shadow, 'current')]).to.deep.equal(['无', '无']))
  })
})
