// The OpenAPI contract (/api/openapi.json): a valid OpenAPI 3.1 document by a maintained
// validator, listing every route of the route table with its grant, and request schemas that
// refuse what the server refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { declaredRoutes, type DeclaredRoute } from '../src/http'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from './helpers'

type Operation = {
  security: unknown[]
  parameters?: { name: string; in: string; schema: object }[]
  requestBody?: { content: Record<string, { schema: object }> }
  responses: Record<string, unknown>
  'x-scm-grant'?: { functions: string[] | '*'; button?: string; owner?: string[] }
}

/** Calls that read nothing from the query or the body (the caller, a path parameter, or nothing at all). */
const TAKES_NOTHING = new Set([
  'GET /Menu/Menu/GetUserMenuData',
  'GET /Menu/Menu/GetMenuData',
  'GET /Menu/Menu/GetSysFunData',
  'GET /api/SysConfig/GetSys_Company',
  'GET /api/SysConfig/Getsys_webconfig',
  'GET /api/test/getconfig',
  'GET /api/Org/GetOrgTree',
  'GET /api/Org/GetCompanyList',
  'GET /User/User/GetCurrentUser',
  'GET /User/User/Getpc_supply_cd',
  'GET /User/User/Getsale_customer',
  'GET /File/File/Avatar/:userid',
  'GET /api/MySelf/GetPasswordPolicy',
  'POST /User/User/Logout',
  'GET /api/SysGadget/GetList',
  'GET /api/FileSystem/GetTree',
  'GET /Email/MSMailFolder/GetMSMailFolderByUerId',
  'GET /Email/MSMailRecord/GetUnReadNum',
  'GET /api/Right/GetRoles',
  'GET /api/MsgAcceptUser/GetTemplates',
  'GET /api/Wf/GetApproverOptions',
  'GET /api/Bulletin/GetTypes',
  'GET /api/SeWorkbill/GetSlaSettings',
  'GET /api/pubtable/getpub_supply',
  'GET /api/Receive/GetAppConfig',
  'GET /api/QulTrace/Snapshots',
  'GET /api/wx/CreateQrcode',
  'GET /api/wx/unsubscribe',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs.js',
  'GET /api/docs.css',
  'GET /healthz',
  'GET /readyz',
  // order review: the caller's department's open audits
  'GET /api/OrderAudit/GetUnHandOrderAduit',
])

let t: TestApp
let doc: { openapi: string; paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, object> } }
let routes: DeclaredRoute[]
let admin: SignedInClient

beforeAll(async () => {
  t = await createTestApp()
  routes = declaredRoutes(t.app).filter((r) => r.method === 'GET' || r.method === 'POST')
  const res = await t.app.request('/api/openapi.json')
  expect(res.status).toBe(200)
  doc = await res.json()
  admin = await loginAs(t.app, 'admin')
})
afterAll(() => t.close())

const operationOf = (method: string, path: string) => doc.paths[path.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]
const bodySchema = (method: string, path: string) => {
  const schema = operationOf(method, path)?.requestBody?.content['application/json']?.schema as { $ref?: string } | undefined
  return schema?.$ref ? doc.components.schemas[schema.$ref.split('/').pop()!] : schema
}

// what a client may send is judged by the request schema as any JSON Schema 2020-12 validator would
const ajv = new Ajv2020({ strict: false, validateFormats: false })
const accepted = (schema: object | undefined, value: unknown) => {
  expect(schema, 'a request schema').toBeDefined()
  return ajv.validate(schema!, value)
}

