import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { and, asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { api, createTestApp, loginAs, type TestApp } from './helpers'
import { ok, parseBody, readListQuery, requireFn, listPage, registerFieldLabels } from '../src/http'
import { ownerScope } from '../src/platform/owner-scope'
import { GOODS_MESSAGES } from '@scm/core/catalogue'
import { pcSupply, saleCustomer } from '../src/identity/partner-schema'
import { sysRole, sysRoleFunction } from '../src/identity/role-schema'

const vector = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../core/src/sign/vector.json', import.meta.url)), 'utf8'),
) as { apiBase: string; path: string; body: string; code: string }

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ apiBase: vector.apiBase })
  // Test-only routes over the real framework and tables (registered after auth, like areas).
  const app = t.app
  registerFieldLabels({ qty: '数量' })
  app.post('/test/validate', requireFn('*'), async (c) => ok(c, await parseBody(c, z.object({ qty: z.number().int().min(1) }))))
  app.get('/test/crash', requireFn('*'), () => {
    throw new Error('secret internal detail')
  })
  app.post('/test/duplicate-role', requireFn('*'), async (c) => {
    await c.get('db').insert(sysRole).values({ code: 'admin', name: '重复' })
    return ok(c, null)
  })
  app.post('/test/deadlock', requireFn('*'), () => {
    throw Object.assign(new Error('deadlock detected'), { code: '40P01' })
  })
  // the shapes a lost database reaches onError in: Drizzle's wrapper around the server's or the
  // driver's error, a refused connection, pg-pool waiting in vain
  const lost: Record<string, () => Error> = {
    shutdown: () => Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) }),
    broken: () => Object.assign(new Error('Failed query: commit'), { cause: new Error('Client has encountered a connection error and is not queryable') }),
    refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect' }),
    waiting: () => new Error('timeout exceeded when trying to connect'),
    file: () => Object.assign(new Error("ENOENT: no such file or directory, open 'x'"), { code: 'ENOENT', syscall: 'open' }),
  }
  app.get('/test/db-lost', requireFn('*'), (c) => {
    throw lost[c.req.query('as')!]!()
  })
  app.get('/test/basecode', requireFn('sysmanage_basecode'), (c) => ok(c, 'basecode'))
  app.get('/test/publish-delete', requireFn('order_publish', 'delete'), (c) => ok(c, 'deleted'))
  app.get('/test/receive-delete', requireFn(['order_receive', 'order_receivev2'], 'delete'), (c) => ok(c, 'deleted'))
  app.get('/test/suppliers', requireFn('*'), async (c) => {
    const rows = await c.get('db').select({ supplyid: pcSupply.supplyid }).from(pcSupply)
      .where(ownerScope(c.get('user'), { supplyid: pcSupply.supplyid })).orderBy(asc(pcSupply.supplyid))
    return ok(c, rows.map((r) => r.supplyid))
  })
  app.get('/test/customers', requireFn('*'), async (c) => {
    const rows = await c.get('db').select({ code: saleCustomer.custCode }).from(saleCustomer)
      .where(and(ownerScope(c.get('user'), { customer: saleCustomer.customerId }))).orderBy(asc(saleCustomer.custCode))
    return ok(c, rows.map((r) => r.code))
  })
  app.post('/test/list', requireFn('*'), async (c) => ok(c, await readListQuery(c)))
  app.get('/test/list', requireFn('*'), async (c) => {
    const q = await readListQuery(c)
    return ok(c, listPage([q.offset], 42, q.page))
  })
})
afterAll(() => t.close())

