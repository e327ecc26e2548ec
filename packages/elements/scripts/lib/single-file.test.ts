import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { repoRoot } from './esbuild-options'
import { pruneUtilityTable } from './single-file'

// A single-file widget's css() knows only the utilities its own sheet has classes of, and gives
// every class that sheet styles exactly as the whole table does.

type Css = (...styles: Record<string, unknown>[]) => string

const TABLE = /const utilities = "([^"]*)"/
const cssFile = join(repoRoot, 'styled-system/css/css.js')
const wholeTable = TABLE.exec(readFileSync(cssFile, 'utf8'))![1]!
const entries = wholeTable.split(',').map((entry) => {
  const [prop, meta] = entry.split(':') as [string, string]
  const [className, ...shorthands] = meta.split('/')
  return { prop, className: className!, names: [prop, ...shorthands.map((name) => (name === '1' ? className! : name))] }
})

/** Panda's css() on a copy of styled-system, with `table` as its utility table. */
const copies: string[] = []
async function cssWith(table: string): Promise<Css> {
  const dir = mkdtempSync(join(tmpdir(), 'scm-css-'))
  copies.push(dir)
  cpSync(join(repoRoot, 'styled-system/helpers.js'), join(dir, 'helpers.js'))
  cpSync(join(repoRoot, 'styled-system/css'), join(dir, 'css'), { recursive: true })
  const file = join(dir, 'css/css.js')
  writeFileSync(file, readFileSync(file, 'utf8').replace(TABLE, () => `const utilities = ${JSON.stringify(table)}`))
  return ((await import(pathToFileURL(file).href)) as { css: Css }).css
}
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A class as it stands in a minified Panda sheet. */
const selector = (className: string) => `.${className.replace(/[^a-zA-Z0-9_-]/g, (char) => `\\${char}`)}{color:red}`
const style = (name: string) => ({ [name]: '2px', _hover: { [name]: '1px 3px' }, '& small': { [name]: 'auto' } })

describe('pruneUtilityTable', () => {
  it('keeps the utilities whose class prefix the sheet uses, plain or under a condition', () => {
    const table = 'display:d,padding:p/1,color:c,marginTop:mt/1'
    const sheet = '@layer utilities{.d_flex{display:flex}.hover\\:c_red:hover{color:red}}'
    expect(pruneUtilityTable(table, sheet)).toBe('display:d,color:c')
  })

  it('gives, for every utility and shorthand of the config, the same classes wherever the sheet styles them', async () => {
    const whole = await cssWith(wholeTable)
    // a sheet of every other utility's classes, as written with any of its names
    const styled = entries.filter((_entry, i) => i % 2 === 0)
    const sheetClasses = new Set(styled.flatMap((entry) => entry.names.flatMap((name) => whole(style(name)).split(' '))))
    const sheet = `@layer utilities{${[...sheetClasses].map(selector).join('')}}`
    const pruned = pruneUtilityTable(wholeTable, sheet)
    expect(pruned.split(',')).toEqual(styled.map((entry) => wholeTable.split(',')[entries.indexOf(entry)]))
    const widget = await cssWith(pruned)
    let compared = 0
    for (const entry of entries)
      for (const name of entry.names) {
        const classes = whole(style(name)).split(' ')
        if (!classes.some((className) => sheetClasses.has(className))) continue
        expect(widget(style(name)), name).toBe(classes.join(' '))
        compared += 1
      }
    expect(compared).toBeGreaterThan(entries.length / 2)
  })
})
