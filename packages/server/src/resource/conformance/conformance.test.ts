import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import ExcelJS from 'exceljs'
import { eq, inArray } from 'drizzle-orm'
import {
  codeRule,
  filterFields,
  formFields,
  isSortable,
  listFields,
  maxLengthMessage,
  requiredMessage,
  resourcePaths,
  resources,
  type FilterCondition,
  type ResourceDef,
} from '@scm/core'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'
import { sysRole, sysRoleFunction } from '../../identity/role-schema'
import { sysUser, sysUserRole } from '../../identity/user-schema'
import { editableText, sameValue, sampleRecord, uniqueDigits } from '@scm/core'

// ONE suite over EVERY registered resource definition, through HTTP as the screens call it:
// list, filter, sort, create, edit, validation error, delete, export and permissions.
// (Owner scope is proved in test/owner-scope.test.ts and test/route-table.test.ts: no base-data resource is supplier/customer-owned.)

type Row = Record<string, unknown> & { id: number | string }

let t: TestApp
let admin: SignedInClient
let supplier: SignedInClient
let viewer: SignedInClient

beforeAll(async () => {
  t = await createTestApp()
  admin = await loginAs(t.app, 'admin')
  supplier = await loginAs(t.app, 'sup1001')
  // A role holding every resource function but no button: reads are allowed, writes are not.
  await t.db.insert(sysRole).values({ code: 'viewer', name: '只读测试角色' })
  // one grant per function (a screen may show two resources: 客户 and 客户车辆)
  await t.db.insert(sysRoleFunction).values([...new Set(resources.map((def) => def.fn))].map((fn) => ({ role: 'viewer', functionId: fn, buttons: [] })))
  const [wh] = await t.db.select({ userid: sysUser.userid }).from(sysUser).where(eq(sysUser.usercode, 'wh01'))
  await t.db.delete(sysUserRole).where(inArray(sysUserRole.userid, [wh!.userid]))
  await t.db.insert(sysUserRole).values({ userid: wh!.userid, role: 'viewer' })
  viewer = await loginAs(t.app, 'wh01')
})
afterAll(() => t.close())

async function listAll(def: ResourceDef, query: Record<string, unknown> = {}) {
  const res = await admin.post(resourcePaths(def).list, { page: 1, rows: 500, ...query })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.Data as { rows: Row[]; total: number; page: number }
}

/** The first ref option of each ref field (what the form's picker offers). */
async function refChoices(def: ResourceDef): Promise<Record<string, unknown>> {
  const refs: Record<string, unknown> = {}
  for (const [name, field] of formFields(def)) {
    if (field.kind !== 'ref') continue
    const res = await admin.get(resourcePaths(def).refOptions, { field: name })
    expect(res.status).toBe(200)
    refs[name] = res.body.Data[0]?.value ?? null
  }
  return refs
}

function matches(cond: FilterCondition, value: unknown): boolean {
  const v = cond.value
  const num = (x: unknown) => (typeof x === 'number' ? x : Number(x))
  const cmp = (a: unknown, b: unknown) => (typeof b === 'number' ? num(a) - b : String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0)
  switch (cond.op) {
    case 'eq':
      return sameValue(v, value)
    case 'ne':
      return !sameValue(v, value)
    case 'contains':
      return String(value ?? '').toLowerCase().includes(String(v).toLowerCase())
    case 'in':
      return (v as unknown[]).some((x) => sameValue(x, value))
    case 'gte':
      return value !== null && cmp(value, v) >= 0
    case 'lte':
      return value !== null && cmp(value, v) <= 0
    case 'between':
      return value !== null && cmp(value, (v as unknown[])[0]) >= 0 && cmp(value, (v as unknown[])[1]) <= 0
  }
}

