import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'
import { approve, flowStatus, onFlowFinished, reject, startFlow, withdraw, type FlowStatus } from './engine'

let t: TestApp
let admin: SignedInClient
const ids: Record<string, number> = {}
const finished: FlowStatus[] = []

beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
  for (const code of ['admin', 'buyer01', 'wh01', 'qe01', 'svc01']) ids[code] = (await admin.get('/User/User/GetUserByCode', { usercode: code })).body.Data.userid
  onFlowFinished('test_doc', async (_db, status) => {
    finished.push(status)
  })
})
afterAll(() => t.close())

const flow = () => ({
  flow_code: 'test_review',
  flow_name: '测试评审',
  record_type: 'test_doc',
  steps: [
    { step_name: '部门审核', approver_type: 'user', approvers: [ids.buyer01, ids.wh01], mode: 'any' },
    { step_name: '会签', approver_type: 'user', approvers: [ids.qe01, ids.svc01], mode: 'all' },
  ],
})

describe('flow definitions', () => {
  it('saves a flow with ordered steps and approvers by user, station or role', async () => {
    const res = await admin.post('/api/Wf/SaveFlow', flow())
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ flow_code: 'test_review', step_count: 2, enabled: true })
    expect(res.body.Data.steps[0]).toMatchObject({ step_no: 1, approvers: [ids.buyer01, ids.wh01], approver_names: '李文涛、张海峰', mode: 'any' })
    const seeded = (await admin.post('/api/Wf/GetFlowList', { searchKey: 'prcsdoc' })).body.Data.rows[0]
    expect(seeded.steps[0]).toMatchObject({ approver_type: 'station', approver_names: '质量部 质量工程师' })
    expect(seeded.steps[1]).toMatchObject({ approver_type: 'role', approvers: ['admin'], approver_names: '系统管理员', mode: 'all' })
    const options = (await admin.get('/api/Wf/GetApproverOptions')).body.Data
    expect(options.roles).toContainEqual({ id: 'quality', name: '质量工程师' })
    expect(options.stations.length).toBeGreaterThan(5)
    expect((await admin.get('/api/Wf/GetFlow', { id: res.body.Data.id })).body.Data.steps).toHaveLength(2)
  })

  it('refuses bad definitions', async () => {
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [flow(), '流程编码已存在'],
      [{ ...flow(), flow_code: 'x2', steps: [] }, '请至少设置一个审批步骤'],
      [{ ...flow(), flow_code: 'x2', steps: [{ step_name: '审', approver_type: 'user', approvers: [] }] }, '第1步：请选择审批人'],
      [{ ...flow(), flow_code: 'x2', steps: [flow().steps[0], { step_name: '审', approver_type: 'user', approvers: [999999] }] }, '第2步：用户不存在：999999'],
      [{ ...flow(), flow_code: 'x2', steps: [{ step_name: '审', approver_type: 'role', approvers: ['pilot'] }] }, '第1步：角色不存在：pilot'],
      [{ ...flow(), flow_code: 'x2', steps: [{ step_name: '审', approver_type: 'dept', approvers: [1] }] }, /第1步：审批人类型只能是/],
      [{ ...flow(), flow_code: 'x2', steps: [{ step_name: '审', approver_type: 'user', approvers: [1], mode: 'most' }] }, /第1步：审批方式只能是/],
      [{ ...flow(), flow_code: '' }, /流程编码只能包含/],
    ]
    for (const [body, msg] of cases) {
      const res = await admin.post('/api/Wf/SaveFlow', body)
      expect(res.status).toBe(400)
      expect(res.body.Msg).toMatch(msg)
    }
    expect((await admin.post('/api/Wf/GetFlowList', { searchKey: 'x2' })).body.Data.total).toBe(0)
  })
})

