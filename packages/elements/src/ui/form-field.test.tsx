import { expect } from 'chai'
import { useState } from 'react'
import { codeRule, textRule } from '@scm/core'
import { FormField } from './form-field'
import { Input } from './input'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, nameOf, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, press, type, typeInto } from './testing/user'

function CodeForm({ serverError }: { serverError?: string }) {
  const [code, setCode] = useState('')
  const [name, setName] = useState('')
  return (
    <form>
      <FormField label="编码" required rules={[...textRule({ required: true, max: 10, label: '编码' }), codeRule]} value={code} error={serverError}>
        <Input value={code} onValueChange={setCode} />
      </FormField>
      <FormField label="名称" rules={textRule({ max: 4 })} value={name}>
        <Input value={name} onValueChange={setName} />
      </FormField>
    </form>
  )
}

describe('FormField', () => {
  afterEach(cleanup)

  it('labels the control and marks it required with a star', async () => {
    const { shadow } = await renderInShadow(<CodeForm />)
    const code = getByRole(shadow, 'textbox', { name: /编码/ }) as HTMLInputElement
    expect(code.required).to.equal(true)
    expect(nameOf(code)).to.equal('编码') // the star is hidden from screen readers
    expect(shadow.textContent).to.contain('*编码')
  })

  it('checks on blur with core rules and shows the error under the field', async () => {
    const { shadow } = await renderInShadow(<CodeForm />)
    const code = getByRole(shadow, 'textbox', { name: '编码' })
    await click(code)
    await press('Tab')
    await waitFor(() => expect(shadow.textContent).to.contain('请输入编码'))

    await typeInto(code, 'A12')
    await press('Tab')
    await waitFor(() => expect(shadow.textContent).to.contain('编码只能为数字'))
    expect(code.getAttribute('aria-invalid')).to.equal('true')
    const describedBy = code.getAttribute('aria-describedby')!
    expect(shadow.getElementById(describedBy)!.textContent).to.equal('编码只能为数字')

    // fixing the value clears the message as soon as it is valid
    await click(code)
    await press('Control+a')
    await type('0012')
    await waitFor(() => expect(shadow.textContent).to.not.contain('编码只能为数字'))
    expect(code.hasAttribute('aria-invalid')).to.equal(false)
  })

  it('trims text on blur and counts the max length after trimming', async () => {
    const { shadow } = await renderInShadow(<CodeForm />)
    const name = getByRole(shadow, 'textbox', { name: '名称' }) as HTMLInputElement
    await typeInto(name, '  螺栓  ')
    await press('Tab')
    await waitFor(() => expect(name.value).to.equal('螺栓'))
    expect(shadow.textContent).to.not.contain('请输入4个字符以内的字符')
    await typeInto(name, '垫片螺母')
    await press('Tab')
    await waitFor(() => expect(shadow.textContent).to.contain('请输入4个字符以内的字符'))
  })

  it('shows an error given from outside (server refusal)', async () => {
    const { shadow } = await renderInShadow(<CodeForm serverError="编码已存在" />)
    const code = getByRole(shadow, 'textbox', { name: '编码' })
    expect(code.getAttribute('aria-invalid')).to.equal('true')
    expect(shadow.textContent).to.contain('编码已存在')
  })
})
