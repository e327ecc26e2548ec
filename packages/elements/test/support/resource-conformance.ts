import { expect } from 'chai'
import { axeViolations } from '../../src/ui/testing/axe'
import { sendKeys } from '@web/test-runner-commands'
import { CUSTOMER_VEHICLE_LOCATIONS } from '@scm/core/business'
import { codeRule, editableText, flattenRoutes, formFields, requiredMessage, resourcePaths, resources, sampleRecord, screenFor, type ResourceDef, type ResourceFilters } from '@scm/core'
import '../../src/areas/sysmanage/base-code.element'
import '../../src/areas/sysmanage/sys-para.element'
import '../../src/areas/quality/product-type.element'
import '../../src/areas/quality/problem-type.element'
import '../../src/areas/quality/common-problem.element'
import '../../src/areas/quality/check-type.element'
import '../../src/areas/quality/standard-type.element'
import '../../src/areas/quality/check-infor-type.element'
import '../../src/areas/quality/defect-code.element'
import '../../src/areas/quality/fault-code.element'
import '../../src/areas/quality/qa-onsite-checkitem.element'
import '../../src/areas/equip/equip-type.element'
import '../../src/areas/equip/equip-main-item.element'
import '../../src/areas/equip/equip-osip-item.element'
import '../../src/areas/bulletin/bulletin-type.element'
import '../../src/areas/crm/maintain-item.element'
import '../../src/areas/crm/service-manner.element'
import '../../src/areas/crm/service-item.element'
import '../../src/areas/crm/service-outlets.element'
import '../../src/areas/crm/cust-info.element'
import '../../src/areas/crm/sales-orders.element'
import '../../src/areas/crm/workbill-type.element'
import '../../src/areas/catalogue/part-type.element'
import '../../src/areas/files/file-type.element'
import { cleanup, mountElement, shadowOf, waitFor } from './dom'
import { API, apiList, button, choose, dialogClosed, fieldOf, hasButton, openDialog, search, tokenOf, typeInto } from '../../src/resource/testing/browser'

// The browser half of the conformance suite: for EVERY registered resource, its screen (the tag
// the host renders for the resource's route) lists the seeded rows of the real server, shows a
// field's error on blur, creates through the form, edits, deletes with confirm, and passes axe on
// the list and the form.

type Hook = (this: { timeout(ms: number): void }) => Promise<void>
const mocha = globalThis as unknown as { before: (hook: Hook) => void; it: (name: string, body: Hook) => void }

let admin = ''
mocha.before(async function () {
  this.timeout(180_000) // the first call migrates and seeds the in-memory database
  admin = await tokenOf('admin')
})

function tagOf(def: ResourceDef): string {
  const route = flattenRoutes().find((r) => r.id === def.fn)
  const screen = route && screenFor(route.path)
  if (!screen) throw new Error(`${def.name} 没有注册界面`)
  return screen.tag
}

/**
 * Fills every writable field of the open form with `record`, as a keyboard user. A field's input is
 * waited for: a date field is drawn as a plain box until its lazily loaded part arrives (a run with
 * a core kept busy typed into a date field before it had an input).
 */
async function fillForm(root: ShadowRoot, dialog: HTMLElement, def: ResourceDef, record: Record<string, unknown>) {
  const input = (selector: string, label: string) => waitFor(() => dialog.querySelector<HTMLInputElement>(selector), `${label}输入框`)
  for (const [name, field] of formFields(def)) {
    const value = record[name]
    switch (field.kind) {
      case 'enum':
        await choose(root, dialog, field.label, field.options!.find((o) => o.value === value)!.label)
        break
      case 'ref':
        await choose(root, dialog, field.label)
        break
      case 'bool':
        break // the switch starts at its default (true), which the sample also uses
      case 'number':
      case 'money':
        await typeInto(await input(`input[aria-label="${field.label}"]`, field.label), String(value))
        break
      case 'date':
        // typed as YYYY-MM-DD, taken when the input is left
        await typeInto(await input(`input[aria-label="${field.label}"]`, field.label), String(value))
        await sendKeys({ press: 'Tab' })
        break
      default:
        await typeInto(await input(`[name="${name}"]`, field.label), String(value))
    }
  }
}

/**
 * Lists a screen opens on a filter (客户车辆: the customers' vehicles, cust-info.element): the count
 * shown is the filtered one, and the new record takes the filter's first value so the list shows it.
 */
const openedOn: Record<string, ResourceFilters> = { CustVehicle: { location: { op: 'in', value: [...CUSTOMER_VEHICLE_LOCATIONS] } } }
const withinOpening = (def: ResourceDef, record: Record<string, unknown>) => {
  const opened = Object.entries(openedOn[def.name] ?? {}).map(([name, c]) => [name, (c.value as unknown[])[0]])
  return { ...record, ...Object.fromEntries(opened) }
}

/** The rows of the resource's list (not of a date filter's calendar). */
const listRows = (root: ShadowRoot, def: ResourceDef) => [...root.querySelectorAll<HTMLTableRowElement>(`[role="region"][aria-label="${def.title}列表"] tbody tr`)]

const rowName = (record: Record<string, unknown>, def: ResourceDef) =>
  String(record.name ?? record.code ?? (def.key === 'id' ? record[def.searchKeyFields[0]!] : undefined) ?? record[def.key])

