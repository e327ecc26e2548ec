import { expect } from 'chai'
import { shadowOf, waitFor } from '../../../test/support/dom'
import { axeViolations } from '../../ui/testing/axe'

/** A screen, the attributes it is mounted with, and a text that proves it drew the server's answer. */
export type ScreenShowing = [tag: string, attrs: string, shows: string]

/** One test per screen: mounted, it shows its text (no longer 加载中) and axe finds nothing on it. */
export function itShowsServerData(screens: ScreenShowing[], mount: (tag: string, attrs: string) => Promise<Element>): void {
  for (const [tag, attrs, shows] of screens) {
    it(`${tag} 显示服务端数据，axe 无问题`, async () => {
      const element = await mount(tag, attrs)
      const root = shadowOf(element)
      await waitFor(() => root.textContent?.includes(shows) && !root.textContent.includes('加载中'), `${tag} 显示“${shows}”`)
      expect(await axeViolations(element)).to.deep.equal([])
    })
  }
}
