import { expect } from 'chai'
import { messages } from '@scm/core'
import { afterEach, describe, it } from './testing/mocha'
import { getByRole, queryByRole, waitFor } from './testing/queries'
import { cleanup, renderInShadow } from './testing/render'
import { click, pickFile, press } from './testing/user'
import { Tree, type TreeNode } from './tree'
import { Upload } from './upload'

const menu: TreeNode[] = [
  {
    id: 'sysmanage',
    label: '系统管理',
    children: [
      { id: 'syspara', label: '系统参数' },
      { id: 'basecode', label: '基础编码' },
    ],
  },
  { id: 'order', label: '订单管理' },
]

describe('Tree', () => {
  afterEach(cleanup)

  it('expands a branch and selects a node from the keyboard', async () => {
    const picked: string[][] = []
    const { shadow } = await renderInShadow(<Tree aria-label="菜单" nodes={menu} onSelect={(ids) => picked.push(ids)} />)
    const tree = getByRole(shadow, 'tree', { name: '菜单' })
    const branch = getByRole(tree, 'treeitem', { name: /系统管理/ })
    expect(branch.getAttribute('aria-expanded')).to.equal('false')
    await click(branch.querySelector('[data-part=branch-control]') ?? branch)
    await waitFor(() => expect(branch.getAttribute('aria-expanded')).to.equal('true'))
    await press('ArrowDown')
    await press('Enter')
    await waitFor(() => expect(picked.at(-1)).to.deep.equal(['syspara']))
  })

  it('checks a whole branch with its checkbox', async () => {
    const checked: string[][] = []
    const { shadow } = await renderInShadow(
      <Tree aria-label="权限" nodes={menu} checkable defaultExpanded={['sysmanage']} onCheck={(ids) => checked.push(ids)} />,
    )
    await click(getByRole(shadow, 'checkbox', { name: '勾选 系统管理' }))
    await waitFor(() => expect(checked.at(-1)).to.have.members(['syspara', 'basecode']))
    expect(getByRole(shadow, 'checkbox', { name: '勾选 基础编码' }).getAttribute('aria-checked')).to.equal('true')
  })
})

describe('Upload', () => {
  afterEach(() => {
    messages.dismiss()
    cleanup()
  })

  const pick = async (root: ShadowRoot, file: File) => pickFile(root, file)

  it('uploads a picked file with its headers and shows the progress to 100%', async () => {
    const uploaded: unknown[] = []
    const { shadow } = await renderInShadow(
      <Upload url="/fixture-api/echo" headers={{ Authorization: 'Bearer t-123' }} onUploaded={(data) => uploaded.push(data)} />,
    )
    expect(getByRole(shadow, 'button', { name: '拖拽文件到这里，或点击选择文件' })).to.not.equal(null)
    await pick(shadow, new File(['编码,名称\n001,螺栓'], '物料.csv', { type: 'text/csv' }))
    const bar = await waitFor(() => getByRole(shadow, 'progressbar', { name: '物料.csv 上传进度' }))
    await waitFor(() => expect(uploaded).to.have.length(1))
    expect(uploaded[0]).to.deep.equal({ path: '/fixture-api/echo', authorization: 'Bearer t-123' })
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).to.equal('100'))
    // the status text follows the progress in a later render
    await waitFor(() => expect(shadow.textContent).to.contain('上传成功'))
  })

  it('reports a refused upload in Chinese', async () => {
    const errors: string[] = []
    const { shadow } = await renderInShadow(<Upload url="/fixture-api/expired" onError={(m) => errors.push(m)} />)
    await pick(shadow, new File(['x'], '图纸.pdf', { type: 'application/pdf' }))
    await waitFor(() => expect(errors).to.deep.equal(['登录失效，请登录']))
    // the failed state is drawn on React's next render
    await waitFor(() => expect(shadow.textContent).to.contain('上传失败：登录失效，请登录'))
    expect(messages.current()?.text).to.equal('登录失效，请登录')
  })

  it('refuses files over the size limit before sending them', async () => {
    const { shadow } = await renderInShadow(<Upload url="/fixture-api/echo" maxFileSize={1024 * 1024} />)
    await pick(shadow, new File([new Uint8Array(2 * 1024 * 1024)], '大文件.zip'))
    await waitFor(() => expect(messages.current()?.text).to.equal('文件不能超过 1.0 MB'))
    expect(queryByRole(shadow, 'progressbar')).to.equal(null)
  })
})
