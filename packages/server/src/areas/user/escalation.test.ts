import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'
import { orgStation } from '../../identity/org-schema'

// A non-admin administrator stays within the users his screens cover and within his own grants.
let t: TestApp
let admin: SignedInClient
let stationId: number
const ids: Record<string, number> = {}

beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
  const [st] = await t.db.select({ id: orgStation.id }).from(orgStation).where(eq(orgStation.stationCode, '010102'))
  stationId = st!.id
  for (const code of ['buyer01', 'sup1001', 'admin']) ids[code] = (await admin.get('/User/User/GetUserByCode', { usercode: code })).body.Data.userid
  // 供应商用户管理员: only the supplier-user screen; 权限管理员: rights + user management
  await admin.post('/api/Right/SaveRole', { code: 'supadmin', name: '供应商账号管理', isAdd: 1 })
  await admin.post('/api/Right/SaveRoleRights', { role: 'supadmin', rights: [{ functionId: 'sysmanage_supplyuser', buttons: ['add', 'edit', 'delete'] }] })
  await admin.post('/api/Right/SaveRole', { code: 'rightadmin', name: '权限专员', isAdd: 1 })
  await admin.post('/api/Right/SaveRoleRights', {
    role: 'rightadmin',
    rights: [
      { functionId: 'sysmanage_right', buttons: ['add', 'edit'] },
      { functionId: 'sysmanage_userManage', buttons: ['add', 'edit'] },
      { functionId: 'order_query', buttons: [] },
    ],
  })
  await admin.post('/api/Right/SaveRole', { code: 'viewer', name: '订单查询员', isAdd: 1 })
  await admin.post('/api/Right/SaveRoleRights', { role: 'viewer', rights: [{ functionId: 'order_query', buttons: [] }] })
  for (const [code, role] of [['supadm1', 'supadmin'], ['rightadm1', 'rightadmin']]) {
    const res = await admin.post('/User/User/Save', { usercode: code, UserName: '测试管理员', password: 'Adm#2026xyz', station_id: stationId, roles: [role] })
    expect(res.status).toBe(200)
    ids[code] = res.body.Data.userid
  }
})
afterAll(() => t.close())

describe('user functions are scoped to the users each screen covers', () => {
  it('sysmanage_supplyuser lists, edits and deletes supplier users only', async () => {
    const sa = await loginAs(t.app, 'supadm1', 'Adm#2026xyz')
    const list = (await sa.post('/User/User/GetUsers', { rows: 500 })).body.Data.rows as { user_type: string }[]
    expect(list.length).toBeGreaterThan(0)
    expect(new Set(list.map((u) => u.user_type))).toEqual(new Set(['supplier']))
    expect((await sa.get('/User/User/GetUserByCode', { usercode: 'buyer01' })).status).toBe(404)
    expect((await sa.get('/User/User/GetUserByCode', { usercode: 'sup1001' })).status).toBe(200)
    const staffCalls = [
      await sa.post('/User/User/Save', { userid: ids.buyer01, usercode: 'buyer01', UserName: '李文涛', station_id: stationId, roles: ['buyer'] }),
      await sa.post('/User/User/Save', { usercode: 'staff99', UserName: '新员工', password: 'Staff#2026x', station_id: stationId, roles: ['supadmin'] }),
      await sa.post('/User/User/ForbidLogin', { userId: ids.buyer01 }),
      await sa.post('/User/User/RetSetPassword', { userId: ids.buyer01 }),
      await sa.post(`/User/User/Del?userId=${ids.buyer01}`),
    ]
    for (const res of staffCalls) expect([res.status, res.body.Msg]).toEqual([403, '无权限'])
    // his own kind of user he still manages
    expect((await sa.post('/User/User/ForbidLogin', { userId: ids.sup1001, ForbidLoginFlag: 0 })).status).toBe(200)
  })
})

