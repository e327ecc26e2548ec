import { describe, expect, it } from 'vitest'
import { parseRecordKey } from './define'
import { baseCodeResource, sysParaResource } from '../areas/sysmanage/resources'
import { serviceItemResource } from '../areas/crm/resources'
import { parseFilters, parseSort } from './filters'

const refused = { ok: false, message: '不支持的查询条件' }

describe('parseFilters', () => {
  it('accepts declared operators and parses values by kind', () => {
    expect(
      parseFilters(serviceItemResource, {
        name: { op: 'contains', value: ' 保养 ' },
        price: { op: 'between', value: ['10', ''] },
        maintain_item_id: '3',
      }),
    ).toEqual({
      ok: true,
      value: [
        { field: 'name', op: 'contains', value: '保养' },
        { field: 'price', op: 'between', value: [10, null] },
        { field: 'maintain_item_id', op: 'eq', value: 3 },
      ],
    })
  })

  it('treats empty values as no condition', () => {
    expect(parseFilters(baseCodeResource, { code: { op: 'contains', value: ' ' }, type_code: { op: 'in', value: [] } })).toEqual({
      ok: true,
      value: [],
    })
  })

  it('refuses undeclared fields, operators and bad values', () => {
    expect(parseFilters(baseCodeResource, { remark: { op: 'contains', value: 'x' } })).toEqual(refused)
    expect(parseFilters(baseCodeResource, { name: { op: 'eq', value: 'x' } })).toEqual(refused)
    expect(parseFilters(baseCodeResource, { name: { op: 'like', value: 'x' } })).toEqual(refused)
    expect(parseFilters(baseCodeResource, { type_code: { op: 'eq', value: 'colour' } })).toEqual(refused)
    expect(parseFilters(serviceItemResource, { price: { op: 'gte', value: 'abc' } })).toEqual(refused)
    expect(parseFilters(baseCodeResource, { constructor: 'x' })).toEqual(refused)
    expect(parseFilters(baseCodeResource, 'code=1')).toEqual(refused)
  })
})

describe('parseSort', () => {
  it('uses the default sort when none is asked', () => {
    expect(parseSort(baseCodeResource, '', 'asc')).toEqual({ ok: true, value: { field: 'code', order: 'asc' } })
  })
  it('accepts declared sorts only', () => {
    expect(parseSort(baseCodeResource, 'name', 'desc')).toEqual({ ok: true, value: { field: 'name', order: 'desc' } })
    expect(parseSort(baseCodeResource, 'remark', 'asc')).toEqual(refused)
    expect(parseSort(baseCodeResource, 'name', 'sideways')).toEqual(refused)
  })
})

describe('parseRecordKey', () => {
  it('reads a server-assigned id as a positive integer', () => {
    expect(parseRecordKey(baseCodeResource, '12')).toBe(12)
    expect(parseRecordKey(baseCodeResource, 7)).toBe(7)
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999', '', null, undefined]) expect(parseRecordKey(baseCodeResource, bad)).toBeNull()
  })
  it('reads a natural key as text within its length', () => {
    expect(sysParaResource.key).toBe('param_key')
    expect(parseRecordKey(sysParaResource, ' rcv_skip_check ')).toBe('rcv_skip_check')
    expect(parseRecordKey(sysParaResource, 'k'.repeat(51))).toBeNull()
  })
})