describe('envelope and errors', () => {
  it('answers unknown paths with a 404 envelope, signed in or not', async () => {
    expect(await api(t.app).get('/no/such/call')).toMatchObject({ status: 404, body: { Code: 0, Msg: '接口不存在' } })
    const admin = await loginAs(t.app, 'admin')
    expect(await admin.post('/User/User/NoSuchCall', {})).toMatchObject({ status: 404, body: { Code: 0, Msg: '接口不存在' } })
    // a known path with the wrong method is unknown too
    expect((await admin.post('/User/User/GetCurrentUser', {})).status).toBe(404)
  })

  it('answers malformed JSON with 400 请求数据格式错误', async () => {
    const admin = await loginAs(t.app, 'admin')
    const res = await admin.post('/User/User/UpdatePassword', '{"oldPassword": ')
    expect(res).toMatchObject({ status: 400, body: { Code: 0, Msg: '请求数据格式错误' } })
    expect((await admin.post('/test/validate', '[1,2]')).body.Msg).toBe('请求数据格式错误')
  })

  it('turns validation errors into a labelled Chinese message', async () => {
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.post('/test/validate', {})).body).toMatchObject({ Code: 0, Msg: '数量不能为空' })
    expect((await admin.post('/test/validate', { qty: 'many' })).body.Msg).toBe('数量格式不正确')
    expect((await admin.post('/test/validate', { qty: 0 })).body.Msg).toBe('数量不能小于1')
    expect((await admin.post('/test/validate', { qty: 3 })).body).toEqual({ Code: 1, Msg: '操作成功', Data: { qty: 3 } })
  })

  it('hides internal errors behind 500 服务器内部错误', async () => {
    const admin = await loginAs(t.app, 'admin')
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      const res = await admin.get('/test/crash')
      expect(res).toMatchObject({ status: 500, body: { Code: 0, Msg: '服务器内部错误' } })
      expect(JSON.stringify(res.body)).not.toContain('secret')
    } finally {
      console.error = original
    }
    expect(errors).toHaveLength(1) // logged on the server side
  })

  it('answers a database constraint violation with 400, not 500', async () => {
    const res = await (await loginAs(t.app, 'admin')).post('/test/duplicate-role', {})
    expect(res).toMatchObject({ status: 400, body: { Code: 0, Msg: '数据重复，编码或名称已存在' } })
  })

  it('answers two writers that met on the same rows (deadlock) with 409 and a retry, not 500', async () => {
    const res = await (await loginAs(t.app, 'admin')).post('/test/deadlock', {})
    expect(res).toMatchObject({ status: 409, body: { Code: 0, Msg: '数据正被他人同时修改，请稍后重试' } })
  })

  it('answers 503 数据库暂时不可用 while the database is unreachable, without the query or the driver text', async () => {
    const admin = await loginAs(t.app, 'admin')
    const original = console.error
    console.error = () => {}
    try {
      for (const as of ['shutdown', 'broken', 'refused', 'waiting']) {
        const res = await admin.get('/test/db-lost', { as })
        expect(res, as).toMatchObject({ status: 503, body: { Code: 0, Msg: '数据库暂时不可用，请稍后重试', Data: null } })
        expect(res.headers.get('retry-after')).toBe('5')
      }
      // a file the server misses is its own fault, not the database's
      expect((await admin.get('/test/db-lost', { as: 'file' })).status).toBe(500)
    } finally {
      console.error = original
    }
  })
})

describe('grants: requireFn', () => {
  it('refuses a function the role lacks with 403 无权限, lets admin through', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    expect(await buyer.get('/test/basecode')).toMatchObject({ status: 403, body: { Code: 0, Msg: '无权限' } })
    expect((await (await loginAs(t.app, 'admin')).get('/test/basecode')).body.Data).toBe('basecode')
  })

  it('applies a changed grant at the next call', async () => {
    const buyer = await loginAs(t.app, 'buyer01')
    await t.db.insert(sysRoleFunction).values({ role: 'buyer', functionId: 'sysmanage_basecode', buttons: [] })
    expect((await buyer.get('/test/basecode')).status).toBe(200)
    await t.db.delete(sysRoleFunction).where(and(eq(sysRoleFunction.role, 'buyer'), eq(sysRoleFunction.functionId, 'sysmanage_basecode')))
    expect((await buyer.get('/test/basecode')).status).toBe(403)
  })

  it('checks the button too; several ids mean any of them', async () => {
    expect((await (await loginAs(t.app, 'buyer01')).get('/test/publish-delete')).status).toBe(200)
    const supplier = await loginAs(t.app, 'sup1001')
    expect((await supplier.get('/test/publish-delete')).status).toBe(403)
    expect((await supplier.get('/test/receive-delete')).body.Msg).toBe('无权限') // supplier has receive, not delete
    await t.db.update(sysRoleFunction).set({ buttons: ['add', 'edit', 'export', 'delete'] })
      .where(and(eq(sysRoleFunction.role, 'supplier'), eq(sysRoleFunction.functionId, 'order_receivev2')))
    expect((await supplier.get('/test/receive-delete')).status).toBe(200)
  })

  it('needs a login before any grant check', async () => {
    expect((await api(t.app).get('/test/basecode')).status).toBe(401)
  })
})

