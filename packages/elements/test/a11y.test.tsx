import { expect } from 'chai'
import axe from 'axe-core'
import './fixtures/fixture-form.element'
import { cleanup, mountElement } from './support/dom'

// axe-core (which walks into open shadow roots) finds nothing wrong with a fixture form.

describe('无障碍', () => {
  afterEach(cleanup)

  it('axe 在测试表单上没有发现问题', async () => {
    const element = await mountElement('<scm-fixture-form readonly items=\'["螺栓"]\'></scm-fixture-form>')
    const result = await axe.run(element, { resultTypes: ['violations'] })
    const problems = result.violations.map((violation) => `${violation.id}: ${violation.help}`)
    expect(problems).to.deep.equal([])
  })
})