/**
 * One part of the suite: every `parts`-th resource from `part` (0-based), so the parts, each its
 * own test file, run side by side and together cover every registered resource.
 */
export function conformanceSuite(part: number, parts: number): void {
  describe(`资源界面一致性（每个已注册资源，真实服务端）${part + 1}/${parts}`, () => {
    afterEach(cleanup)

    for (const def of resources.filter((_, i) => i % parts === part)) {
      const tag = tagOf(def)
      mocha.it(`${def.title} <${tag}>：列表、字段校验、新增、编辑、删除，axe 无问题`, async function () {
        const element = await mountElement(`<${tag} api-base="${API}" token="${admin}"></${tag}>`)
        const root = shadowOf(element)
        // a screen of several resources (客户信息 and 客户车辆) shows each in a tab of its title
        // (a screen loaded in parts draws its tabs or its list after it is ready: wait for either)
        const tabOrList = await waitFor(
          () => [...root.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === def.title) ?? root.querySelector<HTMLElement>(`[role="region"][aria-label="${def.title}列表"]`),
          `${def.title}的标签页或列表`,
        )
        if (tabOrList.getAttribute('role') === 'tab' && tabOrList.getAttribute('aria-selected') !== 'true') tabOrList.click()
        const opening = { filters: openedOn[def.name] ?? {} }
        const { total } = await apiList(resourcePaths(def).list, admin, opening)
        // rows and the pager's total come in one render, but a tab switched to may still show its
        // previous total for a frame: wait until the total counts the rows shown
        const totalShown = () => Number(/总共 (\d+) 条记录/.exec(root.textContent ?? '')?.[1] ?? -1)
        await waitFor(() => listRows(root, def).length > 0 && hasButton(root, '新增') && totalShown() >= listRows(root, def).length, '种子数据与按钮')
        // other test files may add or remove rows of the same resource meanwhile: the count shown
        // lies between the server's counts before and after the screen loaded
        const totalAfter = (await apiList(resourcePaths(def).list, admin, opening)).total
        const shown = totalShown()
        expect(shown).to.be.within(Math.min(total, totalAfter), Math.max(total, totalAfter))
        expect(listRows(root, def).length).to.equal(Math.min(10, shown))
        expect(await axeViolations(element), '列表').to.deep.equal([])

        button(root, '新增').click()
        let dialog = await openDialog(root)
        await waitFor(() => dialog.querySelector('form'), '表单出现')
        expect(await axeViolations(element), '表单').to.deep.equal([])

        // leaving a required text field empty shows its message at the field
        const [requiredName, requiredField] = formFields(def).find(([, f]) => f.required && f.kind === 'text')!
        const requiredInput = dialog.querySelector<HTMLInputElement>(`[name="${requiredName}"]`)!
        requiredInput.focus()
        await sendKeys({ press: 'Tab' })
        await waitFor(() => fieldOf(dialog, requiredName).textContent?.includes(requiredMessage(requiredField)), `${requiredField.label}的必填提示`)
        const code = formFields(def).find(([, f]) => f.rules?.includes(codeRule))
        if (code) {
          const input = dialog.querySelector<HTMLInputElement>(`[name="${code[0]}"]`)!
          await typeInto(input, '12A')
          await sendKeys({ press: 'Tab' })
          await waitFor(() => fieldOf(dialog, code[0]).textContent?.includes('编码只能为数字'), '编码规则提示')
        }

        const record = withinOpening(def, sampleRecord(def, {}))
        await fillForm(root, dialog, def, record)
        button(dialog, '保存').click()
        await dialogClosed(root)
        const key = def.searchKeyFields.find((f) => def.key === f || def.unique.some((set) => set.includes(f)))!
        await search(root, String(record[key]))
        await waitFor(() => listRows(root, def).length === 1 && listRows(root, def)[0]!.textContent!.includes(String(record[key])), '新记录出现')

        const name = rowName(record, def)
        button(root, `编辑 ${name}`).click()
        dialog = await openDialog(root)
        const [editName, editField] = editableText(def)!
        const input = await waitFor(() => {
          const found = dialog.querySelector<HTMLInputElement>(`[name="${editName}"]`)
          return found?.value === String(record[editName]) && found
        }, '编辑表单带出原值')
        const changed = `改${String(Date.now()).slice(-5)}`.slice(0, editField.max ?? 20)
        await typeInto(input, changed)
        button(dialog, '保存').click()
        await dialogClosed(root)
        const after = await apiList(resourcePaths(def).list, admin, { searchKey: String(record[key]) })
        expect(after.rows[0]![editName]).to.equal(changed)

        const deleteLabel = `删除 ${rowName(after.rows[0]!, def)}`
        await waitFor(() => root.querySelector(`button[aria-label="${deleteLabel}"]`), '列表显示修改后的记录')
        button(root, deleteLabel).click()
        const ask = await waitFor(() => root.querySelector<HTMLElement>('[role="alertdialog"][data-state="open"]'), '删除确认')
        button(ask, '确定').click()
        await waitFor(() => root.textContent?.includes('暂无数据'), '删除后列表为空')
        expect((await apiList(resourcePaths(def).list, admin, { searchKey: String(record[key]) })).total).to.equal(0)
      })
    }
  })
}
