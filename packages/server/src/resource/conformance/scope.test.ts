import { createRequire } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { defineResource, resourcePaths } from '@scm/core'
import ExcelJS from 'exceljs'
import { createTestApp, login, loginAs, type TestApp, type SignedInClient } from '../../../test/helpers'
import { sysRoleFunction } from '../../identity/role-schema'
import { resourceArea } from '../routes'
import { resourceTable } from '../table'

// Owner scope of the generic endpoints, proved on a supplier-owned probe resource (no base-data
// resource is owned by a supplier or customer). The probe's table is created from its definition
// the same way drizzle-kit creates the real ones.

const probe = defineResource({
  name: 'ScopeProbe',
  title: '供应商范围测试',
  table: 'test_scope_probe',
  fn: 'package_list',
  scope: { supplyid: 'supplyid' },
  fields: {
    supplyid: { kind: 'ref', label: '供应商', ref: { resource: 'Supplier', labelField: 'supply_name' }, filter: ['eq'] },
    title: { kind: 'text', label: '标题', required: true, max: 50, filter: ['contains'] },
  },
  defaultSort: { field: 'id', order: 'asc' },
  searchKeyFields: ['title'],
})
const probeTable = resourceTable(probe)
const paths = resourcePaths(probe)

let t: TestApp
let admin: SignedInClient
let sup1: SignedInClient
let sup2: SignedInClient

beforeAll(async () => {
  t = await createTestApp()
  // drizzle-kit's API is CommonJS only
  const kit = createRequire(import.meta.url)('drizzle-kit/api') as typeof import('drizzle-kit/api')
  for (const statement of await kit.generateMigration(kit.generateDrizzleJson({}), kit.generateDrizzleJson({ probeTable }))) {
    await t.db.execute(sql.raw(statement))
  }
  t.app.route('/', resourceArea([probe, probeTable]))
  // let suppliers delete on this function, so the scope (not the button) is what stops them
  await t.db
    .update(sysRoleFunction)
    .set({ buttons: ['add', 'edit', 'delete', 'export'] })
    .where(and(eq(sysRoleFunction.role, 'supplier'), eq(sysRoleFunction.functionId, 'package_list')))
  admin = await loginAs(t.app, 'admin')
  sup1 = await loginAs(t.app, 'sup1001')
  sup2 = await loginAs(t.app, 'sup1002')
})
afterAll(() => t.close())

describe('owner scope of a supplier-owned resource', () => {
  let ownId: number
  it('a supplier creates rows as itself, whatever supplyid it sends', async () => {
    const res = await sup1.post(paths.save, { title: '一号供应商的记录', supplyid: 1002 })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.Data).toMatchObject({ supplyid: 1001, supplyid_label: expect.stringMatching(/[\u4e00-\u9fa5]/) })
    ownId = res.body.Data.id
    expect((await admin.post(paths.save, { title: '员工为二号供应商建的记录', supplyid: 1002 })).status).toBe(200)
  })

  it('lists, reads and exports only its own rows; staff see all', async () => {
    const own = await sup1.post(paths.list, { page: 1, rows: 50 })
    expect(own.body.Data.rows.map((r: { supplyid: number }) => r.supplyid)).toEqual([1001])
    const other = await sup2.post(paths.list, { page: 1, rows: 50 })
    expect(other.body.Data.rows.map((r: { supplyid: number }) => r.supplyid)).toEqual([1002])
    const all = await admin.post(paths.list, { page: 1, rows: 50 })
    expect(all.body.Data.total).toBe(2)
    // filtering for another supplier does not escape the scope
    const sneaky = await sup2.post(paths.list, { page: 1, rows: 50, filters: { supplyid: { op: 'eq', value: 1001 } } })
    expect(sneaky.body.Data).toMatchObject({ rows: [], total: 0 })
    expect(await sup2.get(paths.detail, { id: String(ownId) })).toMatchObject({ status: 404, body: { Msg: '记录不存在' } })
    const token = await login(t.app, 'sup1002')
    const file = await t.app.request(paths.export, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: '{}' })
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(await file.arrayBuffer())
    const sheet = book.worksheets[0]!
    expect(sheet.actualRowCount).toBe(2)
    expect(sheet.getRow(2).getCell(2).value).toBe('员工为二号供应商建的记录')
  })

  it('cannot edit or delete another supplier\'s row', async () => {
    expect((await sup2.post(paths.save, { id: ownId, title: '改别人的' })).status).toBe(404)
    expect((await sup2.post(paths.del, { ids: [ownId] })).status).toBe(404)
    const kept = await sup1.get(paths.detail, { id: String(ownId) })
    expect(kept.body.Data).toMatchObject({ title: '一号供应商的记录', supplyid: 1001 })
    expect((await sup1.post(paths.del, { ids: [ownId] })).status).toBe(200)
  })

  it('a customer user sees nothing of a supplier-owned resource', async () => {
    await t.db.insert(sysRoleFunction).values({ role: 'customer', functionId: 'package_list', buttons: [] })
    const cust = await loginAs(t.app, 'cust01')
    expect((await cust.post(paths.list, { page: 1, rows: 50 })).body.Data).toMatchObject({ rows: [], total: 0 })
  })
})
