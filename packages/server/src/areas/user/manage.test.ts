import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { api, createTestApp, login, loginAs, requestToken, type TestApp, type SignedInClient } from '../../../test/helpers'
import { orgStation } from '../../identity/org-schema'
import { resetPwdLog } from '../../identity/session-schema'
import { sysUser } from '../../identity/user-schema'

let t: TestApp
let admin: SignedInClient
let buyerStation: { id: number; deptId: number }

beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
  const [st] = await t.db.select({ id: orgStation.id, deptId: orgStation.deptId }).from(orgStation).where(eq(orgStation.stationCode, '010102'))
  buyerStation = st!
})
afterAll(() => t.close())

const newBuyer = (usercode: string, extra: Record<string, unknown> = {}) => ({
  usercode,
  UserName: '王建国',
  password: 'Buyer#2026x',
  station_id: buyerStation.id,
  phone: '13912345678',
  email: `${usercode}@wjauto.example`,
  roles: ['buyer'],
  ...extra,
})

describe('POST /User/User/GetUsers', () => {
  it('lists users with the spec query fields and the one list shape', async () => {
    const all = await admin.post('/User/User/GetUsers', { page: 1, rows: 5 })
    expect(all.status).toBe(200)
    expect(all.body.Data.rows).toHaveLength(5)
    expect(all.body.Data.total).toBeGreaterThanOrEqual(10)
    expect(all.body.Data.page).toBe(1)

    const buyer = (await admin.post('/User/User/GetUsers', { searchKey: 'buyer01' })).body.Data.rows[0]
    expect(buyer).toMatchObject({ usercode: 'buyer01', UserName: '李文涛', user_type: 'staff', dept_name: '采购部', station_name: '采购员', roles: ['buyer'], role_names: '采购员', ForbidLoginFlag: 0 })
    expect(buyer.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    const customers = (await admin.post('/User/User/GetUsers?isCustomer=1', { rows: 50 })).body.Data.rows
    expect(customers.map((u: { usercode: string }) => u.usercode).sort()).toEqual(['cust01', 'cust02'])
    expect(customers[0].cust_name).not.toBe('')
    const suppliers = (await admin.post('/User/User/GetUsers', { userType: 'supplier', rows: 50 })).body.Data.rows
    expect(suppliers.every((u: { supplyid: number | null; supply_name: string }) => u.supplyid && u.supply_name)).toBe(true)
    const one = (await admin.post(`/User/User/GetUsers?userId=${buyer.userid}`)).body.Data
    expect(one.total).toBe(1)
    expect((await admin.post('/User/User/GetUsers', { isOnlyWXUser: '1' })).body.Data.total).toBe(0)
    expect((await admin.post('/User/User/GetUsers', { ForbidLoginFlag: '1' })).body.Data.total).toBe(0)
  })

  it('refuses bad filters in Chinese', async () => {
    const bad = await admin.post('/User/User/GetUsers', { ForbidLoginFlag: 'x' })
    expect(bad.status).toBe(400)
    expect(bad.body.Msg).toBe('禁止登录标志只能是 0 或 1')
    expect((await admin.post('/User/User/GetUsers', { userType: 'robot' })).body.Msg).toMatch(/用户类型/)
    expect((await admin.post('/User/User/GetUsers', { rows: 9999 })).status).toBe(400)
  })
})

describe('POST /User/User/Save', () => {
  it('creates a buyer in a department and station, who can then log in', async () => {
    const res = await admin.post('/User/User/Save', newBuyer('buyer09'))
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ usercode: 'buyer09', dept_id: buyerStation.deptId, station_id: buyerStation.id, roles: ['buyer'] })
    expect(await login(t.app, 'buyer09', 'Buyer#2026x')).toBeTruthy()
  })

  it('edits a user: name, roles, supplier link rules', async () => {
    const [row] = await t.db.select().from(sysUser).where(eq(sysUser.usercode, 'buyer09'))
    const res = await admin.post('/User/User/Save', { ...newBuyer('buyer09'), userid: row!.userid, UserName: '王建华', password: undefined, roles: ['buyer', 'quality'] })
    expect(res.body.Data).toMatchObject({ UserName: '王建华', roles: ['buyer', 'quality'] })
    const supplierWithStaffRole = await admin.post('/User/User/Save', { ...newBuyer('sup1001b'), supplyid: 1001 })
    expect(supplierWithStaffRole.body.Msg).toBe('供应商或客户用户不能使用内部员工角色')
    const supplier = await admin.post('/User/User/Save', { ...newBuyer('sup1001b'), supplyid: 1001, roles: ['supplier'] })
    expect(supplier.body.Data).toMatchObject({ user_type: 'supplier', supplyid: 1001, dept_id: null, station_id: null })
    expect((await admin.post('/User/User/Save', { ...newBuyer('x1'), roles: ['supplier'] })).body.Msg).toBe('供应商角色的用户必须关联供应商')
    expect((await admin.post('/User/User/Save', { ...newBuyer('x1'), supplyid: 1001, customer_id: 1, roles: ['supplier'] })).body.Msg).toBe('用户不能同时关联供应商和客户')
  })

  it('refuses bad input with a Chinese message and saves nothing', async () => {
    const before = (await admin.post('/User/User/GetUsers')).body.Data.total
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ ...newBuyer('buyer01') }, '账号已存在'],
      [{ ...newBuyer('n1'), password: undefined }, '请输入初始密码'],
      [{ ...newBuyer('n1'), password: 'abc' }, /新密码强度不足/],
      [{ ...newBuyer('n1'), roles: [] }, '请选择角色'],
      [{ ...newBuyer('n1'), roles: ['pilot'] }, '角色不存在：pilot'],
      [{ ...newBuyer('n1'), usercode: '' }, '请输入账号'],
      [{ ...newBuyer('n 1') }, /账号只能包含/],
      [{ ...newBuyer('n1'), email: 'not-mail' }, '邮箱格式不正确'],
      [{ ...newBuyer('n1'), station_id: 99999 }, '岗位不存在'],
      [{ ...newBuyer('n1'), dept_id: buyerStation.deptId + 1 }, '岗位不属于所选部门'],
      [{ ...newBuyer('n1'), supplyid: 9999, roles: ['supplier'] }, '供应商不存在'],
      [{ ...newBuyer('n1'), UserName: 'x'.repeat(51) }, '请输入50个字符以内的姓名'],
      [{ ...newBuyer('n1'), userid: 999999 }, '用户不存在'],
    ]
    for (const [body, msg] of cases) {
      const res = await admin.post('/User/User/Save', body)
      expect([400, 404]).toContain(res.status)
      expect(res.body.Code).toBe(0)
      expect(res.body.Msg).toMatch(msg)
    }
    expect((await admin.post('/User/User/Save', '{bad json')).body.Msg).toBe('请求数据格式错误')
    expect((await admin.post('/User/User/GetUsers')).body.Data.total).toBe(before)
  })
})

