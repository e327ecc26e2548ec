import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'
import { userSession } from '../../identity/session-schema'
import { sysPartnerKey } from '../../identity/partner-key-schema'
import { DEMO_PARTNER_KEY, EMBED_TOKEN_SECONDS, hashPartnerKey } from '../../identity/embed'
import { hashToken } from '../../identity/sessions'
import { complaintDocument, workbillDocument } from '@scm/core/crm'
import { embedTokenExpiry, resourcePaths } from '@scm/core'
import { vehicleResource } from '@scm/core/business'

// Partner keys and embed tokens (issue 12 item 6, issue 13 item 6): an administrator issues a key
// per supplier or customer; the partner's server exchanges it for a short-lived token of one of ITS
// users, limited to that owner and to the embeddable widgets' functions.
let t: TestApp
let admin: SignedInClient
beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
})
afterAll(() => t.close())

async function issue(body: Record<string, unknown>) {
  const res = await admin.post('/api/PartnerKey/Issue', body)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.Data as { id: number; key: string; key_prefix: string }
}

const exchange = (key: string | undefined, usercode: string) =>
  api(t.app).post('/api/PartnerKey/EmbedToken', { usercode }, key === undefined ? {} : { 'X-Partner-Key': key })

async function embedToken(key: string, usercode: string): Promise<string> {
  const res = await exchange(key, usercode)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.Data.access_token as string
}

async function customerId(code: string): Promise<number> {
  const res = await admin.get('/User/User/Getsale_customer')
  const row = (res.body.Data as { customer_id?: number; cust_code?: string; id?: number; code?: string }[]).find((r) => (r.cust_code ?? r.code) === code)
  return Number(row?.customer_id ?? row?.id)
}

