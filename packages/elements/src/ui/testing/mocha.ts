// Mocha's globals as @web/test-runner provides them, typed here so the kit's tests need no global
// type package.
type Body = () => void | Promise<void>
interface MochaGlobals {
  describe: (name: string, body: () => void) => void
  it: (name: string, body: Body) => void
  beforeEach: (body: Body) => void
  afterEach: (body: Body) => void
}
const g = globalThis as unknown as MochaGlobals
export const describe: MochaGlobals['describe'] = (name, body) => g.describe(name, body)
export const it: MochaGlobals['it'] = (name, body) => g.it(name, body)
export const beforeEach: MochaGlobals['beforeEach'] = (body) => g.beforeEach(body)
export const afterEach: MochaGlobals['afterEach'] = (body) => g.afterEach(body)
