import { describe, expect, it } from 'vitest'
import { attributeName, screenAttributes } from './screen-attributes'

describe('route parameters as element attributes', () => {
  it('maps query and route parameters to kebab-case attributes', () => {
    expect(screenAttributes('?orderNo=PO1&type=2', { batch_id: '7' })).toEqual({ 'order-no': 'PO1', type: '2', 'batch-id': '7' })
  })

  it('passes id as record-id and drops names that are not attribute names', () => {
    expect(attributeName('id')).toBe('record-id')
    expect(screenAttributes('?id=5&1bad=x&a%20b=y')).toEqual({ 'record-id': '5' })
  })
})
