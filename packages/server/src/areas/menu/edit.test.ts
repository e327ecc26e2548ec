import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registerScreens } from '@scm/core'
import { createTestApp, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'

let t: TestApp
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
  registerScreens({ path: '/sysmanage/basecode', tag: 'scm-base-code' })
})
afterAll(() => t.close())

interface Menu {
  id: string
  path: string
  authName: string
  hidden: boolean
  children: Menu[]
}
const flat = (nodes: Menu[]): Menu[] => nodes.flatMap((n) => [n, ...flat(n.children)])

describe('menu management', () => {
  it('GetMenuData answers the whole tree; GetMenuDataById one node; GetSysFunData the screens', async () => {
    const tree = (await admin.get('/Menu/Menu/GetMenuData')).body.Data as Menu[]
    const sys = tree.find((n) => n.id === 'sysmanage')!
    expect(sys).toMatchObject({ path: '/sysmanage', authName: '系统管理', builtin: true })
    expect(flat(tree).find((n) => n.id === 'sysmanage_basecode')).toMatchObject({ built: true })
    const node = (await admin.get('/Menu/Menu/GetMenuDataById', { id: 'sysmanage_wf' })).body.Data
    expect(node).toMatchObject({ id: 'sysmanage_wf', pid: 'sysmanage', path: '/sysmanage/wf', authName: '审批流程' })
    expect(node.children).toBeUndefined()
    expect((await admin.get('/Menu/Menu/GetMenuDataById', { id: 'nope' })).status).toBe(404)
    const funs = (await admin.get('/Menu/Menu/GetSysFunData')).body.Data
    expect(funs.find((f: { id: string }) => f.id === 'sysmanage_basecode')).toEqual({ id: 'sysmanage_basecode', pid: 'sysmanage', path: '/sysmanage/basecode', title: '基础编码', built: true })
  })

  it('a node added by the admin appears in the sidebar menu at the next load', async () => {
    const before = (await admin.get('/Menu/Menu/GetUserMenuData')).body.Data as Menu[]
    expect(before.some((n) => n.id === 'quickLinks')).toBe(false)
    const group = await admin.post('/Menu/Menu/EditMenu?isAdd=1', { id: 'quickLinks', pid: null, path: '/quickLinks', authName: '常用功能', icon: 'star', sort: 1 })
    expect(group.status).toBe(200)
    expect(group.body.Data).toMatchObject({ id: 'quickLinks', builtin: false })
    await admin.post('/Menu/Menu/EditMenu?isAdd=1', { id: 'quickLinks_codes', pid: 'quickLinks', path: '/sysmanage/basecode', authName: '编码维护' })
    const after = (await admin.get('/Menu/Menu/GetUserMenuData')).body.Data as Menu[]
    expect(after[0]).toMatchObject({ id: 'quickLinks', authName: '常用功能', icon: 'star' })
    expect(after[0]!.children.map((n) => n.authName)).toEqual(['编码维护'])
    // edit: rename and hide
    await admin.post('/Menu/Menu/EditMenu?isAdd=0', { id: 'quickLinks_codes', pid: 'quickLinks', path: '/sysmanage/basecode', authName: '基础编码维护', hidden: 1 })
    expect(((await admin.get('/Menu/Menu/GetUserMenuData')).body.Data as Menu[]).some((n) => n.id === 'quickLinks')).toBe(false)
    // a buyer sees it only once his role is granted it
    await admin.post('/Menu/Menu/EditMenu', { id: 'quickLinks_codes', pid: 'quickLinks', path: '/sysmanage/basecode', authName: '基础编码维护', hidden: 0, isAdd: 0 })
    const buyer = await loginAs(t.app, 'buyer01')
    expect(((await buyer.get('/Menu/Menu/GetUserMenuData')).body.Data as Menu[]).some((n) => n.id === 'quickLinks')).toBe(false)
  })

  it('refuses bad edits and keeps built-in nodes', async () => {
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['1', { id: 'quickLinks', path: '/x', authName: 'x' }, '菜单编号已存在'],
      ['0', { id: 'ghost', path: '/x', authName: 'x' }, '菜单不存在'],
      ['1', { id: 'x1', pid: 'nope', path: '/x', authName: 'x' }, '上级菜单不存在'],
      ['0', { id: 'quickLinks', pid: 'quickLinks_codes', path: '/quickLinks', authName: '常用功能' }, '上级菜单不能是自己或下级菜单'],
      ['1', { id: 'x1', path: 'no-slash', authName: 'x' }, /菜单路径必须以 \/ 开头/],
      ['1', { id: '9x', path: '/x', authName: 'x' }, /菜单编号只能包含/],
      ['1', { id: 'x1', path: '/x' }, '请输入菜单名称'],
    ]
    for (const [isAdd, body, msg] of cases) {
      const res = await admin.post(`/Menu/Menu/EditMenu?isAdd=${isAdd}`, body)
      expect(res.body.Code).toBe(0)
      expect(res.body.Msg).toMatch(msg)
    }
    expect((await admin.get('/Menu/Menu/DelMenu', { id: 'sysmanage_wf' })).body.Msg).toBe('系统内置菜单不能删除，可设为隐藏')
    expect((await admin.get('/Menu/Menu/DelMenu', { id: 'quickLinks' })).body.Msg).toBe('请先删除下级菜单')
    expect((await admin.get('/Menu/Menu/DelMenu', { id: 'quickLinks_codes' })).body.Msg).toBe('删除成功')
    expect((await admin.get('/Menu/Menu/DelMenu', { id: 'quickLinks' })).body.Msg).toBe('删除成功')
    expect((await admin.get('/Menu/Menu/DelMenu', { id: 'quickLinks' })).status).toBe(404)
    const log = (await admin.post('/api/AuditLog/GetList', { area: 'menu', rows: 50 })).body.Data.rows
    expect(log.map((r: { action: string }) => r.action)).toEqual(expect.arrayContaining(['新增', '修改', '删除']))
  })

  it('refuses non-admins', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    for (const res of [
      await buyer.get('/Menu/Menu/GetMenuData'),
      await buyer.get('/Menu/Menu/GetMenuDataById?id=order'),
      await buyer.post('/Menu/Menu/EditMenu?isAdd=1', { id: 'evil', path: '/x', authName: 'x' }),
      await buyer.get('/Menu/Menu/DelMenu?id=order'),
      await buyer.get('/Menu/Menu/GetSysFunData'),
    ]) expect(res.status).toBe(403)
  })
})
