import { expect } from 'chai'
import { useState } from 'react'
import { Button } from './button'
import { Dialog } from './dialog'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, queryByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, clickAt, press } from './testing/user'

function EditDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button onClick={() => setOpen(true)}>编辑</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="编辑仓库" footer={<Button onClick={() => setOpen(false)}>取消</Button>}>
        <label>
          仓库名称 <input />
        </label>
      </Dialog>
    </>
  )
}

async function openDialog() {
  const { shadow } = await renderInShadow(<EditDialog />)
  await click(getByRole(shadow, 'button', { name: '编辑' }))
  const dialog = await waitFor(() => getByRole(shadow, 'dialog', { name: '编辑仓库' }))
  return { shadow, dialog }
}

describe('Dialog', () => {
  afterEach(cleanup)

  it('opens inside the shadow root, styled, with focus inside', async () => {
    const { shadow, dialog } = await openDialog()
    expect(dialog.getRootNode()).to.equal(shadow)
    expect(getComputedStyle(dialog).backgroundColor).to.equal('rgb(255, 255, 255)')
    await waitFor(() => expect(dialog.contains(shadow.activeElement)).to.equal(true))
  })

  it('does not close on a backdrop click', async () => {
    const { shadow } = await openDialog()
    // Ark starts listening for outside clicks a moment after opening: click once it does
    await new Promise((r) => setTimeout(r, 300))
    await clickAt(5, 5) // the backdrop's corner, outside the dialog box
    await new Promise((r) => setTimeout(r, 200))
    expect(queryByRole(shadow, 'dialog', { name: '编辑仓库' })).to.not.equal(null)
  })

  it('closes with Esc and gives focus back to the opener', async () => {
    const { shadow } = await openDialog()
    await press('Escape')
    await waitFor(() => expect(queryByRole(shadow, 'dialog')).to.equal(null))
    await waitFor(() => expect(shadow.activeElement).to.equal(getByRole(shadow, 'button', { name: '编辑' })))
  })

  it('closes with the × button', async () => {
    const { shadow, dialog } = await openDialog()
    await click(getByRole(dialog, 'button', { name: '关闭' }))
    await waitFor(() => expect(queryByRole(shadow, 'dialog')).to.equal(null))
  })
})