describe('POST /User/User/saveList', () => {
  it('saves all rows or none, naming the bad row', async () => {
    const bad = await admin.post('/User/User/saveList', [newBuyer('imp01'), newBuyer('imp02', { roles: ['nobody'] })])
    expect(bad.status).toBe(400)
    expect(bad.body.Msg).toBe('第2行：角色不存在：nobody')
    expect((await admin.get('/User/User/GetUserByCode', { usercode: 'imp01' })).status).toBe(404)
    const dup = await admin.post('/User/User/saveList', [newBuyer('imp01'), newBuyer('imp01')])
    expect(dup.body.Msg).toBe('第2行：账号 imp01 重复')
    const good = await admin.post('/User/User/saveList', [newBuyer('imp01'), newBuyer('imp02')])
    expect(good.body.Data).toEqual({ count: 2 })
    expect((await admin.get('/User/User/GetUserByCode', { usercode: 'imp02' })).body.Data.station_id).toBe(buyerStation.id)
    expect((await admin.post('/User/User/saveList', [])).body.Msg).toBe('请提交用户列表')
  })
})

describe('ForbidLogin, RetSetPassword, Del', () => {
  it('forbidding ends live sessions: the next call is 401 and login is refused', async () => {
    const token = await login(t.app, 'imp01', 'Buyer#2026x')
    expect((await api(t.app, token).get('/User/User/GetCurrentUser')).status).toBe(200)
    const { userid } = (await admin.get('/User/User/GetUserByCode', { usercode: 'imp01' })).body.Data
    const res = await admin.post('/User/User/ForbidLogin', { userId: userid, ForbidLoginFlag: 1 })
    expect(res.body.Msg).toBe('已禁止该用户登录')
    const next = await api(t.app, token).get('/User/User/GetCurrentUser')
    expect(next.status).toBe(401)
    expect(next.body.Msg).toBe('登录失效，请登录')
    const again = await requestToken(t.app, 'imp01', 'Buyer#2026x')
    expect(again.body.error_description).toBe('账号已被禁止登录，请联系管理员')
    expect((await admin.get('/User/User/GetUserByCode', { usercode: 'imp01' })).body.Data.ForbidLoginFlag).toBe(1)
    await admin.post('/User/User/ForbidLogin', { userId: userid, ForbidLoginFlag: 0 })
    expect(await login(t.app, 'imp01', 'Buyer#2026x')).toBeTruthy()
  })

  it('an admin reset sets a new password, ends sessions and is logged', async () => {
    const token = await login(t.app, 'imp02', 'Buyer#2026x')
    const { userid } = (await admin.get('/User/User/GetUserByCode', { usercode: 'imp02' })).body.Data
    const res = await admin.post('/User/User/RetSetPassword', { userId: userid })
    expect(res.status).toBe(200)
    const password = res.body.Data.password as string
    expect(password).toHaveLength(12)
    expect((await api(t.app, token).get('/User/User/GetCurrentUser')).status).toBe(401)
    expect((await requestToken(t.app, 'imp02', 'Buyer#2026x')).status).toBe(400)
    expect(await login(t.app, 'imp02', password)).toBeTruthy()
    const logged = await t.db.select().from(resetPwdLog).where(eq(resetPwdLog.userid, userid))
    expect(logged.map((r) => r.result)).toContain('管理员重置（admin）')
    const list = await admin.post('/api/ResetPwdLog/GetLogList', { searchKey: 'imp02' })
    expect(list.body.Data.rows[0].result).toBe('管理员重置（admin）')
    const chosen = await admin.post('/User/User/RetSetPassword', { userId: userid, newPassword: 'weak' })
    expect(chosen.body.Msg).toMatch(/新密码强度不足/)
    expect((await admin.post('/User/User/RetSetPassword', { userId: 999999 })).status).toBe(404)
  })

  it('deletes a user without business data; refuses one that has it', async () => {
    const { userid } = (await admin.get('/User/User/GetUserByCode', { usercode: 'imp02' })).body.Data
    expect((await admin.post(`/User/User/Del?userId=${userid}`)).body.Msg).toBe('删除成功')
    expect((await admin.get('/User/User/GetUserByCode', { usercode: 'imp02' })).status).toBe(404)
    const buyer = (await admin.get('/User/User/GetUserByCode', { usercode: 'buyer01' })).body.Data
    const refused = await admin.post(`/User/User/Del?userId=${buyer.userid}`)
    expect(refused.status).toBe(400)
    expect(refused.body.Msg).toBe('该用户已有业务数据，不能删除，请改为禁止登录')
    expect((await admin.get('/User/User/GetUserByCode', { usercode: 'buyer01' })).status).toBe(200)
    expect((await admin.post('/User/User/Del?userId=abc')).body.Msg).toBe('请选择用户')
  })
})

