import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'
import type { OrgNode } from './tree'

let t: TestApp
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
})
afterAll(() => t.close())

const find = (nodes: OrgNode[], pred: (n: OrgNode) => boolean): OrgNode | undefined => {
  for (const n of nodes) {
    if (pred(n)) return n
    const hit = find(n.children, pred)
    if (hit) return hit
  }
  return undefined
}

describe('organisation tree', () => {
  it('GetOrgSataionUsers: company → dept → station → users', async () => {
    const res = await admin.get('/User/User/GetOrgSataionUsers')
    expect(res.status).toBe(200)
    const [company] = res.body.Data as OrgNode[]
    expect(company).toMatchObject({ type: 'company', name: '皖江汽车动力股份有限公司', pid: null })
    const purchasing = company!.children.find((d) => d.name === '采购部')!
    expect(purchasing).toMatchObject({ type: 'dept', pid: company!.key })
    const buyerStation = purchasing.children.find((s) => s.name === '采购员')!
    expect(buyerStation.children.map((u) => u.code)).toContain('buyer01')
    expect(buyerStation.children[0]).toMatchObject({ type: 'user', pid: buyerStation.key })
    expect(purchasing.user_count).toBeGreaterThanOrEqual(1)
    expect(company!.user_count).toBe(14) // admin, buyer01, wh01, qe01, svc01, eng01, tech01, wsm01, proc01, opr01, opr02, opr03, revtech01, revprod01
    // suppliers and customers are not in the organisation
    expect(find(res.body.Data, (n) => n.code === 'sup1001')).toBeUndefined()
  })

  it('a search keeps only matching users and their ancestors', async () => {
    const res = await admin.get('/User/User/GetOrgSataionUsers', { searchKey: '陈晓雯' })
    const [company] = res.body.Data as OrgNode[]
    expect(company!.children).toHaveLength(1)
    expect(company!.children[0]!.name).toBe('质量部')
    expect(find(res.body.Data, (n) => n.type === 'user')?.code).toBe('qe01')
    expect((await admin.get('/User/User/GetOrgSataionUsers', { searchKey: '没有这个人' })).body.Data).toEqual([])
  })

  it('GetOrgTree has no users; GetNoStationUserList lists staff without a station', async () => {
    const tree = (await admin.get('/api/Org/GetOrgTree')).body.Data as OrgNode[]
    expect(find(tree, (n) => n.type === 'user')).toBeUndefined()
    expect(find(tree, (n) => n.name === '终检工位')?.type).toBe('station')
    await admin.post('/User/User/Save', { usercode: 'temp01', UserName: '赵临时', password: 'Temp#2026x', roles: ['warehouse'] })
    const res = await admin.get('/User/User/GetNoStationUserList', { page: 1, rows: 10 })
    expect(res.body.Data.rows.map((u: { usercode: string }) => u.usercode)).toEqual(['temp01'])
    expect(res.body.Data.total).toBe(1)
  })

  it('SaveUserStation places staff users on a station (dept follows) and off it', async () => {
    const temp = (await admin.get('/User/User/GetUserByCode', { usercode: 'temp01' })).body.Data
    const stations = (await admin.post('/api/Org/GetStationList', { searchKey: '仓管员' })).body.Data.rows
    const res = await admin.post('/User/User/SaveUserStation', { userIds: [temp.userid], station_id: stations[0].id })
    expect(res.body.Data).toEqual({ count: 1 })
    const after = (await admin.get('/User/User/GetUserByCode', { usercode: 'temp01' })).body.Data
    expect(after).toMatchObject({ station_name: '仓管员', dept_name: '仓储部' })
    expect((await admin.get('/User/User/GetNoStationUserList')).body.Data.total).toBe(0)
    const sup = (await admin.get('/User/User/GetUserByCode', { usercode: 'sup1001' })).body.Data
    expect((await admin.post('/User/User/SaveUserStation', { userIds: [sup.userid], station_id: stations[0].id })).body.Msg).toBe('供应商或客户用户不能设置岗位')
    expect((await admin.post('/User/User/SaveUserStation', { userIds: [temp.userid], station_id: 99999 })).body.Msg).toBe('岗位不存在')
    expect((await admin.post('/User/User/SaveUserStation', { userIds: [], station_id: null })).body.Msg).toBe('请选择人员')
    await admin.post('/User/User/SaveUserStation', { userIds: [temp.userid], station_id: null })
    expect((await admin.get('/User/User/GetUserByCode', { usercode: 'temp01' })).body.Data.station_id).toBeNull()
  })
})

