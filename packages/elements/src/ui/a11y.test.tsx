import { expect } from 'chai'
import { useState } from 'react'
import { Checkbox } from './checkbox'
import { ConfirmHost, confirm } from './confirm'
import { DataTable } from './data-table'
import { DatePicker } from './date-picker'
import { DateRangePicker, type DateRange } from './date-range-picker'
import { Dialog } from './dialog'
import { FormField } from './form-field'
import { Input } from './input'
import { NumberInput } from './number-input'
import { RemoteCombobox } from './remote-combobox'
import { Select, type Option } from './select'
import { Switch } from './switch'
import { Tabs } from './tabs'
import { axeViolations } from './testing/axe'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click } from './testing/user'
import { Textarea } from './textarea'
import { Toolbar } from './toolbar'
import { Tree } from './tree'
import { Upload } from './upload'

// axe-core walks into open shadow roots: the kit's parts, closed and open, raise no violations.

const units: Option[] = [
  { label: '个', value: 'pcs' },
  { label: '千克', value: 'kg' },
]
const rows = [
  { id: 1, code: '001', name: '螺栓', price: 1.5 },
  { id: 2, code: '002', name: '垫片', price: 0.25 },
]

function Screen() {
  const [code, setCode] = useState('A1')
  const [unit, setUnit] = useState<string | null>(null)
  const [qty, setQty] = useState<number | null>(1)
  const [date, setDate] = useState<string | null>(null)
  const [range, setRange] = useState<DateRange>([null, null])
  const [on, setOn] = useState(false)
  return (
    <main>
      <Toolbar onCreate={() => undefined} onUpload={() => undefined} onExport={() => undefined} onSearch={() => undefined} />
      <DataTable
        caption="物料列表"
        rows={rows}
        total={2}
        rowKey="id"
        selectable
        columns={[
          { key: 'code', title: '编码', sortable: true },
          { key: 'name', title: '名称' },
          { key: 'price', title: '单价', sum: true, align: 'right' },
        ]}
      />
      <form aria-label="物料">
        <FormField label="编码" required error="编码只能为数字" value={code}>
          <Input value={code} onValueChange={setCode} />
        </FormField>
        <FormField label="单位">
          <Select items={units} value={unit} onValueChange={setUnit} />
        </FormField>
        <FormField label="数量">
          <NumberInput value={qty} onValueChange={setQty} />
        </FormField>
        <FormField label="交货日期">
          <DatePicker value={date} onValueChange={setDate} />
        </FormField>
        <DateRangePicker value={range} onValueChange={setRange} />
        <FormField label="供应商">
          <RemoteCombobox value={null} search={async () => units} />
        </FormField>
        <FormField label="备注">
          <Textarea value="" />
        </FormField>
        <Checkbox label="启用" checked={on} onCheckedChange={setOn} />
        <Switch label="禁止登录" checked={on} onCheckedChange={setOn} />
      </form>
      <Tabs aria-label="明细" items={[{ value: 'a', label: '明细', content: <p>明细内容</p> }, { value: 'b', label: '附件', content: <p>附件内容</p> }]} />
      <Tree aria-label="分类" nodes={[{ id: 'a', label: '紧固件', children: [{ id: 'b', label: '螺栓' }] }]} />
      <Upload url="/fixture-api/echo" />
      <ConfirmHost />
    </main>
  )
}

describe('accessibility (axe)', () => {
  afterEach(cleanup)

  it('finds nothing wrong with a screen made of the kit', async () => {
    const { host } = await renderInShadow(<Screen />)
    expect(await axeViolations(host)).to.deep.equal([])
  })

  it('finds nothing wrong with an open select list, menu, dialog and confirm box', async () => {
    function WithDialog() {
      const [open, setOpen] = useState(true)
      return (
        <>
          <Screen />
          <Dialog open={open} onClose={() => setOpen(false)} title="编辑物料">
            <FormField label="名称">
              <Input value="螺栓" />
            </FormField>
          </Dialog>
        </>
      )
    }
    const { host, shadow } = await renderInShadow(<Screen />)
    await click(getByRole(shadow, 'combobox', { name: '单位' }))
    await waitFor(() => getByRole(shadow, 'listbox'))
    expect(await axeViolations(host)).to.deep.equal([])
    cleanup()

    const second = await renderInShadow(<WithDialog />)
    await waitFor(() => getByRole(second.shadow, 'dialog', { name: '编辑物料' }))
    expect(await axeViolations(second.host)).to.deep.equal([])
    void confirm('确定删除吗？')
    await waitFor(() => getByRole(second.shadow, 'alertdialog'))
    expect(await axeViolations(second.host)).to.deep.equal([])
  })
})
