import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createTestApp, login, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'
import { managedSupplyIds } from './supply-authority'
import { messageReceivers } from './msg-accept'

let t: TestApp
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
})
afterAll(() => t.close())

const userId = async (code: string) => (await admin.get('/User/User/GetUserByCode', { usercode: code })).body.Data.userid as number

describe('supplier authorisation', () => {
  it('lists buyers with their suppliers and replaces a buyer’s set', async () => {
    const list = await admin.post('/api/SupplyAuthority/GetList', { searchKey: 'buyer01' })
    expect(list.body.Data.rows[0].supplies.map((s: { supplyid: number }) => s.supplyid)).toEqual([1001, 1002, 1003])
    const wh = await userId('wh01')
    expect((await admin.post('/api/SupplyAuthority/Save', { userId: wh, supplyids: [1002, 1004] })).body.Data).toEqual({ count: 2 })
    expect(await managedSupplyIds(t.db, wh)).toEqual([1002, 1004])
    const detail = (await admin.get('/api/SupplyAuthority/GetUserSupplies', { userId: wh })).body.Data
    expect(detail.supplies.filter((s: { checked: boolean }) => s.checked).map((s: { supplyid: number }) => s.supplyid)).toEqual([1002, 1004])
    expect((await admin.post('/api/SupplyAuthority/Save', { userId: wh, supplyids: [1002, 9999] })).body.Msg).toBe('供应商不存在：9999')
    expect(await managedSupplyIds(t.db, wh)).toEqual([1002, 1004])
    expect((await admin.post('/api/SupplyAuthority/Save', { userId: await userId('sup1001'), supplyids: [1001] })).body.Msg).toBe('只能为内部员工授权供应商')
    expect((await admin.post('/api/SupplyAuthority/GetList', { rows: 100 })).body.Data.rows.some((r: { usercode: string }) => r.usercode === 'sup1001')).toBe(false)
  })
})

describe('file operation rights', () => {
  it('adds, edits, lists and deletes rights per role or user and category', async () => {
    const list = (await admin.post('/api/OperationAuthority/GetList', { subject_type: 'role', rows: 50 })).body.Data
    expect(list.rows.find((r: { role: string }) => r.role === 'buyer')).toMatchObject({ role_name: '采购员', category: '', can_upload: true, can_delete: false })
    const qe = await userId('qe01')
    const saved = (await admin.post('/api/OperationAuthority/Save', { subject_type: 'user', userid: qe, category: 'document', can_view: 1, can_download: 1, can_upload: 1, can_delete: 1 })).body.Data
    expect(saved).toMatchObject({ UserName: '陈晓雯', category: 'document', can_delete: true })
    expect((await admin.post('/api/OperationAuthority/Save', { subject_type: 'user', userid: qe, category: 'document' })).body.Msg).toBe('该对象在此分类下已设置权限')
    expect((await admin.post('/api/OperationAuthority/Save', { ...saved, subject_type: 'user', can_delete: 0 })).body.Data.can_delete).toBe(false)
    expect((await admin.post('/api/OperationAuthority/Save', { subject_type: 'role', role: 'pilot' })).body.Msg).toBe('角色不存在：pilot')
    expect((await admin.post('/api/OperationAuthority/Save', { subject_type: 'group' })).body.Msg).toBe('授权对象类型只能是 role 或 user')
    expect((await admin.post('/api/OperationAuthority/Save', { subject_type: 'role', role: 'buyer', category: '合同' })).body.Msg).toBe('文件分类只能包含字母、数字和下划线')
    expect((await admin.post(`/api/OperationAuthority/Del?id=${saved.id}`)).body.Msg).toBe('删除成功')
    expect((await admin.post(`/api/OperationAuthority/Del?id=${saved.id}`)).status).toBe(404)
  })
})