describe('admin safety', () => {
  it('an admin cannot delete, forbid, demote or reset themselves', async () => {
    const me = (await admin.get('/User/User/GetUserByCode', { usercode: 'admin' })).body.Data
    expect((await admin.post(`/User/User/Del?userId=${me.userid}`)).body.Msg).toBe('不能删除自己的账号')
    expect((await admin.post('/User/User/ForbidLogin', { userId: me.userid })).body.Msg).toBe('不能禁止自己登录')
    expect((await admin.post('/User/User/RetSetPassword', { userId: me.userid })).body.Msg).toBe('请在个人事务中修改自己的密码')
    const demote = await admin.post('/User/User/Save', { userid: me.userid, usercode: 'admin', UserName: me.UserName, station_id: me.station_id, roles: ['buyer'] })
    expect(demote.body.Msg).toBe('不能取消自己的管理员角色')
    const selfForbid = await admin.post('/User/User/Save', { userid: me.userid, usercode: 'admin', UserName: me.UserName, station_id: me.station_id, roles: ['admin'], ForbidLoginFlag: 1 })
    expect(selfForbid.body.Msg).toBe('不能禁止自己登录')
    expect((await admin.get('/User/User/GetCurrentUser')).body.Data[0].roles).toEqual(['admin'])
  })

  it('with a second admin, one may forbid the other, whose session ends at once', async () => {
    await admin.post('/User/User/Save', newBuyer('admin2', { roles: ['admin'], password: 'Admin#2026x' }))
    const second = await loginAs(t.app, 'admin2', 'Admin#2026x')
    const me = (await admin.get('/User/User/GetUserByCode', { usercode: 'admin' })).body.Data
    expect((await second.post('/User/User/ForbidLogin', { userId: me.userid, ForbidLoginFlag: 1 })).status).toBe(200)
    expect((await admin.get('/User/User/GetCurrentUser')).status).toBe(401)
    await second.post('/User/User/ForbidLogin', { userId: me.userid, ForbidLoginFlag: 0 })
    admin = await loginAs(t.app, 'admin')
    const a2 = (await admin.get('/User/User/GetUserByCode', { usercode: 'admin2' })).body.Data
    expect((await admin.post('/User/User/Save', { ...newBuyer('admin2', { password: undefined }), userid: a2.userid })).status).toBe(200)
    expect((await second.get('/User/User/GetCurrentUser')).body.Data[0].roles).toEqual(['buyer'])
  })

  it('the last active admin stays one even for a caller whose own admin account was just forbidden (stale session)', async () => {
    const { saveUser, userInput } = await import('./user-save')
    const me = (await admin.get('/User/User/GetUserByCode', { usercode: 'admin' })).body.Data
    const a2 = (await admin.get('/User/User/GetUserByCode', { usercode: 'admin2' })).body.Data
    await t.db.update(sysUser).set({ forbidLogin: true }).where(eq(sysUser.userid, a2.userid))
    const staleCaller = { userid: a2.userid, usercode: 'admin2', UserName: '王建国', supplyid: null, customerId: null, roles: ['admin'] }
    const actor = { userid: a2.userid, usercode: 'admin2', UserName: '王建国', ip: '' }
    const input = userInput.parse({ userid: me.userid, usercode: 'admin', UserName: me.UserName, station_id: me.station_id, roles: ['buyer'] })
    await expect(t.db.transaction((tx) => saveUser(tx, staleCaller, actor, input))).rejects.toThrow('不能取消最后一个管理员的管理员角色')
    const forbid = userInput.parse({ userid: me.userid, usercode: 'admin', UserName: me.UserName, station_id: me.station_id, roles: ['admin'], ForbidLoginFlag: 1 })
    await expect(t.db.transaction((tx) => saveUser(tx, staleCaller, actor, forbid))).rejects.toThrow('不能禁止最后一个管理员登录')
    expect((await admin.get('/User/User/GetCurrentUser')).body.Data[0].roles).toEqual(['admin'])
  })

  it('a non-admin with user management may manage staff, but not admin accounts or the admin role', async () => {
    const role = await admin.post('/api/Right/SaveRole', { code: 'hr', name: '人事专员', isAdd: 1 })
    expect(role.status).toBe(200)
    await admin.post('/api/Right/SaveRoleRights', { role: 'hr', rights: [{ functionId: 'sysmanage_userManage', buttons: ['add', 'edit', 'delete'] }] })
    await admin.post('/User/User/Save', newBuyer('hr01', { roles: ['hr'], password: 'Hr#2026xyz' }))
    const hr = await loginAs(t.app, 'hr01', 'Hr#2026xyz')
    // a role within his own grants (hr); buyer grants more than hr holds
    expect((await hr.post('/User/User/Save', newBuyer('buyer10', { roles: ['hr'] }))).status).toBe(200)
    expect((await hr.post('/User/User/Save', newBuyer('buyer11'))).body.Msg).toBe('不能分配超出自己权限的角色：采购员')
    const me = (await hr.get('/User/User/GetUserByCode', { usercode: 'admin' })).body.Data
    for (const res of [
      await hr.post('/User/User/Save', newBuyer('evil', { roles: ['admin'] })),
      await hr.post('/User/User/ForbidLogin', { userId: me.userid }),
      await hr.post('/User/User/RetSetPassword', { userId: me.userid }),
      await hr.post(`/User/User/Del?userId=${me.userid}`),
      await hr.post('/User/User/Save', { userid: me.userid, usercode: 'admin', UserName: '系统管理员', roles: ['admin'] }),
    ]) {
      expect(res.status).toBe(403)
      expect(res.body.Msg).toBe('无权限')
    }
    const self = (await hr.get('/User/User/GetUserByCode', { usercode: 'hr01' })).body.Data
    expect((await hr.post('/User/User/Save', { ...newBuyer('hr01', { password: undefined, roles: ['hr', 'admin'] }), userid: self.userid })).status).toBe(403)
    expect((await admin.get('/User/User/GetUserByCode', { usercode: 'evil' })).status).toBe(404)
  })
})

describe('non-admins', () => {
  it('are refused every user call (403 无权限)', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    for (const [method, path, body] of [
      ['post', '/User/User/GetUsers', {}],
      ['post', '/User/User/Save', newBuyer('zz1')],
      ['post', '/User/User/Del?userId=1', undefined],
      ['post', '/User/User/saveList', [newBuyer('zz1')]],
      ['post', '/User/User/ForbidLogin', { userId: 1 }],
      ['post', '/User/User/RetSetPassword', { userId: 1 }],
      ['get', '/User/User/GetUserByCode?usercode=admin', undefined],
    ] as const) {
      const res = method === 'get' ? await buyer.get(path) : await buyer.post(path, body)
      expect(res.status, path).toBe(403)
      expect(res.body).toEqual({ Code: 0, Msg: '无权限', Data: null })
    }
    expect((await api(t.app).post('/User/User/GetUsers')).status).toBe(401)
  })
})