describe('the engine', () => {
  it('any-one then all-must-agree: the flow passes after one of step 1 and both of step 2', async () => {
    const started = await startFlow(t.db, { flowCode: 'test_review', recordType: 'test_doc', recordId: 'DOC-1', starter: ids.admin!, title: '测试文件 DOC-1' })
    expect(started).toMatchObject({ status: '审批中', current_step: 1, can_withdraw: true })
    expect(started.tasks.map((x) => x.UserName)).toEqual(['李文涛', '张海峰'])
    await expect(startFlow(t.db, { flowCode: 'test_review', recordType: 'test_doc', recordId: 'DOC-1', starter: ids.admin! })).rejects.toThrow('该单据已在审批中')

    const buyer = await loginAs(t.app, 'buyer01')
    // the test flow's tasks (the demo price quotes waiting in review give buyers tasks of their own)
    const todo = (await buyer.post('/api/Wf/GetTodoList', { searchKey: '测试评审' })).body.Data
    expect(todo.total).toBe(1)
    expect(todo.rows[0]).toMatchObject({ title: '测试文件 DOC-1', step_name: '部门审核', starter_name: '系统管理员', flow_name: '测试评审' })
    const after1 = (await buyer.post('/api/Wf/Approve', { instanceId: started.instance_id, opinion: '同意采购' })).body.Data
    expect(after1).toMatchObject({ status: '审批中', current_step: 2 })
    expect(after1.tasks.find((x: { UserName: string }) => x.UserName === '张海峰').status).toBe('无需审批')
    // wh01's task closed: nothing to do for him any more
    const wh = await loginAs(t.app, 'wh01')
    expect((await wh.post('/api/Wf/GetTodoList', {})).body.Data.total).toBe(0)
    expect((await wh.post('/api/Wf/Approve', { instanceId: started.instance_id })).body.Msg).toBe('您不是当前步骤的审批人或已处理')

    const qe = await loginAs(t.app, 'qe01')
    const afterQe = (await qe.post('/api/Wf/Approve', { instanceId: started.instance_id })).body.Data
    expect(afterQe).toMatchObject({ status: '审批中', current_step: 2 }) // all must agree: svc01 still pending
    expect((await qe.post('/api/Wf/Approve', { instanceId: started.instance_id })).status).toBe(400)
    const svc = await loginAs(t.app, 'svc01')
    const done = (await svc.post('/api/Wf/Approve', { instanceId: started.instance_id, opinion: '可以' })).body.Data
    expect(done.status).toBe('已通过')
    expect(done.finished_at).toMatch(/^\d{4}-\d{2}-\d{2} /)
    expect(done.steps.map((s: { status: string }) => s.status)).toEqual(['已通过', '已通过'])
    expect(finished.at(-1)).toMatchObject({ record_id: 'DOC-1', status: '已通过' })

    const history = (await buyer.post('/api/Wf/GetDoneList', {})).body.Data.rows[0]
    expect(history).toMatchObject({ status: '已同意', opinion: '同意采购', instance_status: '已通过' })
    expect((await flowStatus(t.db, { recordType: 'test_doc', recordId: 'DOC-1' }))?.status).toBe('已通过')
  })

  it('a rejection ends the whole flow with the opinion', async () => {
    const s = await startFlow(t.db, { flowCode: 'test_review', recordType: 'test_doc', recordId: 'DOC-2', starter: ids.admin! })
    await approve(t.db, { instanceId: s.instance_id, user: ids.wh01!, opinion: '' })
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.post('/api/Wf/Reject', { instanceId: s.instance_id, opinion: '已处理' })).status).toBe(400)
    const qe = await loginAs(t.app, 'qe01')
    expect((await qe.post('/api/Wf/Reject', { instanceId: s.instance_id, opinion: '  ' })).body.Msg).toBe('请填写驳回意见')
    const rejected = (await qe.post('/api/Wf/Reject', { instanceId: s.instance_id, opinion: '检验标准缺少尺寸公差' })).body.Data
    expect(rejected.status).toBe('已驳回')
    expect(rejected.steps.map((x: { status: string }) => x.status)).toEqual(['已通过', '已驳回'])
    expect(rejected.tasks.find((x: { UserName: string }) => x.UserName === '刘志强').status).toBe('无需审批')
    expect(finished.at(-1)).toMatchObject({ record_id: 'DOC-2', status: '已驳回' })
    await expect(approve(t.db, { instanceId: s.instance_id, user: ids.svc01! })).rejects.toThrow('流程已结束')
    // after a rejection the record may be submitted again
    const again = await startFlow(t.db, { flowCode: 'test_review', recordType: 'test_doc', recordId: 'DOC-2', starter: ids.admin! })
    expect(again.status).toBe('审批中')
    await withdraw(t.db, { instanceId: again.instance_id, user: ids.admin! })
  })

  it('only the starter withdraws, and only while running', async () => {
    const s = await startFlow(t.db, { flowCode: 'test_review', recordType: 'test_doc', recordId: 3, starter: ids.qe01! })
    const buyer = await loginAs(t.app, 'buyer01')
    expect((await buyer.post('/api/Wf/Withdraw', { instanceId: s.instance_id })).body.Msg).toBe('只有发起人可以撤回')
    const qe = await loginAs(t.app, 'qe01')
    const mine = (await qe.post('/api/Wf/GetMyStarted', {})).body.Data.rows
    expect(mine[0]).toMatchObject({ record_id: '3', status: '审批中', can_withdraw: true })
    const back = (await qe.post('/api/Wf/Withdraw', { instanceId: s.instance_id })).body.Data
    expect(back.status).toBe('已撤回')
    expect(back.tasks.every((x: { status: string }) => x.status === '已撤回')).toBe(true)
    expect((await qe.post('/api/Wf/Withdraw', { instanceId: s.instance_id })).body.Msg).toBe('流程已结束，不能撤回')
    expect((await buyer.post('/api/Wf/GetTodoList', { searchKey: '测试评审' })).body.Data.total).toBe(0)
    expect(finished.at(-1)).toMatchObject({ record_id: '3', status: '已撤回' })
  })

  it('approvers by station and role resolve to active users; nobody to approve is refused', async () => {
    const s = await startFlow(t.db, { flowCode: 'prcsdoc_audit', recordType: 'prcsdocument', recordId: 'ZY-001', starter: ids.buyer01! })
    expect(s.tasks.map((x) => x.UserName)).toEqual(['陈晓雯'])
    const passedStep1 = await approve(t.db, { instanceId: s.instance_id, user: ids.qe01! })
    expect(passedStep1.tasks.filter((x) => x.step_no === 2).map((x) => x.UserName)).toEqual(['系统管理员'])
    expect((await admin.get('/api/Wf/GetFlowStatus', { recordType: 'prcsdocument', recordId: 'ZY-001' })).body.Data.can_approve).toBe(true)
    await reject(t.db, { instanceId: s.instance_id, user: ids.admin!, opinion: '版本号不对' })
    // forbid the only quality engineer: step 1 has nobody, so the flow cannot start
    await admin.post('/User/User/ForbidLogin', { userId: ids.qe01, ForbidLoginFlag: 1 })
    await expect(startFlow(t.db, { flowCode: 'prcsdoc_audit', recordType: 'prcsdocument', recordId: 'ZY-002', starter: ids.buyer01! })).rejects.toThrow('第1步没有可用的审批人')
    expect(await flowStatus(t.db, { recordType: 'prcsdocument', recordId: 'ZY-002' })).toBeNull()
    await admin.post('/User/User/ForbidLogin', { userId: ids.qe01, ForbidLoginFlag: 0 })
    await expect(startFlow(t.db, { flowCode: 'nope', recordType: 'x', recordId: 1, starter: ids.admin! })).rejects.toThrow('审批流程不存在或已停用')
    await expect(startFlow(t.db, { flowCode: 'prcsdoc_audit', recordType: 'claim', recordId: 1, starter: ids.admin! })).rejects.toThrow('该审批流程不适用于此类单据')
  })

  it('GetFlowStatus is for those involved; others are refused', async () => {
    const sup = await loginAs(t.app, 'sup1001')
    expect((await sup.get('/api/Wf/GetFlowStatus', { recordType: 'test_doc', recordId: 'DOC-1' })).status).toBe(403)
    const buyer = await loginAs(t.app, 'buyer01')
    const status = (await buyer.get('/api/Wf/GetFlowStatus', { recordType: 'test_doc', recordId: 'DOC-1' })).body.Data
    expect(status).toMatchObject({ status: '已通过', can_approve: false, can_withdraw: false })
    expect((await buyer.get('/api/Wf/GetFlowStatus', { recordType: 'test_doc', recordId: 'never' })).body.Data).toBeNull()
    expect((await buyer.get('/api/Wf/GetFlowStatus')).status).toBe(400)
  })

  it('a flow with history cannot be deleted; an unused one can; non-admins cannot edit flows', async () => {
    const used = (await admin.post('/api/Wf/GetFlowList', { searchKey: 'test_review' })).body.Data.rows[0]
    expect((await admin.post(`/api/Wf/DelFlow?id=${used.id}`)).body.Msg).toBe('该流程已有审批记录，不能删除，请停用')
    const disabled = (await admin.post('/api/Wf/SaveFlow', { ...flow(), id: used.id, enabled: 0 })).body.Data
    expect(disabled.enabled).toBe(false)
    await expect(startFlow(t.db, { flowCode: 'test_review', recordType: 'test_doc', recordId: 'DOC-9', starter: ids.admin! })).rejects.toThrow('审批流程不存在或已停用')
    const spare = (await admin.post('/api/Wf/SaveFlow', { ...flow(), flow_code: 'spare' })).body.Data
    expect((await admin.post(`/api/Wf/DelFlow?id=${spare.id}`)).body.Msg).toBe('删除成功')
    const buyer = await loginAs(t.app, 'buyer01')
    // every staff member reads the flows (he may be a step's approver), never changes them
    expect((await buyer.post('/api/Wf/GetFlowList', {})).status).toBe(200)
    expect((await buyer.post('/api/Wf/SaveFlow', { ...flow(), flow_code: 'evil' })).status).toBe(403)
    expect((await buyer.post(`/api/Wf/DelFlow?id=${used.id}`)).status).toBe(403)
    expect((await buyer.get('/api/Wf/GetApproverOptions')).status).toBe(403)
  })
})