for (const def of resources) {
  const paths = resourcePaths(def)
  describe(`${def.name}（${def.title}） ${def.basePath}`, () => {
    let created: Row | undefined
    let sent: Record<string, unknown> = {}

    it('lists seeded rows in the ListPage shape, paged', async () => {
      const res = await admin.post(paths.list, { page: 1, rows: 2 })
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ Code: 1, Data: { page: 1 } })
      const page = res.body.Data as { rows: Row[]; total: number }
      expect(page.total).toBeGreaterThan(2)
      expect(page.rows).toHaveLength(2)
      for (const [name] of listFields(def)) expect(page.rows[0]).toHaveProperty(name)
      const second = (await admin.post(paths.list, { page: 2, rows: 2 })).body.Data as { rows: Row[] }
      expect(second.rows.map((r) => r.id)).not.toContain(page.rows[0]!.id)
    })

    it('creates a record and refuses a duplicate code', async () => {
      sent = sampleRecord(def, await refChoices(def))
      const res = await admin.post(paths.save, sent)
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      created = res.body.Data as Row
      for (const [name] of formFields(def)) expect(sameValue(sent[name], created[name]), name).toBe(true)
      const detail = await admin.get(paths.detail, { id: String(created.id) })
      expect(detail.body.Data).toMatchObject({ id: created.id })
      const searchKey = def.searchKeyFields.map((f) => sent[f]).find((v) => typeof v === 'string' && v)
      if (searchKey) expect((await listAll(def, { searchKey })).rows.map((r) => r.id)).toContain(created.id)
      if (def.unique.length || def.key !== 'id') {
        const again = await admin.post(paths.save, sent)
        expect(again).toMatchObject({ status: 400, body: { Code: 0, Msg: '编码已存在' } })
      }
    })

    it('filters by every declared operator and refuses undeclared ones', async () => {
      const all = (await listAll(def)).rows
      for (const [name, field] of filterFields(def)) {
        const sample = all.find((r) => r[name] !== null && r[name] !== undefined && r[name] !== '')
        expect(sample, `${name} has a value to filter by`).toBeDefined()
        const v = sample![name]
        for (const op of field.filter!) {
          const value =
            op === 'in' ? [v] : op === 'between' ? [v, v] : op === 'contains' ? [...String(v)].slice(0, 2).join('') : v
          const cond: FilterCondition = { op, value }
          const res = await listAll(def, { filters: { [name]: cond } })
          if (op !== 'ne') expect(res.rows.map((r) => r.id), `${name} ${op}`).toContain(sample!.id)
          for (const row of res.rows) expect(matches(cond, row[name]), `${name} ${op} ${JSON.stringify(v)} → ${JSON.stringify(row[name])}`).toBe(true)
        }
      }
      const unfiltered = Object.keys(def.fields).find((n) => !def.fields[n]!.filter?.length) ?? 'no_such_field'
      for (const filters of [{ [unfiltered]: { op: 'eq', value: '1' } }, { no_such_field: '1' }, { [filterFields(def)[0]?.[0] ?? 'x']: { op: 'like', value: '1' } }]) {
        const res = await admin.post(paths.list, { page: 1, rows: 10, filters })
        expect(res).toMatchObject({ status: 400, body: { Code: 0, Msg: '不支持的查询条件' } })
      }
    })

    it('sorts by every sortable column both ways and refuses other columns', async () => {
      for (const name of ['id', ...Object.keys(def.fields)].filter((n) => isSortable(def, n))) {
        const asc = (await listAll(def, { sidx: name, sord: 'asc' })).rows
        const desc = (await listAll(def, { sidx: name, sord: 'desc' })).rows
        expect(desc.map((r) => r.id), name).toEqual(asc.map((r) => r.id).reverse())
        const kind = def.fields[name]?.kind
        if (name === 'id' || kind === 'number' || kind === 'money') {
          const values = asc.map((r) => r[name]).filter((v) => v !== null).map(Number)
          expect(values, name).toEqual([...values].sort((a, b) => a - b))
        }
      }
      const unsortable = Object.keys(def.fields).find((n) => !isSortable(def, n))
      if (unsortable) {
        const res = await admin.post(paths.list, { page: 1, rows: 10, sidx: unsortable })
        expect(res).toMatchObject({ status: 400, body: { Msg: '不支持的查询条件' } })
      }
    })

    it('edits a record', async () => {
      const [name, field] = editableText(def) ?? []
      expect(name, 'a text field to edit').toBeDefined()
      const value = `修改${uniqueDigits(4)}`.slice(0, field!.max ?? 20)
      const res = await admin.post(paths.save, { ...sent, id: created!.id, [name!]: ` ${value} ` })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      const detail = await admin.get(paths.detail, { id: String(created!.id) })
      expect(detail.body.Data[name!]).toBe(value)
      expect(detail.body.Data.id).toBe(created!.id)
    })

    it('refuses invalid input with 400 and Chinese messages at the fields, saving nothing', async () => {
      const before = (await listAll(def)).total
      const empty = await admin.post(paths.save, {})
      expect(empty.status).toBe(400)
      expect(empty.body.Msg).toMatch(/[\u4e00-\u9fa5]/)
      const required = formFields(def).filter(([, f]) => f.required && f.default === undefined)
      expect(required.length).toBeGreaterThan(0)
      for (const [name, field] of required) expect(empty.body.Data.errors[name]).toBe(requiredMessage(field))
      const long = formFields(def).find(([, f]) => f.kind === 'text' && f.max)
      if (long) {
        const [name, field] = long
        const res = await admin.post(paths.save, { ...sampleRecord(def, await refChoices(def)), [name]: '长'.repeat(field.max! + 1) })
        expect(res).toMatchObject({ status: 400, body: { Data: { errors: { [name]: maxLengthMessage(field.max!) } } } })
      }
      for (const [name, field] of formFields(def)) {
        if (!field.rules?.includes(codeRule)) continue
        const res = await admin.post(paths.save, { ...sampleRecord(def, await refChoices(def)), [name]: '12A' })
        expect(res).toMatchObject({ status: 400, body: { Msg: '编码只能为数字', Data: { errors: { [name]: '编码只能为数字' } } } })
      }
      const badJson = await admin.post(paths.save, '{"code": ')
      expect(badJson).toMatchObject({ status: 400, body: { Msg: '请求数据格式错误' } })
      const badKey = def.key === 'id' ? 'abc' : 'k'.repeat((def.fields[def.key]!.max ?? 50) + 1)
      expect((await admin.get(paths.detail, { id: badKey })).status).toBe(400)
      expect((await listAll(def)).total).toBe(before)
    })

    it('exports the filtered list as a real .xlsx with Chinese headers', async () => {
      const [name, field] = filterFields(def)[0]!
      const v = created![name]
      const cond = { op: field.filter!.includes('eq') ? 'eq' : field.filter![0]!, value: field.filter!.includes('in') && !field.filter!.includes('eq') ? [v] : v }
      const listed = await listAll(def, { filters: { [name]: cond } })
      const file = await exportFile(def, { filters: { [name]: cond } })
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(file)
      const sheet = book.worksheets[0]!
      expect(sheet.name).toBe(def.title)
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(listFields(def).map(([, f]) => f.label))
      expect(sheet.actualRowCount - 1).toBe(listed.total)
    })

    it('deletes records, all or nothing', async () => {
      const missing = def.key === 'id' ? 2147483000 : 'no_such_key'
      const none = await admin.post(`${paths.del}?ids=${encodeURIComponent(`${created!.id},${missing}`)}`)
      expect(none).toMatchObject({ status: 404, body: { Msg: '记录不存在' } })
      expect((await admin.get(paths.detail, { id: String(created!.id) })).status).toBe(200)
      const res = await admin.post(paths.del, { ids: [created!.id] })
      expect(res).toMatchObject({ status: 200, body: { Code: 1 } })
      expect(await admin.get(paths.detail, { id: String(created!.id) })).toMatchObject({ status: 404, body: { Msg: '记录不存在' } })
      expect((await admin.post(paths.del)).status).toBe(400)
    })

    it('refuses callers without the function or the button with 403 无权限', async () => {
      for (const call of [supplier.post(paths.list, { page: 1, rows: 10 }), supplier.get(paths.detail, { id: '1' }), supplier.post(paths.save, sent)]) {
        expect(await call).toMatchObject({ status: 403, body: { Code: 0, Msg: '无权限' } })
      }
      expect((await viewer.post(paths.list, { page: 1, rows: 10 })).status).toBe(200)
      const row = (await listAll(def)).rows[0]!
      for (const call of [viewer.post(paths.save, sampleRecord(def, await refChoices(def))), viewer.post(paths.save, { ...row, id: row.id }), viewer.post(paths.del, { ids: [row.id] }), viewer.post(paths.export, {})]) {
        expect(await call).toMatchObject({ status: 403, body: { Msg: '无权限' } })
      }
    })
  })
}

let adminToken: string | undefined
async function exportFile(def: ResourceDef, body: unknown): Promise<ArrayBuffer> {
  adminToken ??= await login(t.app, 'admin')
  const res = await t.app.request(resourcePaths(def).export, {
    method: 'POST',
    headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('spreadsheetml')
  expect(res.headers.get('content-disposition')).toContain(encodeURIComponent(`${def.title}.xlsx`))
  return res.arrayBuffer()
}
