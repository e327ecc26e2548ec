import { join } from 'node:path'
import { buildElements } from './build'
import { elementsDir } from './lib/esbuild-options'

// The browser tests load a real build through dist/autoload.js; this builds the test fixture
// elements with the product build code into test/fixtures/dist (git-ignored as every dist/).
export const fixturesDist = join(elementsDir, 'test/fixtures/dist')

const result = await buildElements({
  sourceDir: join(elementsDir, 'test/fixtures'),
  outdir: fixturesDist,
  hostEntry: null,
  typingsFile: null,
})
console.log(`测试元素构建完成：${result.elements.map((element) => element.tag).join('、')}`)