describe('nobody widens his own rights', () => {
  it('a non-admin may not change his own roles, nor give a role granting more than he holds', async () => {
    const ra = await loginAs(t.app, 'rightadm1', 'Adm#2026xyz')
    const self = { userid: ids.rightadm1, usercode: 'rightadm1', UserName: '测试管理员', station_id: stationId }
    const own = await ra.post('/User/User/Save', { ...self, roles: ['rightadmin', 'buyer'] })
    expect([own.status, own.body.Msg]).toEqual([403, '不能修改自己的角色'])
    const buyerRole = await ra.post('/User/User/Save', { userid: ids.buyer01, usercode: 'buyer01', UserName: '李文涛', station_id: stationId, roles: ['buyer', 'rightadmin'] })
    expect(buyerRole.status).toBe(200) // rightadmin grants nothing beyond his own
    const wider = await ra.post('/User/User/Save', { usercode: 'new01', UserName: '新人', password: 'New#2026xyz', station_id: stationId, roles: ['quality'] })
    expect([wider.status, wider.body.Msg]).toEqual([403, '不能分配超出自己权限的角色：质量工程师'])
    const within = await ra.post('/User/User/Save', { usercode: 'new02', UserName: '新人', password: 'New#2026xyz', station_id: stationId, roles: ['viewer'] })
    expect(within.status).toBe(200)
    // nor take over an account holding more, by resetting its password
    const qe = (await admin.get('/User/User/GetUserByCode', { usercode: 'qe01' })).body.Data.userid
    const takeover = await ra.post('/User/User/RetSetPassword', { userId: qe, newPassword: 'Take#2026over' })
    expect([takeover.status, takeover.body.Msg]).toEqual([403, '不能重置权限超出自己的用户的密码：质量工程师'])
    await expect(login(t.app, 'qe01')).resolves.toBeTruthy()
    expect((await ra.post('/User/User/RetSetPassword', { userId: within.body.Data.userid, newPassword: 'New#2026reset' })).status).toBe(200)
    // the admin is not limited
    expect((await admin.post('/User/User/Save', { ...self, roles: ['rightadmin', 'quality'] })).status).toBe(200)
    await admin.post('/User/User/Save', { ...self, roles: ['rightadmin'] })
  })

  it('a non-admin with sysmanage_right cannot rename the admin role, widen his own role, or grant what he lacks', async () => {
    const ra = await loginAs(t.app, 'rightadm1', 'Adm#2026xyz')
    const rename = await ra.post('/api/Right/SaveRole', { code: 'admin', name: '我的角色', isAdd: 0 })
    expect([rename.status, rename.body.Msg]).toEqual([403, '无权限'])
    const widenOwn = await ra.post('/api/Right/SaveRoleRights', { role: 'rightadmin', rights: [{ functionId: 'sysmanage_right', buttons: ['add', 'edit', 'delete'] }] })
    expect([widenOwn.status, widenOwn.body.Msg]).toEqual([403, '不能修改自己所属角色的权限'])
    const beyond = await ra.post('/api/Right/SaveRoleRights', { role: 'viewer', rights: [{ functionId: 'order_query' }, { functionId: 'sysmanage_userManage', buttons: ['delete'] }] })
    expect([beyond.status, beyond.body.Msg]).toEqual([403, '不能授予超出自己权限的功能：用户管理·删除'])
    const lacking = await ra.post('/api/Right/SaveRoleRights', { role: 'viewer', rights: [{ functionId: 'sysmanage_wf' }] })
    expect(lacking.body.Msg).toBe('不能授予超出自己权限的功能：审批流程')
    // within his own grants: allowed, and grants he lacks but the role already had may stay
    await admin.post('/api/Right/SaveRoleRights', { role: 'viewer', rights: [{ functionId: 'order_query' }, { functionId: 'sysmanage_wf' }] })
    const ok = await ra.post('/api/Right/SaveRoleRights', { role: 'viewer', rights: [{ functionId: 'order_query' }, { functionId: 'sysmanage_wf' }, { functionId: 'sysmanage_userManage', buttons: ['add'] }] })
    expect(ok.status).toBe(200)
    // the admin's role and grants are unchanged
    const roles = (await admin.get('/api/Right/GetRoles')).body.Data as { code: string; name: string }[]
    expect(roles.find((r) => r.code === 'admin')?.name).toBe('系统管理员')
    expect((await admin.post('/api/Right/SaveRoleRights', { role: 'rightadmin', rights: [{ functionId: 'sysmanage_right', buttons: ['add', 'edit', 'delete'] }] })).status).toBe(200)
  })

  it('a non-admin with file operation rights cannot widen his own or his role’s', async () => {
    await admin.post('/api/Right/SaveRoleRights', {
      role: 'rightadmin',
      rights: [
        { functionId: 'sysmanage_right', buttons: ['add', 'edit'] },
        { functionId: 'sysmanage_userManage', buttons: ['add', 'edit'] },
        { functionId: 'sysmanage_operation_authority', buttons: ['add', 'edit', 'delete'] },
      ],
    })
    const ra = await loginAs(t.app, 'rightadm1', 'Adm#2026xyz')
    const right = { category: 'document', can_view: 1, can_download: 1, can_upload: 1, can_delete: 1 }
    for (const subject of [{ subject_type: 'user', userid: ids.rightadm1 }, { subject_type: 'role', role: 'rightadmin' }]) {
      const res = await ra.post('/api/OperationAuthority/Save', { ...subject, ...right })
      expect([res.status, res.body.Msg]).toEqual([403, '不能修改自己或自己所属角色的文件操作权限'])
    }
    expect((await ra.post('/api/OperationAuthority/Save', { subject_type: 'role', role: 'viewer', ...right })).status).toBe(200)
  })
})