describe('companies, departments, stations', () => {
  it('creates, edits and deletes a department with a station, with digit-only codes', async () => {
    const [company] = (await admin.get('/api/Org/GetCompanyList')).body.Data
    expect(company.dept_count).toBe(10) // with 技术部 and 生产部 (order review)
    const bad = await admin.post('/api/Org/SaveDept', { company_id: company.id, dept_code: 'A01', dept_name: '物流部' })
    expect(bad.status).toBe(400)
    expect(bad.body.Msg).toBe('编码只能为数字')
    expect((await admin.post('/api/Org/SaveDept', { company_id: company.id, dept_code: '0101', dept_name: '物流部' })).body.Msg).toBe('编码已存在')
    expect((await admin.post('/api/Org/SaveDept', { company_id: company.id, dept_code: '0109' })).body.Msg).toBe('请输入部门名称')
    const dept = (await admin.post('/api/Org/SaveDept', { company_id: company.id, dept_code: '0109', dept_name: '物流部', sort: 90 })).body.Data
    expect(dept).toMatchObject({ dept_name: '物流部', co_desc: company.co_desc, station_count: 0 })
    const sub = (await admin.post('/api/Org/SaveDept', { company_id: company.id, pid: dept.id, dept_code: '010901', dept_name: '物流调度组' })).body.Data
    expect(sub.parent_name).toBe('物流部')
    expect((await admin.post('/api/Org/SaveDept', { ...dept, pid: sub.id })).body.Msg).toBe('上级部门不能是自己或下级部门')
    const station = (await admin.post('/api/Org/SaveStation', { dept_id: sub.id, station_code: '01090101', station_name: '调度员' })).body.Data
    expect(station).toMatchObject({ dept_name: '物流调度组', user_count: 0 })

    const tree = (await admin.get('/api/Org/GetOrgTree')).body.Data as OrgNode[]
    expect(find(tree, (n) => n.name === '调度员')?.pid).toBe(`dept-${sub.id}`)
    expect(find(tree, (n) => n.name === '物流调度组')?.pid).toBe(`dept-${dept.id}`)

    expect((await admin.post(`/api/Org/DelDept?id=${sub.id}`)).body.Msg).toBe('请先删除该部门下的岗位和下级部门')
    expect((await admin.post('/api/Org/SaveStation', { ...station, station_name: '调度主管' })).body.Data.station_name).toBe('调度主管')
    expect((await admin.post(`/api/Org/DelStation?id=${station.id}`)).body.Msg).toBe('删除成功')
    expect((await admin.post('/api/Org/DelDept', { id: sub.id })).body.Msg).toBe('删除成功')
    expect((await admin.post(`/api/Org/DelDept?id=${dept.id}`)).body.Msg).toBe('删除成功')
    expect((await admin.post(`/api/Org/DelDept?id=${dept.id}`)).status).toBe(404)
  })

  it('refuses to delete a department or station that still has people', async () => {
    const stations = (await admin.post('/api/Org/GetStationList', { searchKey: '采购员' })).body.Data.rows
    expect((await admin.post(`/api/Org/DelStation?id=${stations[0].id}`)).body.Msg).toBe('该岗位下还有人员，不能删除')
    const depts = (await admin.post('/api/Org/GetDeptList', { searchKey: '采购部' })).body.Data.rows
    expect(depts[0].user_count).toBeGreaterThan(0)
    expect((await admin.post(`/api/Org/DelDept?id=${depts[0].id}`)).status).toBe(400)
  })

  it('keeps at least one company and no company with departments', async () => {
    const [company] = (await admin.get('/api/Org/GetCompanyList')).body.Data
    expect((await admin.post(`/api/Org/DelCompany?id=${company.id}`)).body.Msg).toBe('请先删除该公司下的部门')
    const second = (await admin.post('/api/Org/SaveCompany', { co_code: '02', co_desc: '皖江汽车动力（芜湖）有限公司', co_addr: '安徽省芜湖市鸠江区' })).body.Data
    expect(second.dept_count).toBe(0)
    expect((await admin.post('/api/Org/SaveCompany', { ...second, co_rep_title: '芜湖分公司' })).body.Data.co_rep_title).toBe('芜湖分公司')
    expect((await admin.post('/api/Org/SaveCompany', { co_code: '02', co_desc: '重复' })).body.Msg).toBe('编码已存在')
    expect((await admin.post(`/api/Org/DelCompany?id=${second.id}`)).body.Msg).toBe('删除成功')
  })

  it('refuses non-admins', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    for (const res of [
      await buyer.get('/User/User/GetOrgSataionUsers'),
      await buyer.get('/User/User/GetNoStationUserList'),
      await buyer.get('/api/Org/GetOrgTree'),
      await buyer.post('/api/Org/SaveDept', { company_id: 1, dept_code: '0199', dept_name: '越权部' }),
      await buyer.post('/api/Org/DelStation?id=1'),
      await buyer.post('/User/User/SaveUserStation', { userIds: [1], station_id: null }),
    ]) expect(res.status).toBe(403)
  })
})

describe('moving a department to another company', () => {
  it('moves its sub-departments along, in one change', async () => {
    const co2 = (await admin.post('/api/Org/SaveCompany', { co_code: '92', co_desc: '皖江新能源有限公司' })).body.Data
    const co1 = (await admin.get('/api/Org/GetCompanyList')).body.Data.find((c: { co_code: string }) => c.co_code !== '92')
    const top = (await admin.post('/api/Org/SaveDept', { company_id: co1.id, dept_code: '9201', dept_name: '研发中心' })).body.Data
    const mid = (await admin.post('/api/Org/SaveDept', { company_id: co1.id, pid: top.id, dept_code: '920101', dept_name: '电控研究室' })).body.Data
    const leaf = (await admin.post('/api/Org/SaveDept', { company_id: co1.id, pid: mid.id, dept_code: '92010101', dept_name: '软件组' })).body.Data
    const moved = await admin.post('/api/Org/SaveDept', { id: top.id, company_id: co2.id, dept_code: '9201', dept_name: '研发中心' })
    expect(moved.status).toBe(200)
    const depts = (await admin.post('/api/Org/GetDeptList', { company_id: co2.id, rows: 50 })).body.Data.rows as { id: number; company_id: number }[]
    expect(depts.map((d) => d.id).sort()).toEqual([top.id, mid.id, leaf.id].sort())
    const tree = (await admin.get('/api/Org/GetOrgTree')).body.Data as OrgNode[]
    expect(find(tree, (n) => n.key === `company-${co2.id}`)!.children.map((d) => d.id)).toEqual([top.id])
    expect(find(tree, (n) => n.key === `dept-${leaf.id}`)!.pid).toBe(`dept-${mid.id}`)
    const [log] = (await admin.post('/api/AuditLog/GetList', { area: 'org' })).body.Data.rows
    expect(log.after.moved_sub_depts.sort()).toEqual([mid.id, leaf.id].sort())
  })
})
