import { describe, expect, it } from 'vitest'
import { parseAnswer, withBase, withQuery } from './fetch'

// The URL and answer rules of the client's HTTP exchange, as ofetch (ufo, destr) had them; the
// exchange itself is client.test.ts's, against a real server.

describe('withBase', () => {
  it('joins the path below the API base with one slash, whatever slashes either has', () => {
    expect(withBase('/User/User/GetCurrentUser', 'http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080/User/User/GetCurrentUser')
    expect(withBase('/User/x', '/scm-api/')).toBe('/scm-api/User/x')
    expect(withBase('User/x', '/scm-api')).toBe('/scm-api/User/x')
    expect(withBase('./x', 'http://h/api')).toBe('http://h/api/x')
    expect(withBase('/', '/scm-api')).toBe('/scm-api')
  })

  it('leaves a path alone without a base, when it is a full URL, or when it is already below the base', () => {
    expect(withBase('/User/x', '')).toBe('/User/x')
    expect(withBase('/User/x', '/')).toBe('/User/x')
    expect(withBase('http://other/y', '/scm-api')).toBe('http://other/y')
    expect(withBase('/scm-api/x', '/scm-api')).toBe('/scm-api/x')
    expect(withBase('/scm-api?a=1', '/scm-api')).toBe('/scm-api?a=1')
    expect(withBase('/scm-apix', '/scm-api')).toBe('/scm-api/scm-apix')
  })
})

describe('withQuery', () => {
  it('writes values as text: numbers and booleans as written, null and "" as an empty value, undefined not at all', () => {
    expect(withQuery('/x', { a: 1, b: false, c: null, d: '', e: undefined, f: 0 })).toBe('/x?a=1&b=false&c=&d=&f=0')
    expect(withQuery('/x', {})).toBe('/x')
  })

  it('encodes what a query value cannot hold, Chinese included', () => {
    const url = withQuery('/x', { searchKey: '张 三&x=/+#' })
    expect(new URLSearchParams(url.slice(3)).get('searchKey')).toBe('张 三&x=/+#')
  })

  it('writes an array as one key per item and an object as JSON', () => {
    expect(withQuery('/x', { id: [1, 'b'] })).toBe('/x?id=1&id=b')
    expect(new URLSearchParams(withQuery('/x', { o: { a: 1 } }).slice(3)).get('o')).toBe('{"a":1}')
  })

  it("adds to the path's own query: a key given again is replaced where it stands, undefined takes it away", () => {
    expect(withQuery('/x?b=old&z=1', { b: 'new', a: 2 })).toBe('/x?b=new&z=1&a=2')
    expect(withQuery('/x?b=old&z=1', { b: undefined })).toBe('/x?z=1')
    expect(withQuery('http://h/api/x?k=1#top', { nd: 5 })).toBe('http://h/api/x?k=1&nd=5#top')
  })
})

describe('parseAnswer', () => {
  it('reads JSON, and keeps any other text (an HTML error page, an empty body) as it is', () => {
    expect(parseAnswer('{"Code":1,"Data":[1]}')).toEqual({ Code: 1, Data: [1] })
    expect(parseAnswer(' 12 ')).toBe(12)
    expect(parseAnswer('<html>Bad Gateway</html>')).toBe('<html>Bad Gateway</html>')
    expect(parseAnswer('')).toBe('')
  })
})