describe('ownerScope', () => {
  it('filters supplier rows by the caller supplyid in the query', async () => {
    expect((await (await loginAs(t.app, 'sup1001')).get('/test/suppliers')).body.Data).toEqual([1001])
    expect((await (await loginAs(t.app, 'sup1002')).get('/test/suppliers')).body.Data).toEqual([1002])
    expect((await (await loginAs(t.app, 'buyer01')).get('/test/suppliers')).body.Data).toEqual([1001, 1002, 1003, 1004, 1005])
  })

  it('filters customer rows by the caller customer, and shows nothing of a kind the caller does not own', async () => {
    expect((await (await loginAs(t.app, 'cust01')).get('/test/customers')).body.Data).toEqual(['C0001'])
    expect((await (await loginAs(t.app, 'cust01')).get('/test/suppliers')).body.Data).toEqual([])
    expect((await (await loginAs(t.app, 'sup1001')).get('/test/customers')).body.Data).toEqual([])
    expect((await (await loginAs(t.app, 'svc01')).get('/test/customers')).body.Data).toEqual(['C0001', 'C0002', 'C0003', 'C0004'])
  })
})

describe('readListQuery / listPage', () => {
  it('reads paging from the JSON body with defaults, and other fields as filters', async () => {
    const admin = await loginAs(t.app, 'admin')
    const res = await admin.post('/test/list', { _search: false, sidx: 'order_no', sord: 'desc', rows: 20, page: 3, nd: 1732200000000, searchKey: '  活塞 ', status: '已发布' })
    expect(res.body.Data).toEqual({ page: 3, rows: 20, sidx: 'order_no', sord: 'desc', searchKey: '活塞', filters: { status: '已发布' }, offset: 40 })
    const defaults = await admin.post('/test/list', {})
    expect(defaults.body.Data).toEqual({ page: 1, rows: 10, sord: 'asc', searchKey: '', filters: {}, offset: 0 })
    const nested = await admin.post('/test/list', { filters: { supplyid: 1001 } })
    expect(nested.body.Data.filters).toEqual({ supplyid: 1001 })
  })

  it('reads paging from the query string and answers {rows, total, page}', async () => {
    const res = await (await loginAs(t.app, 'admin')).get('/test/list', { page: 2, rows: 50, _search: 'false', nd: 1 })
    expect(res.body.Data).toEqual({ rows: [50], total: 42, page: 2 })
  })

  it('refuses bad paging with Chinese messages', async () => {
    const admin = await loginAs(t.app, 'admin')
    expect((await admin.post('/test/list', { rows: 501 })).body.Msg).toBe('每页条数必须在 1 到 500 之间')
    expect((await admin.post('/test/list', { rows: 0 })).body.Msg).toBe('每页条数必须在 1 到 500 之间')
    expect((await admin.post('/test/list', { page: 'abc' })).body.Msg).toBe('页码必须是正整数')
    expect((await admin.post('/test/list', { sidx: 'name; drop table x' })).body.Msg).toBe('排序字段不正确')
    expect((await admin.post('/test/list', { sord: 'up' })).status).toBe(400)
  })
})

describe('requireSignature', () => {
  it('accepts the shared vector and refuses a missing, wrong or stale signature', async () => {
    const admin = await loginAs(t.app, 'admin')
    // the vector's path is the goods' real /AppMateriel/Save: a good signature takes the call past the
    // check to the goods' own (the vector's body is no good: 请输入商品编码)
    const signed = await admin.post(vector.path, vector.body, { code: vector.code })
    expect(signed.body).toMatchObject({ Code: 0, Msg: GOODS_MESSAGES.code })
    expect((await admin.post(vector.path, vector.body, { code: vector.code.toLowerCase() })).body.Msg).toBe(GOODS_MESSAGES.code)
    const missing = await admin.post(vector.path, vector.body, { code: '' })
    expect(missing).toMatchObject({ status: 400, body: { Code: 0, Msg: '请求签名无效' } })
    expect((await admin.post(vector.path, vector.body, { code: '0'.repeat(32) })).body.Msg).toBe('请求签名无效')
    const tampered = vector.body.replace('128.5', '1.5')
    expect((await admin.post(vector.path, tampered, { code: vector.code })).body.Msg).toBe('请求签名无效')
  })
})
