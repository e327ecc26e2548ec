import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import type { AuditLogRow } from '@scm/core/sysmanage'
import { createTestApp, loginAs, type TestApp, type SignedInClient } from './helpers'
import { orgStation } from '../src/identity/org-schema'
import { startFlow } from '../src/areas/wf/engine'

// Base codes, parameters, own password and flow decisions reach the audit log (with
// Chinese field labels for its reader); security parameters are the admin's.
let t: TestApp
let admin: SignedInClient

beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
})
afterAll(() => t.close())

const auditOf = async (area: string): Promise<AuditLogRow[]> => (await admin.post('/api/AuditLog/GetList', { area, rows: 50 })).body.Data.rows

describe('generic resources write the audit log', () => {
  it('BaseCode Save (new, edit) and Del: area, target, before and after', async () => {
    const created = await admin.post('/api/BaseCode/Save', { type_code: 'unit', code: '991', name: '测试单位' })
    expect(created.status).toBe(200)
    const id = created.body.Data.id
    expect((await admin.post('/api/BaseCode/Save', { id, type_code: 'unit', code: '991', name: '测试单位二' })).status).toBe(200)
    expect((await admin.post(`/api/BaseCode/Del?id=${id}`)).status).toBe(200)
    const [del, edit, add] = await auditOf('BaseCode')
    expect(add).toMatchObject({ action: '新增', target: '基础编码 991 测试单位', target_id: String(id), before: null, usercode: 'admin' })
    expect(add!.after).toMatchObject({ code: '991', name: '测试单位' })
    expect(edit).toMatchObject({ action: '修改', before: { name: '测试单位' }, after: { name: '测试单位二' } })
    expect(del).toMatchObject({ action: '删除', target: '基础编码 991 测试单位二', before: { code: '991' }, after: null })
    // the reader gets the resource's own Chinese labels
    expect(edit!.labels).toMatchObject({ name: '名称', type_code: '编码类别' })
  })

  it('a refused save writes nothing', async () => {
    const before = (await auditOf('BaseCode')).length
    expect((await admin.post('/api/BaseCode/Save', { type_code: 'unit', code: 'abc', name: '坏编码' })).status).toBe(400)
    expect((await auditOf('BaseCode')).length).toBe(before)
  })
})

describe('security parameters', () => {
  it('only an admin changes pwd_min_level through SysPara; other parameters stay with the grant; audited', async () => {
    await admin.post('/api/Right/SaveRole', { code: 'paraadmin', name: '参数管理员', isAdd: 1 })
    await admin.post('/api/Right/SaveRoleRights', { role: 'paraadmin', rights: [{ functionId: 'sysmanage_syspara', buttons: ['add', 'edit', 'delete'] }] })
    const [st] = await t.db.select({ id: orgStation.id }).from(orgStation).where(eq(orgStation.stationCode, '010102'))
    await admin.post('/User/User/Save', { usercode: 'para01', UserName: '参数员', password: 'Para#2026x', station_id: st!.id, roles: ['paraadmin'] })
    const para = await loginAs(t.app, 'para01', 'Para#2026x')
    for (const res of [
      await para.post('/api/SysPara/Save', { id: 'pwd_min_level', param_key: 'pwd_min_level', param_value: '0', param_group: 'system' }),
      await para.post('/api/SysPara/Save', { param_key: 'pwd_min_level', param_value: '0', param_group: 'system' }),
      await para.post('/api/SysPara/Del?id=pwd_min_level'),
    ]) {
      expect([res.status, res.body.Msg]).toEqual([403, '无权限'])
    }
    expect((await admin.get('/api/MySelf/GetPasswordPolicy')).body.Data.minLevel).toBe(2)
    expect((await para.post('/api/SysPara/Save', { id: 'page_size', param_key: 'page_size', param_value: '30', param_group: 'web' })).status).toBe(200)
    expect((await admin.post('/api/SysPara/Save', { id: 'pwd_min_level', param_key: 'pwd_min_level', param_value: '3', param_group: 'system' })).status).toBe(200)
    expect((await admin.get('/api/MySelf/GetPasswordPolicy')).body.Data.minLevel).toBe(3)
    const rows = await auditOf('SysPara')
    expect(rows.map((r) => `${r.usercode} ${r.target}`)).toEqual(['admin 系统参数 pwd_min_level', 'para01 系统参数 page_size'])
    expect(rows[0]).toMatchObject({ before: { param_value: '2' }, after: { param_value: '3' } })
    expect(rows[0]!.labels.param_value).toBe('参数值')
    await admin.post('/api/SysPara/Save', { id: 'pwd_min_level', param_key: 'pwd_min_level', param_value: '2', param_group: 'system' })
  })
})

