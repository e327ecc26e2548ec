import { describe, expect, it } from 'vitest'
import { flattenRoutes, screenFor } from '..'
import { defineResource } from '../resource/define'
import { PLATFORM_REF_SOURCES } from '../resource/types'
import { resources } from './resources'
import * as account from './account'
import * as catalogue from './catalogue'
import * as crm from './crm'
import * as equip from './equip'
import * as prcsdocument from './prcsdocument'
import * as quality from './quality'
import * as review from './review'
import type { ResourceDef } from '../resource/types'

// the areas' documents (the document kit's folder held them all once)
const documentKit = { ...account, ...catalogue, ...crm, ...equip, ...prcsdocument, ...quality, ...review }
// a ref may also point at a document's header (a maintenance item at its machine)
const documentHeaders = (Object.values(documentKit) as unknown[]).filter((v): v is ResourceDef => !!v && typeof v === 'object' && 'fields' in v && 'name' in v && 'numbering' in v)

describe('resource definitions', () => {
  it('each is granted by a menu function of the route tree', () => {
    const ids = new Set(flattenRoutes().map((r) => r.id))
    for (const def of resources) expect(ids, def.name).toContain(def.fn)
  })

  it('each has a screen registered on its route (what the host renders and the menu lists)', () => {
    for (const def of resources) {
      const route = flattenRoutes().find((r) => r.id === def.fn)!
      expect(screenFor(route.path)?.tag, def.name).toMatch(/^scm-/)
    }
  })

  it('names, tables and API paths are unique', () => {
    for (const key of ['name', 'table', 'basePath'] as const) {
      const values = resources.map((d) => d[key])
      expect(new Set(values).size, key).toBe(values.length)
    }
  })

  it('every ref points to a defined resource and label field', () => {
    for (const def of resources)
      for (const field of Object.values(def.fields)) {
        if (field.kind !== 'ref') continue
        // a platform record (a station, a department…) the server registers as a ref source
        const platform = PLATFORM_REF_SOURCES[field.ref!.resource]
        if (platform) {
          expect(platform, `${def.name} → ${field.ref!.resource}`).toContain(field.ref!.labelField)
          continue
        }
        const target = [...resources, ...documentHeaders].find((d) => d.name === field.ref!.resource)
        expect(target?.fields[field.ref!.labelField], `${def.name} → ${field.ref!.resource}`).toBeDefined()
      }
  })

  it('labels are Chinese', () => {
    for (const def of resources) for (const f of Object.values(def.fields)) expect(f.label).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('a definition mistake fails at definition time', () => {
    const base = { name: 'Bad', title: '坏', table: 'bad', fn: 'x', searchKeyFields: [] as never[] }
    expect(() =>
      defineResource({ ...base, fields: { n: { kind: 'number', label: '数', filter: ['contains'] } }, defaultSort: { field: 'id', order: 'asc' } }),
    ).toThrow(/cannot filter/)
    expect(() =>
      defineResource({ ...base, fields: { n: { kind: 'text', label: '文' } }, defaultSort: { field: 'm' as 'n', order: 'asc' } }),
    ).toThrow(/unknown sort/)
  })
})