describe('online users', () => {
  it('lists live sessions and ends one: that token gets 401 at its next call', async () => {
    const token = await login(t.app, 'qe01')
    expect((await api(t.app, token).get('/User/User/GetCurrentUser')).status).toBe(200)
    const list = (await admin.post('/api/OnlineUser/GetList', { searchKey: 'qe01' })).body.Data
    expect(list.total).toBe(1)
    const session = list.rows[0]
    expect(session).toMatchObject({ usercode: 'qe01', UserName: '陈晓雯', dept_name: '质量部', is_current: false })
    expect(session.login_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const mine = (await admin.post('/api/OnlineUser/GetList', { searchKey: 'admin' })).body.Data.rows.find((r: { is_current: boolean }) => r.is_current)
    expect((await admin.post('/api/OnlineUser/ForceLogout', { id: mine.id })).body.Msg).toBe('不能结束自己当前的会话，请使用退出登录')
    expect((await admin.post('/api/OnlineUser/ForceLogout', { id: session.id })).body.Msg).toBe('已强制下线')
    const next = await api(t.app, token).get('/User/User/GetCurrentUser')
    expect(next.status).toBe(401)
    expect(next.body.Msg).toBe('登录失效，请登录')
    expect((await admin.post('/api/OnlineUser/ForceLogout', { id: session.id })).status).toBe(404)
    expect((await admin.post('/api/OnlineUser/ForceLogout', { id: 'x' })).body.Msg).toBe('请选择会话')
  })
})

describe('template message receivers', () => {
  it('lists templates, sets receivers and switches a template off', async () => {
    const templates = (await admin.get('/api/MsgAcceptUser/GetTemplates')).body.Data
    expect(templates.find((x: { code: string }) => x.code === 'rcv_unqualified')).toMatchObject({ name: '来料检验不合格通知', enabled: true, receiver_count: 2 })
    const qe = await userId('qe01')
    const wh = await userId('wh01')
    expect((await admin.post('/api/MsgAcceptUser/SaveReceivers', { templateCode: 'rcv_unqualified', userIds: [qe, wh] })).body.Data).toEqual({ count: 2 })
    const receivers = (await admin.get('/api/MsgAcceptUser/GetReceivers', { templateCode: 'rcv_unqualified' })).body.Data
    expect(receivers.map((r: { usercode: string }) => r.usercode)).toEqual(['qe01', 'wh01'])
    expect((await messageReceivers(t.db, 'rcv_unqualified')).map((r) => r.email)).toContain('chenxiaowen@wjauto.example')
    expect((await admin.post('/api/MsgAcceptUser/SaveTemplate', { code: 'rcv_unqualified', enabled: 0 })).body.Data.enabled).toBe(false)
    expect(await messageReceivers(t.db, 'rcv_unqualified')).toEqual([])
    expect((await admin.post('/api/MsgAcceptUser/SaveReceivers', { templateCode: 'nope', userIds: [] })).status).toBe(404)
    expect((await admin.post('/api/MsgAcceptUser/SaveReceivers', { templateCode: 'wf_todo', userIds: [999999] })).body.Msg).toBe('用户不存在：999999')
    expect((await admin.get('/api/MsgAcceptUser/GetReceivers')).body.Msg).toBe('请选择模板')
  })
})

describe('audit log', () => {
  it('records who changed what, with before and after, readable by admin only', async () => {
    const res = await admin.post('/api/AuditLog/GetList', { area: 'supply_authority' })
    expect(res.status).toBe(200)
    const row = res.body.Data.rows[0]
    expect(row).toMatchObject({ usercode: 'admin', UserName: '系统管理员', area: 'supply_authority', action: '设置授权', before: { supplyids: [] }, after: { supplyids: [1002, 1004] } })
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    const sessions = (await admin.post('/api/AuditLog/GetList', { area: 'session' })).body.Data.rows
    expect(sessions[0]).toMatchObject({ action: '强制下线' })
    expect(sessions[0].target).toContain('qe01')
    // passwords and hashes never reach the log
    await admin.post('/User/User/Save', { usercode: 'audit01', UserName: '审计员', password: 'Audit#2026x', roles: ['buyer'] })
    const created = (await admin.post('/api/AuditLog/GetList', { area: 'user', searchKey: 'audit01' })).body.Data.rows[0]
    expect(created.action).toBe('新增')
    expect(JSON.stringify(created)).not.toMatch(/password|Audit#2026x/i)
    expect((await admin.post('/api/AuditLog/GetList', { date_from: '2000-01-01', date_to: '2000-01-02' })).body.Data.total).toBe(0)
    expect((await admin.post('/api/AuditLog/GetList', { date_from: 'yesterday' })).body.Msg).toBe('开始日期格式不正确，应为 YYYY-MM-DD')
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.post('/api/AuditLog/GetList', {})).status).toBe(403)
  })
})
