import { expect } from 'chai'
import { cleanup, FIXTURE_DIST as DIST, mount, nextEvent, requireFixtureBuild, shadowOf, waitFor } from './support/dom'

// The built output (scripts/build.ts run on the fixtures by `npm run test:browser`), loaded as a
// page would: one <script type="module" src=".../autoload.js">, tags in the page. This file
// imports no React itself, so every React on the page comes from the build.

interface DevtoolsHook {
  renderers: unknown[]
}

// react-dom announces itself to this hook once per copy when it loads
const hook: DevtoolsHook & Record<string, unknown> = {
  renderers: [],
  supportsFiber: true,
  inject(renderer: unknown) {
    hook.renderers.push(renderer)
    return hook.renderers.length
  },
  onCommitFiberRoot() {},
  onCommitFiberUnmount() {},
  checkDCE() {},
}
;(window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook

function loadedFiles(): string[] {
  return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => entry.initiatorType !== 'fetch') // the test's own checks, not module loads
    .map((entry) => new URL(entry.name).pathname)
    .filter((path) => path.startsWith(DIST))
    .map((path) => path.slice(DIST.length + 1))
}

async function whenReady(tag: string): Promise<Element> {
  let element: Element | null = null
  const ready = nextEvent(document, 'scm-ready', { filter: (event) => event.target === element })
  element = mount(`<${tag}></${tag}>`).firstElementChild
  await ready
  return element!
}

describe('构建产物', () => {
  before(requireFixtureBuild)
  after(cleanup)

  it('autoload.js 在标签出现时加载元素，两个元素只加载一份 React', async () => {
    const autoload = document.createElement('script')
    autoload.type = 'module'
    autoload.src = `${DIST}/autoload.js`
    document.head.append(autoload)
    await waitFor(() => loadedFiles().includes('autoload.js'), '加载 autoload.js')
    await new Promise((resolve) => setTimeout(resolve, 100))
    // no tag in the page yet: no element chunk fetched
    expect(loadedFiles().filter((file) => file.startsWith('elements/'))).to.deep.equal([])

    const form = await whenReady('scm-fixture-form')
    expect(shadowOf(form).querySelector('form')).to.not.equal(null)
    expect(loadedFiles()).to.include('elements/scm-fixture-form.js')
    expect(loadedFiles()).to.not.include('elements/scm-fixture-overlays.js')

    // a tag added later is found by the autoloader's observer
    const overlays = await whenReady('scm-fixture-overlays')
    expect(shadowOf(overlays).querySelector('button')).to.not.equal(null)

    const files = loadedFiles()
    expect(hook.renderers).to.have.length(1)
    expect(new Set(files).size).to.equal(files.length) // every file fetched once
    expect(files.some((file) => file.startsWith('chunks/styles-'))).to.equal(true)
  })

  it('两个元素共享同一个样式表', async () => {
    const [form, overlays] = [document.querySelector('scm-fixture-form')!, document.querySelector('scm-fixture-overlays')!]
    expect(shadowOf(form).adoptedStyleSheets[0]).to.equal(shadowOf(overlays).adoptedStyleSheets[0])
    expect(getComputedStyle(shadowOf(form).querySelector('h2')!).color).to.equal('rgb(106, 27, 154)')
  })

  it('custom-elements.json 记录契约', async () => {
    const manifest = await (await fetch(`${DIST}/custom-elements.json`)).json()
    const declarations = manifest.modules.flatMap((module: { declarations: unknown[] }) => module.declarations)
    const form = declarations.find((declaration: { tagName: string }) => declaration.tagName === 'scm-fixture-form')
    expect(form.description).to.equal('测试用表单元素（非产品界面）')
    const pageSize = form.attributes.find((attribute: { name: string }) => attribute.name === 'page-size')
    expect(pageSize).to.deep.include({ fieldName: 'pageSize', default: '10', description: '每页条数' })
    expect(pageSize.type).to.deep.equal({ text: 'number' })
    const names = form.attributes.map((attribute: { name: string }) => attribute.name)
    expect(names).to.include.members(['heading', 'readonly', 'items', 'echo-path', 'api-base', 'token'])
    const events = form.events.map((event: { name: string }) => event.name)
    expect(events).to.include.members(['scm-ready', 'scm-error', 'scm-unauthorized', 'scm-change', 'scm-navigate', 'scm-title'])
    expect(form.cssProperties).to.deep.equal([{ name: '--scm-fixture-accent', description: '标题颜色' }])
  })
})
