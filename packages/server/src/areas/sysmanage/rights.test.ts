import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerScreens } from '@scm/core'
import { createTestApp, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'

let t: TestApp
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
})
afterAll(() => t.close())

interface Node {
  id: string
  checked: boolean
  buttons: string[]
  children: Node[]
}
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)])

describe('roles', () => {
  it('lists roles with counts; adds, edits and deletes a custom role', async () => {
    const roles = (await admin.get('/api/Right/GetRoles')).body.Data
    expect(roles.find((r: { code: string }) => r.code === 'buyer')).toMatchObject({ name: '采购员', builtin: true })
    expect(roles.find((r: { code: string }) => r.code === 'buyer').user_count).toBeGreaterThanOrEqual(1)
    expect((await admin.post('/api/Right/SaveRole', { code: 'clerk', name: '资料员', isAdd: 1 })).body.Data).toMatchObject({ code: 'clerk', builtin: false, user_count: 0 })
    expect((await admin.post('/api/Right/SaveRole', { code: 'clerk', name: '资料员', isAdd: 1 })).body.Msg).toBe('角色编码已存在')
    expect((await admin.post('/api/Right/SaveRole', { code: '1x', name: '坏编码', isAdd: 1 })).body.Msg).toMatch(/角色编码只能包含/)
    expect((await admin.post('/api/Right/SaveRole', { code: 'clerk', name: '', isAdd: 0 })).body.Msg).toBe('请输入角色名称')
    expect((await admin.post('/api/Right/SaveRole', { code: 'clerk', name: '文档资料员', remark: '管理技术资料' })).body.Data.name).toBe('文档资料员')
    expect((await admin.post('/api/Right/DelRole?code=buyer')).body.Msg).toBe('内置角色不能删除')
    expect((await admin.post('/api/Right/DelRole?code=clerk')).body.Msg).toBe('删除成功')
    expect((await admin.post('/api/Right/DelRole?code=clerk')).status).toBe(404)
  })

  it('GetRoleRights answers the function tree with checks and buttons', async () => {
    const res = await admin.get('/api/Right/GetRoleRights', { role: 'buyer' })
    expect(res.body.Data.buttons).toContainEqual({ code: 'export', name: '导出' })
    const nodes = flat(res.body.Data.tree)
    expect(nodes.find((n) => n.id === 'order_publish')).toMatchObject({ checked: true, buttons: expect.arrayContaining(['add', 'export']) })
    expect(nodes.find((n) => n.id === 'sysmanage_userManage')?.checked).toBe(false)
    expect(res.body.Data.tree.find((n: Node) => n.id === 'sysmanage').children.length).toBeGreaterThan(5)
    const adminRights = (await admin.get('/api/Right/GetRoleRights', { role: 'admin' })).body.Data
    expect(adminRights.all).toBe(true)
    expect((await admin.get('/api/Right/GetRoleRights', { role: 'nobody' })).status).toBe(404)
  })
})

describe('SaveRoleRights', () => {
  it('a change applies to the next call and the next menu load of every user of the role', async () => {
    registerScreens({ path: '/sysmanage/basecode', tag: 'scm-base-code' })
    await admin.post('/api/Right/SaveRole', { code: 'coder', name: '编码员', isAdd: 1 })
    await admin.post('/User/User/Save', { usercode: 'coder01', UserName: '钱学文', password: 'Coder#2026x', roles: ['coder'] })
    const coder = await loginAs(t.app, 'coder01', 'Coder#2026x')
    expect((await coder.post('/api/BaseCode/GetList', {})).status).toBe(403)
    expect((await coder.get('/Menu/Menu/GetUserMenuData')).body.Data).toEqual([])

    const saved = await admin.post('/api/Right/SaveRoleRights', { role: 'coder', rights: [{ functionId: 'sysmanage_basecode', buttons: ['add', 'edit'] }] })
    expect(saved.body.Data).toEqual({ count: 1 })
    // the same session, the very next call
    expect((await coder.post('/api/BaseCode/GetList', {})).status).toBe(200)
    const menu = (await coder.get('/Menu/Menu/GetUserMenuData')).body.Data
    expect(menu.map((n: { id: string }) => n.id)).toEqual(['sysmanage'])
    expect(menu[0].children[0]).toMatchObject({ id: 'sysmanage_basecode', buttons: ['add', 'edit'] })
    // no export button → the export call is refused on the server too
    const exported = await coder.post('/api/BaseCode/Export', {})
    expect(exported.status).toBe(403)
    expect(exported.body.Msg).toBe('无权限')
    await admin.post('/api/Right/SaveRoleRights', { role: 'coder', rights: [{ functionId: 'sysmanage_basecode', buttons: ['add', 'edit', 'export'] }] })
    expect((await coder.post('/api/BaseCode/Export', {})).status).toBe(200)
    // taking it away again
    await admin.post('/api/Right/SaveRoleRights', { role: 'coder', rights: [] })
    expect((await coder.post('/api/BaseCode/GetList', {})).status).toBe(403)
    expect((await admin.get('/api/Right/GetRoleUsers', { role: 'coder' })).body.Data).toEqual([
      expect.objectContaining({ usercode: 'coder01', UserName: '钱学文', ForbidLoginFlag: 0 }),
    ])
  })

  it('refuses bad input and changes nothing', async () => {
    const before = flat((await admin.get('/api/Right/GetRoleRights', { role: 'buyer' })).body.Data.tree).filter((n) => n.checked).length
    expect((await admin.post('/api/Right/SaveRoleRights', { role: 'buyer', rights: [{ functionId: 'order_publish', buttons: [] }, { functionId: 'no_such_fn' }] })).body.Msg).toBe('功能不存在：no_such_fn')
    expect((await admin.post('/api/Right/SaveRoleRights', { role: 'buyer', rights: [{ functionId: 'order_publish', buttons: ['fly'] }] })).body.Msg).toBe('按钮不存在：fly')
    expect((await admin.post('/api/Right/SaveRoleRights', { role: 'admin', rights: [] })).body.Msg).toBe('系统管理员角色拥有全部权限，无需设置')
    expect((await admin.post('/api/Right/SaveRoleRights', { role: 'buyer' })).body.Msg).toBe('请提交权限列表')
    expect((await admin.post('/api/Right/SaveRoleRights', { role: 'ghost', rights: [] })).status).toBe(404)
    const after = flat((await admin.get('/api/Right/GetRoleRights', { role: 'buyer' })).body.Data.tree).filter((n) => n.checked).length
    expect(after).toBe(before)
  })

  it('refuses a role still held by users, and non-admins', async () => {
    expect((await admin.post('/api/Right/DelRole?code=coder')).body.Msg).toBe('该角色下还有用户，不能删除')
    const buyer = await loginAs(t.app, 'buyer01')
    for (const res of [
      await buyer.get('/api/Right/GetRoles'),
      await buyer.get('/api/Right/GetRoleRights?role=buyer'),
      await buyer.post('/api/Right/SaveRoleRights', { role: 'buyer', rights: [] }),
      await buyer.post('/api/Right/SaveRole', { code: 'x1', name: 'x', isAdd: 1 }),
      await buyer.post('/api/Right/DelRole?code=coder'),
      await buyer.get('/api/Right/GetRoleUsers?role=buyer'),
    ]) expect(res.status).toBe(403)
  })
})