describe('the OpenAPI contract', () => {
  it('is a valid OpenAPI 3.1 document, public (read without a token), with its page', async () => {
    const validator = new Validator()
    const verdict = await validator.validate(doc as Parameters<Validator['validate']>[0])
    expect(verdict.errors ?? []).toEqual([])
    expect(verdict.valid).toBe(true)
    expect(validator.version).toBe('3.1')
    const page = await t.app.request('/api/docs')
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('/api/openapi.json')
    expect(html, 'no script or style from another site').not.toMatch(/(src|href)="(https?:)?\/\//)
  })

  it('lists every route of the route table with its grant, owner scope and error answers', () => {
    expect(routes.length).toBeGreaterThan(400)
    const missing = routes.filter((r) => !operationOf(r.method, r.path)).map((r) => `${r.method} ${r.path}`)
    expect(missing).toEqual([])
    for (const r of routes) {
      const op = operationOf(r.method, r.path)!
      const where = `${r.method} ${r.path}`
      expect(op.security, where).toEqual(r.isPublic ? [] : [{ bearer: [] }])
      if (r.grant) expect(op['x-scm-grant'], where).toEqual({ functions: r.grant.fns, ...(r.grant.button ? { button: r.grant.button } : {}), ...(r.grant.owner ? { owner: r.grant.owner } : {}) })
      expect(Object.keys(op.responses), where).toEqual(expect.arrayContaining(['200', '400', '500', ...(r.isPublic ? [] : ['401', '403'])]))
    }
    const update = operationOf('POST', '/User/User/UpdatePassword')!
    expect(update.responses['401']).toEqual({ $ref: '#/components/responses/Unauthorized' })
    expect(JSON.stringify(doc)).toContain('登录失效，请登录')
    expect(operationOf('POST', '/SaleCheck/Save')!.parameters, 'account calls are signed').toContainEqual(expect.objectContaining({ name: 'code', in: 'header' }))
  })

  it('gives every call that takes input its request shape', () => {
    const unshaped = routes
      .filter((r) => {
        const op = operationOf(r.method, r.path)!
        return !op.requestBody && !op.parameters?.some((p) => p.in === 'query')
      })
      .map((r) => `${r.method} ${r.path}`)
    // a new call that reads a query or a body and declares nothing fails here
    expect(unshaped.sort()).toEqual([...TAKES_NOTHING].sort())
  })

  it('shows values read from the query or the body as either, and uploads as multipart', () => {
    const detail = operationOf('GET', '/api/Bulletin/GetDetail')!
    expect(detail.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'query', required: true }))
    const del = operationOf('POST', '/api/Bulletin/Del')!
    expect(del.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'query', required: false }))
    expect(bodySchema('POST', '/api/Bulletin/Del')).not.toHaveProperty('required')
    expect(Object.keys(operationOf('POST', '/File/File/UploadFiles')!.requestBody!.content)).toEqual(['multipart/form-data'])
  })

  it('has request schemas that refuse what the server refuses', async () => {
    // a handler's zod schema: an empty old password
    const password = bodySchema('POST', '/User/User/UpdatePassword')
    const blank = { oldPassword: '', newPassword: 'Abc@12345' }
    expect((await admin.post('/User/User/UpdatePassword', blank)).status).toBe(400)
    expect(accepted(password, blank)).toBe(false)
    expect(accepted(password, { oldPassword: 'x', newPassword: 'y' })).toBe(true)

    // a resource definition: a code type it does not declare, a name past its length
    const save = bodySchema('POST', '/api/BaseCode/Save')
    const good = { type_code: 'unit', code: '991', name: '测试单位' }
    expect(accepted(save, good)).toBe(true)
    for (const bad of [{ ...good, type_code: 'planet' }, { ...good, name: '长'.repeat(200) }, { code: '992', name: '缺类别' }]) {
      expect((await admin.post('/api/BaseCode/Save', bad)).status, JSON.stringify(bad).slice(0, 60)).toBe(400)
      expect(accepted(save, bad), JSON.stringify(bad).slice(0, 60)).toBe(false)
    }

    // a resource list: a filter on a field the definition does not let filter
    const list = bodySchema('POST', '/api/BaseCode/GetList')
    expect(accepted(list, { page: 1, rows: 20, filters: { type_code: 'unit' } })).toBe(true)
    const undeclared = { filters: { remark: 'x' } }
    expect((await admin.post('/api/BaseCode/GetList', undeclared)).status).toBe(400)
    expect(accepted(list, undeclared)).toBe(false)

    // the list query of every list call: too many rows a page
    const orders = bodySchema('POST', '/Order/OrderQuery/GetList')
    expect((await admin.post('/Order/OrderQuery/GetList', { rows: 501 })).status).toBe(400)
    expect(accepted(orders, { rows: 501 })).toBe(false)
    expect(accepted(orders, { page: '2', rows: 50, searchKey: 'PO' })).toBe(true)

    // a hand-read body: an order without lines
    const order = bodySchema('POST', '/Order/OrderPublish/Save')
    const noLines = { supplyid: 1001, lines: [] }
    expect((await admin.post('/Order/OrderPublish/Save', noLines)).status).toBe(400)
    expect(accepted(order, noLines)).toBe(false)
    expect(accepted(order, { supplyid: 1001, lines: [{ mtr_id: 1, qty: '5', required_date: '2026-12-01' }] })).toBe(true)

    // a document action whose reason is required
    const reject = bodySchema('POST', '/api/QulClaim/Reject')
    expect((await admin.post('/api/QulClaim/Reject', { id: 1 })).status).toBe(400)
    expect(accepted(reject, { id: 1 })).toBe(false)
    expect(accepted(reject, { id: 1, reason: '证据不足' })).toBe(true)
  })
})
