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

  it('gives most calls their request shape', () => {
    const shaped = routes.filter((r) => {
      const op = operationOf(r.method, r.path)!
      return op.requestBody || op.parameters?.some((p) => p.in === 'query')
    })
    // the rest take no input, or read it by hand (see the server README); this only keeps it from sliding back
    expect(shaped.length / routes.length).toBeGreaterThan(0.7)
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

    // a document action whose reason is required
    const reject = bodySchema('POST', '/api/QulClaim/Reject')
    expect((await admin.post('/api/QulClaim/Reject', { id: 1 })).status).toBe(400)
    expect(accepted(reject, { id: 1 })).toBe(false)
    expect(accepted(reject, { id: 1, reason: '证据不足' })).toBe(true)
  })
})
