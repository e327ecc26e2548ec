import { expect } from 'chai'
import './contract-query.element'
import './contract-detail.element'
import { cleanup, mountElement, nextEvent, shadowOf, waitFor } from '../../../test/support/dom'
import { API, button, openDialog, tokensBefore } from '../../resource/testing/browser'
import { lazyPartsSettled } from '../../ui/lazy-part'
import { pickFile } from '../../ui/testing/user'
import type { ContractDetail } from '@scm/core/contract'

// The contract screens in Chromium against THE product server (/scm-api, seeded demo contracts):
// a contract's files are uploaded in 编辑合同, listed and downloaded in 合同详情, and removed again.

const tokens = tokensBefore('buyer01')

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${API}${path}`, { ...init, headers: { Authorization: `Bearer ${tokens.buyer01}`, 'Content-Type': 'application/json' } })
  const body = (await answer.json()) as { Code: number; Msg: string; Data: T }
  if (body.Code !== 1) throw new Error(`${path}: ${body.Msg}`)
  return body.Data
}
const detailOf = (id: number) => call<ContractDetail>(`/api/Contract/GetDetail?id=${id}`)

const mountScreen = async (tag: string, attributes = '') => {
  const element = await mountElement(`<${tag} api-base="${API}" token="${tokens.buyer01}" ${attributes}></${tag}>`)
  await lazyPartsSettled()
  return { element, root: shadowOf(element) }
}

/** Opens 编辑合同 from the contract list and waits for its form to show the contract's files. */
async function editContract(no: string) {
  const { element, root } = await mountScreen('scm-contract-query', 'page-size="50"')
  ;(await waitFor(() => [...root.querySelectorAll('button')].find((b) => b.getAttribute('aria-label') === `编辑合同 ${no}`), '编辑按钮（按权限）')).click()
  const dialog = await openDialog(root)
  await waitFor(() => (dialog.querySelector<HTMLInputElement>('input')?.value === no ? dialog : null), '合同加载')
  return { element, root, dialog }
}

async function save(element: HTMLElement, dialog: HTMLElement) {
  const changed = nextEvent<{ entity: string; action: string; id: number }>(element, 'scm-change')
  button(dialog, '保存').click()
  expect((await changed).detail).to.include({ entity: 'contract', action: 'update' })
}

describe('合同界面（真实服务端）', () => {
  afterEach(cleanup)

  it('编辑合同上传附件，合同详情列出并下载，再移除附件', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const no = `HT-WTR-${Date.now().toString(36)}`
    const created = await call<ContractDetail>('/api/Contract/Save', {
      method: 'POST',
      body: JSON.stringify({ contract_no: no, supplyid: 1003, title: '浏览器测试合同', amount: 1000, sign_date: today, valid_from: today, valid_to: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}` }),
    })
    expect(created.files).to.deep.equal([])

    // upload two files in the form, remove the first before saving
    const edit = await editContract(no)
    await pickFile(edit.dialog, new File(['草稿内容'], '草稿.txt', { type: 'text/plain' }))
    await waitFor(() => edit.dialog.querySelector('table[aria-label="合同附件"]')?.textContent?.includes('草稿.txt'), '第一个附件列出')
    await pickFile(edit.dialog, new File(['合同正文：浏览器上传'], '合同正文.txt', { type: 'text/plain' }))
    await waitFor(() => edit.dialog.querySelector('table[aria-label="合同附件"]')?.textContent?.includes('合同正文.txt'), '第二个附件列出')
    button(edit.dialog, '移除附件 草稿.txt').click()
    await waitFor(() => !edit.dialog.querySelector('table[aria-label="合同附件"]')?.textContent?.includes('草稿.txt'), '第一个附件移除')
    await save(edit.element, edit.dialog)
    const saved = await detailOf(created.id)
    expect(saved.files.map((f) => [f.file_name, f.uploaded_by])).to.deep.equal([['合同正文.txt', '李文涛']])
    cleanup()

    // the detail lists it and downloads its content
    const { root } = await mountScreen('scm-contract-detail', `record-id="${created.id}"`)
    const table = await waitFor(() => root.querySelector('table[aria-label="合同附件"]'), '附件表')
    expect(table.textContent).to.contain('合同正文.txt').and.contain('李文涛')
    const blobs: Blob[] = []
    const createObjectURL = URL.createObjectURL
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      blobs.push(blob as Blob)
      return createObjectURL.call(URL, blob)
    }
    try {
      button(root, '下载附件 合同正文.txt').click()
      await waitFor(() => blobs.length > 0, '下载')
    } finally {
      URL.createObjectURL = createObjectURL
    }
    expect(await blobs[0]!.text()).to.equal('合同正文：浏览器上传')
    cleanup()

    // the form keeps the saved file; removing it and saving leaves none
    const again = await editContract(no)
    await waitFor(() => again.dialog.querySelector('table[aria-label="合同附件"]')?.textContent?.includes('合同正文.txt'), '已有附件列出')
    button(again.dialog, '移除附件 合同正文.txt').click()
    await waitFor(() => !again.dialog.querySelector('table[aria-label="合同附件"]'), '附件移除')
    await save(again.element, again.dialog)
    expect((await detailOf(created.id)).files).to.deep.equal([])
    await call('/api/Contract/Del', { method: 'POST', body: JSON.stringify({ id: created.id }) })
  })
})
