import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkInforTypeResource, defectCodeResource, faultCodeResource, problemTypeResource, severityOptions, standardTypeResource } from '@scm/core/quality'
import { refLabelKey, resourcePaths, type ResourceDef } from '@scm/core'
import { createTestApp, loginAs, type SignedInClient, type TestApp } from '../../../test/helpers'

// The incoming-quality code tables on a fresh demo database: each screen shows rows on first
// start, to the quality engineer and the administrator; suppliers have none of them.

let t: TestApp
let qe: SignedInClient
let admin: SignedInClient
let supplier: SignedInClient

beforeAll(async () => {
  t = await createTestApp()
  qe = await loginAs(t.app, 'qe01')
  admin = await loginAs(t.app, 'admin')
  supplier = await loginAs(t.app, 'sup1001')
})
afterAll(() => t.close())

const codeTables = [standardTypeResource, checkInforTypeResource, defectCodeResource, faultCodeResource]
type Row = Record<string, unknown> & { id: number; code: string }

async function rows(client: SignedInClient, def: ResourceDef): Promise<Row[]> {
  const res = await client.post(resourcePaths(def).list, { page: 1, rows: 100 })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.Data.rows
}

const screenPaths = ['/QulManage/standard/standard_type', '/QulManage/check_infor_type', '/QulManage/check_defect', '/QulManage/check_fault']
type MenuNode = { path: string; children: MenuNode[] }
const paths = (nodes: MenuNode[]): string[] => nodes.flatMap((n) => [n.path, ...paths(n.children)])

describe('incoming-quality code tables', () => {
  it('are in the menus of qe01 and admin, not of a supplier', async () => {
    for (const [client, listed] of [[qe, true], [admin, true], [supplier, false]] as const) {
      const menu = paths((await client.get('/Menu/Menu/GetUserMenuData')).body.Data)
      for (const path of screenPaths) expect(menu.includes(path), path).toBe(listed)
    }
  })

  it.each(codeTables.map((def) => [def.title, def] as const))('%s lists demo rows to qe01 and admin, not to a supplier', async (_title, def) => {
    expect((await rows(qe, def)).length).toBeGreaterThanOrEqual(5)
    expect((await rows(admin, def)).length).toBeGreaterThanOrEqual(5)
    expect((await supplier.post(resourcePaths(def).list, { page: 1, rows: 10 })).status).toBe(403)
  })

  it('defect codes cover every class and name their category by label', async () => {
    const defects = await rows(qe, defectCodeResource)
    expect(new Set(defects.map((d) => d.severity))).toEqual(new Set(severityOptions.map((o) => o.value)))
    const dimension = defects.find((d) => d.name === '尺寸超差')!
    expect(dimension[refLabelKey('problem_type_id')]).toBe('尺寸超差')
    expect(defects.find((d) => d.name === '漏装')?.[refLabelKey('problem_type_id')]).toBe('装配不良')
  })

  it('filters defect codes by class and fault codes by system', async () => {
    const fatal = await qe.post(resourcePaths(defectCodeResource).list, { page: 1, rows: 100, filters: { severity: { op: 'eq', value: 'A' } } })
    expect(fatal.body.Data.rows.length).toBeGreaterThan(0)
    expect(fatal.body.Data.rows.every((d: Row) => d.severity === 'A')).toBe(true)
    const brakes = await qe.post(resourcePaths(faultCodeResource).list, { page: 1, rows: 100, filters: { fault_system: { op: 'eq', value: 'brake' } } })
    expect(brakes.body.Data.rows.map((f: Row) => f.name)).toEqual(expect.arrayContaining(['制动跑偏', '制动气压不足']))
  })

  it('a problem type a defect code uses cannot be deleted', async () => {
    const defect = (await rows(qe, defectCodeResource)).find((d) => d.name === '毛刺')!
    const res = await qe.post(resourcePaths(problemTypeResource).del, { ids: [defect.problem_type_id] })
    expect(res.body.Msg).toBe('数据已被引用，不能删除')
  })

  it('a new defect code needs its class; a duplicate code is refused', async () => {
    const [category] = (await qe.get(resourcePaths(defectCodeResource).refOptions, { field: 'problem_type_id' })).body.Data
    const missing = await qe.post(resourcePaths(defectCodeResource).save, { code: '0901', name: '包装破损', problem_type_id: category.value })
    expect(missing.status).toBe(400)
    expect(missing.body.Data.errors.severity).toBeTruthy()
    const duplicate = await qe.post(resourcePaths(defectCodeResource).save, { code: '0101', name: '重复', severity: 'C', problem_type_id: category.value })
    expect(duplicate.body.Msg).toBe('编码已存在')
  })
})
