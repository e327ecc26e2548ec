import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createTestApp, loginAs, type TestApp } from '../../../test/helpers'

// Every administration call: a non-admin is refused (403 无权限), no token is 401, and no bad
// input ever makes a 500.
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const ADMIN_CALLS: [method: 'get' | 'post', path: string][] = [
  ['post', '/User/User/GetUsers'],
  ['post', '/User/User/Save'],
  ['post', '/User/User/Del?userId=1'],
  ['post', '/User/User/saveList'],
  ['post', '/User/User/ForbidLogin'],
  ['post', '/User/User/RetSetPassword'],
  ['get', '/User/User/GetUserByCode?usercode=admin'],
  ['get', '/User/User/GetOrgSataionUsers'],
  ['get', '/User/User/GetNoStationUserList'],
  ['post', '/User/User/SaveUserStation'],
  ['get', '/api/Org/GetOrgTree'],
  ['get', '/api/Org/GetCompanyList'],
  ['post', '/api/Org/SaveCompany'],
  ['post', '/api/Org/DelCompany?id=1'],
  ['post', '/api/Org/GetDeptList'],
  ['post', '/api/Org/SaveDept'],
  ['post', '/api/Org/DelDept?id=1'],
  ['post', '/api/Org/GetStationList'],
  ['post', '/api/Org/SaveStation'],
  ['post', '/api/Org/DelStation?id=1'],
  ['get', '/api/Right/GetRoles'],
  ['post', '/api/Right/SaveRole'],
  ['post', '/api/Right/DelRole?code=buyer'],
  ['get', '/api/Right/GetRoleRights?role=buyer'],
  ['post', '/api/Right/SaveRoleRights'],
  ['get', '/api/Right/GetRoleUsers?role=buyer'],
  ['post', '/api/SupplyAuthority/GetList'],
  ['get', '/api/SupplyAuthority/GetUserSupplies?userId=1'],
  ['post', '/api/SupplyAuthority/Save'],
  ['post', '/api/OperationAuthority/GetList'],
  ['post', '/api/OperationAuthority/Save'],
  ['post', '/api/OperationAuthority/Del?id=1'],
  ['post', '/api/OnlineUser/GetList'],
  ['post', '/api/OnlineUser/ForceLogout'],
  ['post', '/api/ResetPwdLog/GetLogList'],
  ['get', '/api/MsgAcceptUser/GetTemplates'],
  ['post', '/api/MsgAcceptUser/SaveTemplate'],
  ['get', '/api/MsgAcceptUser/GetReceivers?templateCode=wf_todo'],
  ['post', '/api/MsgAcceptUser/SaveReceivers'],
  ['post', '/api/AuditLog/GetList'],
  ['get', '/Menu/Menu/GetMenuData'],
  ['get', '/Menu/Menu/GetMenuDataById?id=order'],
  ['post', '/Menu/Menu/EditMenu?isAdd=1'],
  ['get', '/Menu/Menu/DelMenu?id=order'],
  ['get', '/Menu/Menu/GetSysFunData'],
  ['get', '/api/SysGadget/GetList'],
  ['post', '/api/SysGadget/Save'],
  ['post', '/api/SysGadget/Del?id=unreadMail'],
  ['post', '/api/Wf/SaveFlow'],
  ['post', '/api/Wf/DelFlow?id=1'],
  ['get', '/api/Wf/GetApproverOptions'],
  ['get', '/api/MySelf/GetPasswordPolicy'],
  ['post', '/api/MySelf/SavePasswordPolicy'],
]

/** Calls every signed-in user may make (their own rules apply inside). */
const SIGNED_IN_CALLS: [method: 'get' | 'post', path: string][] = [
  ['post', '/User/User/GetSimpleUsers'],
  ['post', '/File/File/UploadFiles'],
  ['get', '/File/File/getFilelist'],
  ['get', '/File/File/Download?id=1'],
  ['post', '/File/File/DelUploadFile'],
  ['post', '/api/Wf/GetTodoList'],
  ['post', '/api/Wf/GetDoneList'],
  ['post', '/api/Wf/GetMyStarted'],
  ['get', '/api/Wf/GetFlowStatus?instanceId=1'],
  ['post', '/api/Wf/Approve'],
  ['post', '/api/Wf/Reject'],
  ['post', '/api/Wf/Withdraw'],
  ['post', '/api/MySelf/SaveProfile'],
  ['post', '/api/MySelf/UploadAvatar'],
]

/** The approval flows: every staff member reads them (he may be a step's approver); partners do not. */
const FLOW_READS: [method: 'get' | 'post', path: string][] = [
  ['post', '/api/Wf/GetFlowList'],
  ['get', '/api/Wf/GetFlow?id=1'],
]

const call = (client: ReturnType<typeof api>, method: 'get' | 'post', path: string, body?: unknown) =>
  method === 'get' ? client.get(path) : client.post(path, body)

describe('non-admins and strangers', () => {
  it('a buyer, a supplier and a customer get 403 无权限 on every administration call', async () => {
    for (const user of ['buyer01', 'sup1001', 'cust01']) {
      const client = await loginAs(t.app, user)
      for (const [method, path] of [...ADMIN_CALLS, ...(user === 'buyer01' ? [] : FLOW_READS)]) {
        const res = await call(client, method, path, {})
        expect(res.status, `${user} ${path}`).toBe(403)
        expect(res.body, `${user} ${path}`).toEqual({ Code: 0, Msg: '无权限', Data: null })
      }
    }
  })

  it('without a token every call is 401 登录失效，请登录', async () => {
    for (const [method, path] of [...ADMIN_CALLS, ...FLOW_READS, ...SIGNED_IN_CALLS]) {
      const res = await call(api(t.app), method, path, {})
      expect(res.status, path).toBe(401)
      expect(res.body.Msg).toBe('登录失效，请登录')
    }
  })
})

describe('bad input', () => {
  it('never answers 500, whatever the body', async () => {
    const admin = await loginAs(t.app, 'admin')
    const bodies: unknown[] = ['{oops', '[]', 'null', '"text"', '42', { id: 'abc', userId: -1, code: 5, rows: 'x', page: 0 }, { roles: 'admin', steps: 'x', rights: {}, userIds: 'all' }]
    for (const [method, path] of [...ADMIN_CALLS, ...FLOW_READS, ...SIGNED_IN_CALLS]) {
      if (method === 'get') {
        const res = await admin.get(`${path}${path.includes('?') ? '&' : '?'}page=-1&rows=abc&userId=x&id=%27`)
        expect(res.status, path).toBeLessThan(500)
        continue
      }
      for (const body of bodies) {
        const res = await admin.post(path, typeof body === 'string' ? body : body)
        expect(res.status, `${path} ${JSON.stringify(body)}`).toBeLessThan(500)
        expect(typeof res.body.Msg, path).toBe('string')
        if (res.status >= 400) expect(res.body.Msg, `${path} ${JSON.stringify(body)}`).toMatch(/[\u4e00-\u9fff]/)
      }
    }
  })
})
