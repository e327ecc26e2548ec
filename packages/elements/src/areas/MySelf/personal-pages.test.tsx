import { expect } from 'chai'
import './password-set.element'
import './personal.element'
import './downloads.element'
import { cleanup, mountElement, shadowOf, waitFor } from '../../../test/support/dom'
import { axeViolations } from '../../ui/testing/axe'
import { API, tokensBefore } from '../../resource/testing/browser'

// The personal pages (password, profile, my files) in Chromium against THE product server (under
// /scm-api): each one shows the server's data and axe finds nothing on it.

const tokens = tokensBefore('admin')

/** Each screen with the text that proves it drew the server's answer. */
const SCREENS: [tag: string, shows: string][] = [
  ['scm-password-set', '密码强度要求'],
  ['scm-personal', 'admin'],
  ['scm-downloads', '我的文件'],
]

describe('个人页面（真实服务端）', () => {
  afterEach(cleanup)

  for (const [tag, shows] of SCREENS) {
    it(`${tag} 显示服务端数据，axe 无问题`, async () => {
      const element = await mountElement(`<${tag} api-base="${API}" token="${tokens.admin}"></${tag}>`)
      const root = shadowOf(element)
      await waitFor(() => root.textContent?.includes(shows) && !root.textContent.includes('加载中'), `${tag} 显示“${shows}”`, 10_000)
      expect(await axeViolations(element)).to.deep.equal([])
    })
  }
})
