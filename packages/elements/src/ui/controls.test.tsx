import { expect } from 'chai'
import { useState } from 'react'
import { Checkbox } from './checkbox'
import { NumberInput } from './number-input'
import { Switch } from './switch'
import { Tabs } from './tabs'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, press, typeInto } from './testing/user'
import { Textarea } from './textarea'

function Quantity({ values }: { values: (number | null)[] }) {
  const [value, setValue] = useState<number | null>(1)
  return (
    <NumberInput
      aria-label="数量"
      value={value}
      min={0}
      max={10}
      precision={2}
      onValueChange={(v) => {
        values.push(v)
        setValue(v)
      }}
    />
  )
}

describe('NumberInput', () => {
  afterEach(cleanup)

  it('steps with the + / − buttons and the arrow keys within min and max', async () => {
    const values: (number | null)[] = []
    const { shadow } = await renderInShadow(<Quantity values={values} />)
    await click(getByRole(shadow, 'button', { name: '增加' }))
    await waitFor(() => expect(values.at(-1)).to.equal(2))
    const box = getByRole(shadow, 'spinbutton', { name: '数量' }) as HTMLInputElement
    box.focus()
    await press('ArrowDown')
    await press('ArrowDown')
    await press('ArrowDown')
    await waitFor(() => expect(values.at(-1)).to.equal(0))
    expect(box.getAttribute('aria-valuemin')).to.equal('0')
  })

  it('takes typed decimals and gives null when emptied', async () => {
    const values: (number | null)[] = []
    const { shadow } = await renderInShadow(<Quantity values={values} />)
    const box = getByRole(shadow, 'spinbutton', { name: '数量' }) as HTMLInputElement
    await click(box)
    await press('Control+a')
    await press('Backspace')
    await waitFor(() => expect(values.at(-1)).to.equal(null))
    await typeInto(box, '2.5')
    await waitFor(() => expect(values.at(-1)).to.equal(2.5))
  })
})

describe('Checkbox, Switch, Textarea, Tabs', () => {
  afterEach(cleanup)

  it('toggles a checkbox and a switch by click and Space', async () => {
    function Flags() {
      const [agree, setAgree] = useState(false)
      const [on, setOn] = useState(true)
      return (
        <>
          <Checkbox label="启用" checked={agree} onCheckedChange={setAgree} />
          <Switch label="禁止登录" checked={on} onCheckedChange={setOn} />
        </>
      )
    }
    const { shadow } = await renderInShadow(<Flags />)
    const box = getByRole(shadow, 'checkbox', { name: '启用' }) as HTMLInputElement
    await click(shadow.querySelector('[data-scope=checkbox][data-part=control]')!)
    await waitFor(() => expect(box.checked).to.equal(true))
    const toggle = getByRole(shadow, 'switch', { name: '禁止登录' }) as HTMLInputElement
    expect(toggle.checked).to.equal(true)
    toggle.focus()
    await press('Space')
    await waitFor(() => expect(toggle.checked).to.equal(false))
  })

  it('trims a textarea on blur', async () => {
    function Remark() {
      const [text, setText] = useState('')
      return <Textarea aria-label="备注" value={text} onValueChange={setText} />
    }
    const { shadow } = await renderInShadow(<Remark />)
    const area = getByRole(shadow, 'textbox', { name: '备注' }) as HTMLTextAreaElement
    await typeInto(area, '  急件  ')
    await press('Tab')
    await waitFor(() => expect(area.value).to.equal('急件'))
  })

  it('switches tabs with the arrow keys and keeps each panel mounted', async () => {
    const { shadow } = await renderInShadow(
      <Tabs
        aria-label="订单"
        items={[
          { value: 'open', label: '未确认', content: <input aria-label="未确认搜索" /> },
          { value: 'done', label: '已确认', content: <p>已确认订单</p> },
        ]}
      />,
    )
    const first = getByRole(shadow, 'tab', { name: '未确认' })
    expect(first.getAttribute('aria-selected')).to.equal('true')
    first.focus()
    await press('ArrowRight')
    await waitFor(() => expect(getByRole(shadow, 'tab', { name: '已确认' }).getAttribute('aria-selected')).to.equal('true'))
    // the panel swap follows the selection by a frame
    await waitFor(() => expect(getByRole(shadow, 'tabpanel').textContent).to.equal('已确认订单'))
    expect(shadow.querySelector('input[aria-label=未确认搜索]')).to.not.equal(null)
  })
})