describe('合作方密钥：签发、列表、吊销', () => {
  it('管理员签发密钥：明文只在签发应答里出现一次，库里只有散列；列表显示前缀、创建人和时间', async () => {
    const issued = await issue({ name: '精工门户', owner_kind: 'supplier', supplyid: 1001 })
    expect(issued.key).toMatch(/^scmpk_[A-Za-z0-9_-]{32}$/)
    expect(issued.key.startsWith(issued.key_prefix)).toBe(true)

    const [row] = await t.db.select().from(sysPartnerKey).where(eq(sysPartnerKey.id, issued.id))
    expect(row!.keyHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(issued.key)

    const list = await admin.post('/api/PartnerKey/GetList', { page: 1, rows: 50, searchKey: '精工门户' })
    expect(list.status).toBe(200)
    const shown = list.body.Data.rows.find((r: { id: number }) => r.id === issued.id)
    expect(shown).toMatchObject({ name: '精工门户', owner_kind: 'supplier', supplyid: 1001, key_prefix: issued.key_prefix, created_by: 'admin', revoked_at: null })
    expect(JSON.stringify(list.body)).not.toContain(issued.key)
    expect(JSON.stringify(list.body)).not.toContain(row!.keyHash)
    const detail = await admin.get('/api/PartnerKey/GetDetail', { id: issued.id })
    expect(detail.status).toBe(200)
    expect(detail.body.Data.name).toBe('精工门户')
    expect(JSON.stringify(detail.body)).not.toContain(row!.keyHash)
    expect(JSON.stringify(detail.body)).not.toContain(issued.key)
  })

  it('签发的输入错误：缺名称、缺供应商、不存在的供应商都是 400 中文提示，什么也不写入', async () => {
    const before = (await t.db.select().from(sysPartnerKey)).length
    const noName = await admin.post('/api/PartnerKey/Issue', { owner_kind: 'supplier', supplyid: 1001 })
    expect(noName.status).toBe(400)
    expect(noName.body.Data.errors.name).toBeTruthy()
    const noOwner = await admin.post('/api/PartnerKey/Issue', { name: '无主', owner_kind: 'supplier' })
    expect(noOwner.status).toBe(400)
    expect(noOwner.body.Msg).toBe('请选择供应商')
    const unknown = await admin.post('/api/PartnerKey/Issue', { name: '查无此人', owner_kind: 'supplier', supplyid: 987654 })
    expect(unknown.status).toBe(400)
    expect(unknown.body.Msg).toBe('供应商不存在')
    expect((await t.db.select().from(sysPartnerKey)).length).toBe(before)
  })

  it('非管理员（采购、供应商）不能签发、吊销或查看密钥：403 无权限', async () => {
    for (const who of ['buyer01', 'sup1001']) {
      const client = await loginAs(t.app, who)
      expect((await client.post('/api/PartnerKey/Issue', { name: 'x', owner_kind: 'supplier', supplyid: 1001 })).status).toBe(403)
      expect((await client.post('/api/PartnerKey/Revoke?id=1')).status).toBe(403)
      expect((await client.post('/api/PartnerKey/GetList', { page: 1, rows: 10 })).status).toBe(403)
    }
  })
})

describe('演示数据的公开演示密钥', () => {
  it('只为供应商 1001 种下，可为 sup1001 换令牌，不能为 1002', async () => {
    const [demo] = await t.db.select().from(sysPartnerKey).where(eq(sysPartnerKey.keyHash, hashPartnerKey(DEMO_PARTNER_KEY)))
    expect(demo).toMatchObject({ supplyid: 1001, ownerKind: 'supplier', revokedAt: null })
    expect((await exchange(DEMO_PARTNER_KEY, 'sup1001')).status).toBe(200)
    expect((await exchange(DEMO_PARTNER_KEY, 'sup1002')).status).toBe(400)
  })
})

describe('嵌入令牌', () => {
  let keyA: string
  let keyB: string
  beforeAll(async () => {
    keyA = (await issue({ name: '1001 门户', owner_kind: 'supplier', supplyid: 1001 })).key
    keyB = (await issue({ name: '1002 门户', owner_kind: 'supplier', supplyid: 1002 })).key
  })

  it('供应商 A 的密钥换到 A 的用户的令牌：几分钟有效，可用嵌入组件的功能，只看到 A 的数据，并记录最近使用', async () => {
    const res = await exchange(keyA, 'sup1001')
    expect(res.status).toBe(200)
    expect(res.body.Data).toMatchObject({ token_type: 'bearer', expires_in: EMBED_TOKEN_SECONDS })
    expect(EMBED_TOKEN_SECONDS).toBeLessThanOrEqual(15 * 60)
    // the token tells the element its expiry (to ask the page for a fresh one in time)
    expect(embedTokenExpiry(res.body.Data.access_token)).toBe(Math.floor(Date.parse(res.body.Data.expires_at) / 1000) * 1000)
    expect(Date.parse(res.body.Data.expires_at) - Date.now()).toBeGreaterThan((EMBED_TOKEN_SECONDS - 30) * 1000)
    const client = api(t.app, res.body.Data.access_token)
    const me = await client.get('/User/User/GetCurrentUser')
    expect(me.status).toBe(200)
    expect(me.body.Data[0].usercode).toBe('sup1001')

    const confirm = await client.post('/Order/SupplyConfirm/GetList', { page: 1, rows: 50 })
    expect(confirm.status).toBe(200)
    const rows = confirm.body.Data.rows as { supplyid: number }[]
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.supplyid === 1001)).toBe(true)
    expect((await client.post('/Order/OrderReceive/GetList', { page: 1, rows: 10 })).status).toBe(200)
    const claims = await client.post('/api/QulClaim/GetList', { page: 1, rows: 50 })
    expect(claims.status, JSON.stringify(claims.body)).toBe(200)
    expect((claims.body.Data.rows as { supplyid: number }[]).every((r) => r.supplyid === 1001)).toBe(true)

    const [key] = await t.db.select().from(sysPartnerKey).where(eq(sysPartnerKey.name, '1001 门户'))
    expect(key!.lastUsedAt).not.toBeNull()
  })

  it('供应商 A 的密钥永远换不到 B 的用户、本企业用户或管理员的令牌', async () => {
    for (const [key, other] of [
      [keyA, 'sup1002'],
      [keyA, 'sup1003'],
      [keyA, 'buyer01'],
      [keyA, 'admin'],
      [keyA, 'cust01'],
      [keyB, 'sup1001'],
    ] as const) {
      const res = await exchange(key, other)
      expect(res.status, `${other}`).toBe(400)
      expect(res.body.Msg).toBe('用户不存在或不属于该合作方')
      expect(res.body.Data ?? null).toBeNull()
    }
    // and B's key does serve B
    expect((await exchange(keyB, 'sup1002')).status).toBe(200)
  })

  it('没有密钥、错误的密钥、空账号：清楚的中文拒绝', async () => {
    const none = await exchange(undefined, 'sup1001')
    expect(none.status).toBe(401)
    expect(none.body.Msg).toBe('缺少合作方密钥（请求头 X-Partner-Key）')
    const wrong = await exchange(`${keyA}x`, 'sup1001')
    expect(wrong.status).toBe(401)
    expect(wrong.body.Msg).toBe('合作方密钥无效')
    const tooLong = await api(t.app).post('/api/PartnerKey/EmbedToken', { usercode: 'sup1001', seconds: 3600 }, { 'X-Partner-Key': keyA })
    expect(tooLong.status).toBe(400)
    expect(tooLong.body.Msg).toBe(`有效期 seconds 须为 60 至 ${EMBED_TOKEN_SECONDS} 之间的整数`)
    const short = await api(t.app).post('/api/PartnerKey/EmbedToken', { usercode: 'sup1001', seconds: 90 }, { 'X-Partner-Key': keyA })
    expect(short.body.Data.expires_in).toBe(90)
    const empty = await exchange(keyA, ' ')
    expect(empty.status).toBe(400)
    expect(empty.body.Msg).toBe('请提供用户账号 usercode')
  })

  it('令牌只能调用嵌入组件的功能：菜单只含这些功能；首页、改密码、订单发布、别的区域都是 403', async () => {
    const client = api(t.app, await embedToken(keyA, 'sup1001'))
    // the same user signed in normally has more in his menu; the token's menu (for the granted
    // buttons) holds the embeddable widgets' functions only
    const normal = await loginAs(t.app, 'sup1001')
    const fullMenu = JSON.stringify((await normal.get('/Menu/Menu/GetUserMenuData')).body.Data)
    expect(fullMenu).toContain('/order/supplySendRecord')
    const menu = await client.get('/Menu/Menu/GetUserMenuData')
    expect(menu.status).toBe(200)
    const embedMenu = JSON.stringify(menu.body.Data)
    expect(embedMenu).toContain('/order/supplyConfirm')
    expect(embedMenu).not.toContain('/order/supplySendRecord')
    for (const [method, path] of [
      ['get', '/api/Home/GetWidgets'],
      ['post', '/User/User/UpdatePassword'],
      ['post', '/Order/OrderQuery/GetList'],
      ['post', '/api/Contract/GetList'],
      ['post', '/Order/OrderPublish/GetList'],
      ['post', '/api/Wf/GetTodoList'],
    ] as const) {
      const res = method === 'get' ? await client.get(path) : await client.post(path, { page: 1, rows: 10 })
      expect(res.status, path).toBe(403)
      expect(res.body.Msg, path).toBe('嵌入令牌不能调用此功能')
    }
  })

  it('过期的令牌：401，提示嵌入令牌已过期', async () => {
    const token = await embedToken(keyA, 'sup1001')
    await t.db.update(userSession).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userSession.tokenHash, hashToken(token)))
    const res = await api(t.app, token).post('/Order/SupplyConfirm/GetList', { page: 1, rows: 10 })
    expect(res.status).toBe(401)
    expect(res.body.Msg).toBe('嵌入令牌已过期，请刷新页面或由合作方系统重新获取')
  })

  it('吊销密钥：立即拒绝换令牌，已发出的令牌下一次调用就 401；再吊销提示已吊销', async () => {
    const issued = await issue({ name: '将被吊销', owner_kind: 'supplier', supplyid: 1001 })
    const token = await embedToken(issued.key, 'sup1001')
    const client = api(t.app, token)
    expect((await client.get('/User/User/GetCurrentUser')).status).toBe(200)
    const onlineSessions = async () => {
      const res = await admin.post('/api/OnlineUser/GetList', { page: 1, rows: 10, searchKey: 'sup1001' })
      return res.body.Data.total as number
    }
    const onlineBefore = await onlineSessions()

    const revoked = await admin.post(`/api/PartnerKey/Revoke?id=${issued.id}`)
    expect(revoked.status).toBe(200)
    expect(revoked.body.Msg).toBe('密钥已吊销')

    const after = await client.get('/User/User/GetCurrentUser')
    // and it is no longer among the online users
    expect(await onlineSessions()).toBe(onlineBefore - 1)
    expect(after.status).toBe(401)
    expect(after.body.Msg).toBe('合作方密钥已被吊销，嵌入令牌失效')
    const again = await exchange(issued.key, 'sup1001')
    expect(again.status).toBe(401)
    expect(again.body.Msg).toBe('合作方密钥已被吊销')
    const twice = await admin.post(`/api/PartnerKey/Revoke?id=${issued.id}`)
    expect(twice.status).toBe(400)
    expect(twice.body.Msg).toBe('密钥已吊销，无需重复操作')
    expect((await admin.post('/api/PartnerKey/Revoke?id=999999')).status).toBe(404)

    const list = await admin.post('/api/PartnerKey/GetList', { page: 1, rows: 50, searchKey: '将被吊销' })
    expect(list.body.Data.rows[0].revoked_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('客户的密钥：同一条路径给客户的用户签令牌，其他客户和供应商的用户不行', async () => {
    const c1 = await customerId('C0001')
    const issued = await issue({ name: '微信报修', owner_kind: 'customer', customer_id: c1 })
    expect((await exchange(issued.key, 'cust01')).status).toBe(200)
    for (const other of ['cust02', 'sup1001']) expect((await exchange(issued.key, other)).status).toBe(400)
    // a customer token never reaches the supplier widgets' calls
    const client = api(t.app, await embedToken(issued.key, 'cust01'))
    expect((await client.post('/Order/SupplyConfirm/GetList', { page: 1, rows: 10 })).status).toBe(403)
    // …but reaches the repair widget's: his vehicles and his work orders (only his)
    const vehicles = await client.post(resourcePaths(vehicleResource).list, { page: 1, rows: 100 })
    expect(vehicles.status).toBe(200)
    expect(vehicles.body.Data.rows.length).toBeGreaterThan(0)
    const orders = await client.post(resourcePaths(workbillDocument).list, { page: 1, rows: 100 })
    expect(orders.status).toBe(200)
    expect(orders.body.Data.rows.length).toBeGreaterThan(0)
    expect(new Set(orders.body.Data.rows.map((row: { customer_id: number }) => row.customer_id))).toEqual(new Set([c1]))
    // his complaints are a portal screen, not the widget's: closed to the token
    expect((await client.post(resourcePaths(complaintDocument).list, { page: 1, rows: 10 })).status).toBe(403)
  })
})
