import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import vector from './vector.json'
import { signRequest } from '.'

const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

describe('request signature', () => {
  it('matches the shared test vector (the server asserts the same file)', () => {
    expect(signRequest(vector.apiBase, vector.path, vector.body)).toBe(vector.code)
  })

  it('is MD5 upper-case of MD5 lower-case of base + path + body, as node:crypto computes it', () => {
    const base = 'http://127.0.0.1:8080'
    const body = JSON.stringify({ SaleCheckId: 12, remark: '对账确认' })
    const expected = nodeMd5(nodeMd5(base + '/SaleCheck/Save' + body)).toUpperCase()
    expect(signRequest(base, '/SaleCheck/Save', body)).toBe(expected)
    expect(expected).toMatch(/^[0-9A-F]{32}$/)
  })

  it('ignores the query string and signs an empty body for a GET', () => {
    expect(signRequest('', '/AppMateriel/GetDetailById?id=5', '')).toBe(signRequest('', '/AppMateriel/GetDetailById', ''))
    expect(signRequest('', '/AppMateriel/GetDetailById', '')).toBe(nodeMd5(nodeMd5('/AppMateriel/GetDetailById')).toUpperCase())
  })

  it('changes with any byte of the body', () => {
    expect(signRequest('', '/p', '{"a":1}')).not.toBe(signRequest('', '/p', '{"a":2}'))
  })
})
