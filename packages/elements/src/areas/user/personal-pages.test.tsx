import './password-set.element'
import './personal.element'
import './downloads.element'
import { cleanup, mountElement } from '../../../test/support/dom'
import { API, tokensBefore } from '../../resource/testing/browser'
import { itShowsServerData, type ScreenShowing } from '../../resource/testing/screens'

// The personal pages (password, profile, my files) in Chromium against THE product server (under
// /scm-api): each one shows the server's data and axe finds nothing on it.

const tokens = tokensBefore('admin')
const mount = (tag: string) => mountElement(`<${tag} api-base="${API}" token="${tokens.admin}"></${tag}>`)

const SCREENS: ScreenShowing[] = [
  ['scm-password-set', '', '密码强度要求'],
  ['scm-personal', '', 'admin'],
  ['scm-downloads', '', '我的文件'],
]

describe('个人页面（真实服务端）', () => {
  afterEach(cleanup)

  itShowsServerData(SCREENS, mount)
})