describe('own password and flows', () => {
  it('UpdatePassword is logged without the password', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.post('/User/User/UpdatePassword', { oldPassword: 'Scm@2026', newPassword: 'Secret#2026new' })).status).toBe(200)
    const [row] = await auditOf('myself')
    expect(row).toMatchObject({ action: '修改密码', usercode: 'buyer01' })
    expect(JSON.stringify(row)).not.toMatch(/Secret#2026new|Scm@2026|hash|salt/i)
  })

  it('start, approve, reject and withdraw of a flow are logged', async () => {
    const ids: Record<string, number> = {}
    for (const code of ['admin', 'qe01']) ids[code] = (await admin.get('/User/User/GetUserByCode', { usercode: code })).body.Data.userid
    const flow = { flow_code: 'audit_test', flow_name: '审计测试', record_type: 'audit_doc', steps: [{ step_name: '审核', approver_type: 'user', approvers: [ids.qe01], mode: 'any' }] }
    expect((await admin.post('/api/Wf/SaveFlow', flow)).status).toBe(200)
    const start = (recordId: string) => startFlow(t.db, { flowCode: 'audit_test', recordType: 'audit_doc', recordId, starter: ids.admin!, title: `测试单 ${recordId}` })
    const a = await start('A-1')
    const b = await start('B-1')
    const c = await start('C-1')
    const qe = await loginAs(t.app, 'qe01')
    expect((await qe.post('/api/Wf/Approve', { instanceId: a.instance_id, opinion: '可以' })).status).toBe(200)
    expect((await qe.post('/api/Wf/Reject', { instanceId: b.instance_id, opinion: '资料不全' })).status).toBe(200)
    expect((await admin.post('/api/Wf/Withdraw', { instanceId: c.instance_id })).status).toBe(200)
    const rows = (await auditOf('wf')).filter((r) => r.target.startsWith('审批单'))
    const seen = rows.map((r) => `${r.usercode} ${r.action} ${r.target}`)
    expect(seen).toEqual(
      expect.arrayContaining([
        'admin 发起审批 审批单 测试单 A-1',
        'qe01 同意 审批单 测试单 A-1',
        'qe01 驳回 审批单 测试单 B-1',
        'admin 撤回 审批单 测试单 C-1',
      ]),
    )
    expect(rows.find((r) => r.action === '驳回')!.after).toMatchObject({ status: '已驳回', opinion: '资料不全' })
  })
})

describe('audit labels', () => {
  it('answers Chinese labels for snapshot columns', async () => {
    const buyer = (await admin.get('/User/User/GetUserByCode', { usercode: 'wh01' })).body.Data.userid
    await admin.post('/User/User/ForbidLogin', { userId: buyer, ForbidLoginFlag: 1 })
    await admin.post('/User/User/ForbidLogin', { userId: buyer, ForbidLoginFlag: 0 })
    const [row] = await auditOf('user')
    expect(row!.labels).toEqual({ forbidLogin: '禁止登录' })
    const dept = (await admin.post('/api/Org/GetDeptList', { rows: 1 })).body.Data.rows[0]
    await admin.post('/api/Org/SaveDept', { ...dept, dept_name: dept.dept_name })
    const [org] = await auditOf('org')
    expect(org!.labels).toMatchObject({ deptName: '部门名称', companyId: '公司', deptCode: '部门编码' })
  })
})
