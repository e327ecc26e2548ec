import { describe, expect, it } from 'vitest'
import { apiBaseProblem, configFileText } from './config-file'

describe('runtime configuration file', () => {
  it('sets window.SCM_CONFIG with the API base', () => {
    const text = configFileText('https://scm.example.com')
    const sandbox: { SCM_CONFIG?: { apiBase: string } } = {}
    new Function('window', text)(sandbox)
    expect(sandbox.SCM_CONFIG).toEqual({ apiBase: 'https://scm.example.com' })
  })

  it('accepts same origin, paths and http(s) URLs only', () => {
    expect(apiBaseProblem('')).toBeNull()
    expect(apiBaseProblem('/api')).toBeNull()
    expect(apiBaseProblem('http://127.0.0.1:8080')).toBeNull()
    expect(apiBaseProblem('ftp://x')).toBe('接口地址须以 http:// 或 https:// 开头')
    expect(apiBaseProblem('https://x/')).toBe('接口地址末尾不要带 /')
  })
})
